export type { AuthUser, UserLookupPort, SessionTokenPort, SessionTokenCreateArgs, CapabilityObjectsPort, CapPost, CapComment, CapTerm, ApplicationPasswordItem, ApplicationPasswordStorePort } from './ports';
export { type Clock, systemClock, unixSeconds } from './clock';
export { PasswordHasher, defaultPasswordHasher, DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './PasswordHasher';
export { generatePassword, type GeneratePasswordOptions } from './generatePassword';
export { NonceService, type NonceOptions, type NonceAge } from './NonceService';
export { COOKIE_FAILURES, COOKIE_EVENTS, COOKIE_VALID_EVENT, cookieStatusFromEvent, type CookieFailure, type CookieEvent } from './cookieEvents';
export { CookieService, type CookieServiceOptions, type IssueOptions, type IssuedCookie, type ValidateOptions, type CookieElements, type CookieValidation } from './CookieService';
export { Roles, type Role } from './capabilities/Roles';
export { defaultRoleDefinitions, type RoleDefinition } from './capabilities/defaultRoles';
export { Capabilities, type CapabilitiesOptions, type CapabilitySubject } from './capabilities/Capabilities';
export { MetaCapMapper, type CapabilitySettings } from './capabilities/MetaCapMapper';
export type { PostTypeCaps, PostTypeCapsArgs } from '../model/postTypeCapabilities';
export type { TaxonomyCaps } from '../model/taxonomyCapabilities';
export { ApplicationPasswords, type ApplicationPasswordsOptions, type CreatedApplicationPassword, type ApplicationPasswordLogin } from './applicationPasswords/ApplicationPasswords';
export {
  APPLICATION_PASSWORD_LENGTH,
  generateApplicationPassword,
  normalizeApplicationPassword,
  chunkApplicationPassword,
  sanitizeApplicationName,
} from './applicationPasswords/applicationPasswordText';
export { parseBasicAuth, type BasicCredentials } from './applicationPasswords/basicAuth';
export { LoginThrottle, type LoginAttempt, type LoginThrottleOptions, type ThrottleStatus } from './LoginThrottle';
export * from './hashVerifiers/index';
