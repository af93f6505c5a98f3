import { Option } from 'commander';
import type { Command } from '../Command';
import { databaseOption, databaseUrl } from '../databaseOption';
import { USER_ROLES, type UserRole } from '../userRoles';

interface UserCreateFlags {
  email: string;
  password?: string;
  role: UserRole;
  displayName?: string;
  database?: string;
}

export const userCreateCommand: Command = {
  name: 'user create',
  arguments: '<login>',
  summary: 'Create a user; without --password a strong one is generated and printed once.',
  options: () => [
    new Option('--email <E>', 'E-mail address (unique).').makeOptionMandatory(),
    new Option('--password <P>', 'Password (default: generated and printed once).'),
    new Option('--role <ROLE>', 'Role of the user.').choices(USER_ROLES).default('subscriber'),
    new Option('--display-name <N>', 'Name shown on the site (default: the login).'),
    databaseOption(),
  ],
  async run(input, io) {
    const [login] = input.arguments;
    const { email, password, role, displayName, ...rest } = input.options<UserCreateFlags>();
    const { withStorage } = await import('../database');
    const { createUser, passwordNotice } = await import('../createUser');
    const created = await withStorage(databaseUrl(rest, io), (storage) =>
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
