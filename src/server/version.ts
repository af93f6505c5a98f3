/** The interface version constant (SPEC "Versioning"). */
export const REST_API_VERSION = '2.0';
