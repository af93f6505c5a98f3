/** Method groups of WordPress's server constants (READABLE, CREATABLE, EDITABLE, DELETABLE, ALLMETHODS). */
export const Methods = {
  READABLE: 'GET',
  CREATABLE: 'POST',
  EDITABLE: 'POST, PUT, PATCH',
  DELETABLE: 'DELETE',
  ALLMETHODS: 'GET, POST, PUT, PATCH, DELETE',
} as const;
