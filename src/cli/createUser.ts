import { defaultPasswordHasher, generatePassword } from '../auth/index';
import { StorageConflictError, type Storage, type UserRecord } from '../storage/index';
import { CliError } from './CliError';
import type { UserRole } from './userRoles';


export interface NewUser {
  login: string;
  email: string;
  /** Omitted: a strong password is generated and returned. */
  password?: string;
  role: UserRole;
  displayName?: string;
}

export interface CreatedUser {
  user: UserRecord;
  /** The generated password, when none was given (shown once, never stored in clear). */
  generatedPassword?: string;
}

/** Length of generated passwords: WordPress suggests 24 characters. */
const GENERATED_PASSWORD_LENGTH = 24;
/** WordPress's user_login column is 60 characters wide. */
const MAX_LOGIN_LENGTH = 60;
/** The characters WordPress keeps in a login when sanitizing strictly. */
const LOGIN_PATTERN = /^[A-Za-z0-9 _.\-@]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Creates a user after checking the login, e-mail and uniqueness; failures are CliErrors (exit 1). */
export async function createUser(storage: Storage, input: NewUser): Promise<CreatedUser> {
  const login = input.login.trim();
  const email = input.email.trim();
  checkLogin(login);
  if (!EMAIL_PATTERN.test(email)) throw new CliError(`"${email}" is not a valid e-mail address.`);
  if (input.password !== undefined && input.password === '') throw new CliError('The password cannot be empty.');
  if (await storage.users.getByLogin(login)) throw new CliError(`A user with the login "${login}" already exists.`);
  if (await storage.users.getByEmail(email)) throw new CliError(`A user with the e-mail "${email}" already exists.`);

  const generatedPassword = input.password === undefined ? generatePassword(GENERATED_PASSWORD_LENGTH) : undefined;
  const hash = await defaultPasswordHasher.hash(input.password ?? generatedPassword!);
  try {
    const user = await storage.users.create({
      user_login: login,
      user_email: email,
      user_pass: hash,
      display_name: input.displayName ?? login,
      nickname: login,
      roles: [input.role],
    });
    return generatedPassword === undefined ? { user } : { user, generatedPassword };
  } catch (error) {
    // Another process may have taken the login or e-mail since the checks above.
    if (error instanceof StorageConflictError) {
      throw new CliError(`Another user already uses this ${error.field === 'user_email' ? 'e-mail' : 'login'}.`, 1, { cause: error });
    }
    throw error;
  }
}

function checkLogin(login: string): void {
  if (login === '') throw new CliError('The login cannot be empty.');
  if (login.length > MAX_LOGIN_LENGTH) throw new CliError(`The login may not be longer than ${MAX_LOGIN_LENGTH} characters.`);
  if (!LOGIN_PATTERN.test(login)) {
    throw new CliError(`The login "${login}" may only contain letters, digits, spaces and the characters _ . - @`);
  }
}

/** The lines announcing a generated password: printed once, to be copied now. */
export function passwordNotice(login: string, password: string): string {
  return [
    `Generated password for "${login}" (shown only this once; copy it now):`,
    '',
    `    ${password}`,
    '',
  ].join('\n');
}
