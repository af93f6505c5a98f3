/**
 * An app served over HTTP on a free port, with one logged-in session per role
 * (through the real login route), for the embeds, site health, abilities and
 * view-config suites. Sessions are made only for the roles a test asks for.
 */
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import { serveSite, type Reply, type RequestOptions, type Session, type Site } from '../auth-http/site';

export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleSite extends Site {
  /** User ids by role. */
  ids: Record<Role, number>;
  /** The logged-in session of a role (made on first use). */
  as(role: Role): Promise<Session>;
  /** A request as `role`, or anonymous with `null`. */
  get(path: string, role?: Role | null, options?: RequestOptions): Promise<Reply>;
}

export async function startRoleSite(options: AppOptions = {}): Promise<RoleSite> {
  const app = await createApp({ database: ':memory:', secret: 'role-site-secret', baseUrl: 'http://127.0.0.1:8088', ...options });
  // Password hashing dominates set-up: the users are created side by side.
  const users = await Promise.all(ROLES.map((role) => app.users.create({ username: role, email: `${role}@example.com`, password: `pw-${role}`, roles: [role], name: `The ${role}` })));
  const ids = Object.fromEntries(ROLES.map((role, at) => [role, users[at]!.id])) as Record<Role, number>;
  const site = await serveSite(app);
  const sessions = new Map<Role, Session>();
  const as = async (role: Role): Promise<Session> => {
    let session = sessions.get(role);
    if (session === undefined) {
      session = await site.login(role, `pw-${role}`);
      sessions.set(role, session);
    }
    return session;
  };
  const get = async (path: string, role: Role | null = null, requestOptions: RequestOptions = {}): Promise<Reply> =>
    site.request(requestOptions.json !== undefined ? 'POST' : 'GET', path, { ...requestOptions, ...(role === null ? {} : { session: await as(role) }) });
  return { ...site, ids, as, get };
}

/** An error body as WordPress answers it. */
export const errorBody = (code: string, message: string, status: number): Record<string, unknown> => ({ code, message, data: { status } });
