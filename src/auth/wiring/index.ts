export { installAuth } from './installAuth';
export { AuthServices, type AuthServicesDeps } from './AuthServices';
export { SessionAuthenticator } from './SessionAuthenticator';
export { TextResponse, serveTextResponses } from './TextResponse';
export { currentUserCan } from './currentUserCan';
export { authenticatedAppPassword } from './authenticatedAppPassword';
export { readCookie, cookiePair, setCookieHeader, clearCookieHeader, type SetCookieOptions } from './cookieHeaders';
export { toAuthUser, storageUserLookup, storageSessions, storageApplicationPasswords, storageCapabilityObjects } from './storagePorts';
