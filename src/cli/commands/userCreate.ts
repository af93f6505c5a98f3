import { choiceFlag, expectPositional, stringFlag, UsageError } from '../args';
import type { Command } from '../Command';
import { DATABASE_OPTION, databaseUrl } from '../databaseOption';
import { USER_ROLES } from '../userRoles';

export const userCreateCommand: Command = {
  name: 'user create',
  arguments: '<login>',
  summary: 'Create a user; without --password a strong one is generated and printed once.',
  options: [
    { name: 'email', value: 'E', description: 'E-mail address (required, unique).' },
    { name: 'password', value: 'P', description: 'Password (default: generated and printed once).' },
    { name: 'role', value: 'ROLE', description: `One of ${USER_ROLES.join(', ')} (default subscriber).` },
    { name: 'display-name', value: 'N', description: 'Name shown on the site (default: the login).' },
    DATABASE_OPTION,
  ],
  async run(args, io) {
    const [login] = expectPositional(args, ['login']);
    const email = stringFlag(args, 'email');
    if (email === undefined) throw new UsageError('missing --email');
    const role = choiceFlag(args, 'role', USER_ROLES, 'subscriber');
    const password = stringFlag(args, 'password');
    const displayName = stringFlag(args, 'display-name');
    const { withStorage } = await import('../database');
    const { createUser, passwordNotice } = await import('../createUser');
    const created = await withStorage(databaseUrl(args, io), (storage) =>
      createUser(storage, {
        login: login!,
        email,
        role,
        ...(password === undefined ? {} : { password }),
        ...(displayName === undefined ? {} : { displayName }),
      }),
    );
    const { user } = created;
    io.stdout.write(`Created user ${user.id} "${user.user_login}" <${user.user_email}> with role ${role}.\n`);
    if (created.generatedPassword !== undefined) io.stdout.write(passwordNotice(user.user_login, created.generatedPassword));
    return 0;
  },
};
