import type { PasswordHasher } from '../auth/PasswordHasher';
import type { AuthUser, UserLookupPort } from '../auth/ports';

/**
 * After a login with a hash in an older format (an imported WordPress hash, weaker scrypt
 * parameters), stores our current hash of the password. The returned user carries the new
 * hash, since the logged-in cookie is signed with the stored hash.
 */
export async function upgradePasswordHash(users: UserLookupPort, hasher: PasswordHasher, user: AuthUser, password: string): Promise<AuthUser> {
  if (users.savePasswordHash === undefined) return user;
  const hash = await hasher.hash(password);
  await users.savePasswordHash(user.id, hash);
  return { ...user, user_pass: hash };
}
