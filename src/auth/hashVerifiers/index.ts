export type { HashVerifier } from './HashVerifier';
export { HashVerifierRegistry, WORDPRESS_HASH_VERIFIERS, defaultHashVerifiers, checkPassword, type PasswordCheck } from './HashVerifierRegistry';
export { phpassHash, phpassVerifier } from './phpass';
export { bcryptVerifier, wordpressBcryptVerifier, wordpressPreHash } from './bcrypt';
export { wordpressFastHash, wordpressFastHashVerifier } from './fastHash';
export { legacyMd5Verifier } from './legacyMd5';
export { blake2b } from './blake2b';
