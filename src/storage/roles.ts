/**
 * Roles whose members count as authors for `who: 'authors'`. WordPress tests `user_level > 0`; these are
 * the default roles with a level above zero.
 */
export const AUTHOR_ROLES: readonly string[] = ['administrator', 'editor', 'author', 'contributor'];
