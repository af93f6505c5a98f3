/** The roles a user can be created with (WordPress's five default roles). */
export const USER_ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];
