/**
 * Adapters from the storage services to the small ports the auth primitives
 * need (src/auth/ports.ts). Storage records use WordPress's column names, so
 * these are thin: the user lookup adds the password hash and per-user grants.
 */
import type {
  ApplicationPasswordItem, ApplicationPasswordStorePort, AuthUser, CapabilityObjectsPort, CapPost, SessionTokenPort, UserLookupPort,
} from '../ports';
import { andThen } from '../../hooks/maybePromise';
import { optionNow, rowView } from '../../storage/readNow';
import type { PostRecord, Storage, UserRecord } from '../../storage/types';

/** A stored user as authentication sees it: with its password hash and own capability grants. */
export async function toAuthUser(storage: Storage, record: UserRecord | undefined): Promise<AuthUser | undefined> {
  if (record === undefined) return undefined;
  return {
    id: record.id,
    user_login: record.user_login,
    user_pass: record.user_pass ?? '',
    roles: record.roles,
    caps: await storage.users.getCapabilities(record.id),
    user_email: record.user_email,
  };
}

export function storageUserLookup(storage: Storage): UserLookupPort {
  const withPassword = { withPassword: true };
  return {
    getUserByLogin: async (login) => toAuthUser(storage, await storage.users.getByLogin(login, withPassword)),
    getUserById: async (id) => toAuthUser(storage, await storage.users.getById(id, withPassword)),
    getUserByEmail: async (email) => toAuthUser(storage, await storage.users.getByEmail(email, withPassword)),
    savePasswordHash: async (id, hash) => {
      await storage.users.update(id, { user_pass: hash });
    },
  };
}

export function storageSessions(storage: Storage): SessionTokenPort {
  return {
    create: (userId, args) => storage.sessions.create(userId, args),
    verify: (userId, token) => storage.sessions.verify(userId, token),
    destroy: async (userId, token) => {
      await storage.sessions.destroy(userId, token);
    },
  };
}

/** WordPress's site flag: set when the first application password is created, never cleared. */
const IN_USE_OPTION = 'using_application_passwords';

export function storageApplicationPasswords(storage: Storage): ApplicationPasswordStorePort {
  return {
    list: (userId): Promise<ApplicationPasswordItem[]> => storage.applicationPasswords.list(userId),
    save: async (userId, items) => {
      await storage.applicationPasswords.save(userId, items);
      if (items.length > 0 && (await storage.options.get(IN_USE_OPTION)) !== true) await storage.options.set(IN_USE_OPTION, true);
    },
    recordUse: (userId, uuid, ip, timestamp) => storage.applicationPasswords.recordUse(userId, uuid, ip, timestamp),
    // Sticky like WordPress's: once passwords were in use, Basic credentials keep being checked (and refused).
    isInUse: async () => (await storage.options.get(IN_USE_OPTION)) === true || storage.applicationPasswords.isInUse(),
  };
}

/** Posts, comments, terms and options for meta capabilities ("edit post 5"). */
export function storageCapabilityObjects(storage: Storage): CapabilityObjectsPort {
  const capPost = (post: Readonly<PostRecord>, trashed: readonly unknown[]): CapPost => ({
    id: post.id,
    post_author: post.post_author,
    post_status: post.post_status,
    post_type: post.post_type,
    post_parent: post.post_parent,
    ...(typeof trashed[0] === 'string' ? { trash_meta_status: trashed[0] } : {}),
  });
  return {
    // Straight from the request's cache when the post is there (a page's capability checks read the posts it listed).
    getPost: (id) => andThen(rowView(storage.posts, id), (post) => {
      if (post === undefined) return undefined;
      if (post.post_status !== 'trash') return capPost(post, []);
      return andThen(storage.posts.meta.get(id, '_wp_trash_meta_status'), (status) => capPost(post, status));
    }),
    getComment: (id) => andThen(rowView(storage.comments, id), (comment) =>
      (comment === undefined ? undefined : { id: comment.comment_id, user_id: comment.user_id, comment_post_ID: comment.comment_post_id })),
    getTerm: (id) => andThen(rowView(storage.terms, id), (term) => (term === undefined ? undefined : { id: term.term_id, taxonomy: term.taxonomy })),
    getOption: (name) => optionNow(storage.options, name),
  };
}
