import type { Hooks } from '../../hooks/Hooks';
import type { Notices } from '../../notices/Notices';
import type { AuthUser, CapabilityObjectsPort, UserLookupPort } from '../ports';
import { MetaCapMapper, type CapabilitySettings } from './MetaCapMapper';
import { PostStatusRegistry } from '../../model/PostStatusRegistry';
import { PostTypeRegistry } from '../../model/PostTypeRegistry';
import { TaxonomyRegistry } from '../../model/TaxonomyRegistry';
import { Roles } from './Roles';
import type { MaybePromise } from '../../hooks/maybePromise';
import { isThenable } from '../../hooks/Hooks';

export interface CapabilitiesOptions {
  roles?: Roles;
  /** Posts, comments, terms (and options) that meta capabilities are checked against. */
  objects?: CapabilityObjectsPort;
  /** Resolves user ids given to `userCan` and the single-site super-admin test. */
  users?: UserLookupPort;
  /** `map_meta_cap` and `user_has_cap` filters run through it. */
  hooks?: Hooks;
  /** Receives map_meta_cap's "called incorrectly" notices. */
  notices?: Notices;
  /** The content model capabilities are mapped through (an app passes its own; default: WordPress's built-ins). */
  postTypes?: PostTypeRegistry;
  postStatuses?: PostStatusRegistry;
  taxonomies?: TaxonomyRegistry;
  settings?: CapabilitySettings;
}

/** A user object, a user id, or nobody (undefined/null/0: the anonymous visitor). */
export type CapabilitySubject = AuthUser | number | undefined | null;

/**
 * Capability checks as WordPress's user_can / WP_User::has_cap: map the
 * capability to primitives, then require every one of them.
 */
export class Capabilities {
  readonly roles: Roles;
  readonly postTypes: PostTypeRegistry;
  readonly postStatuses: PostStatusRegistry;
  readonly taxonomies: TaxonomyRegistry;
  private readonly mapper: MetaCapMapper;

  constructor(private readonly options: CapabilitiesOptions = {}) {
    this.roles = options.roles ?? new Roles();
    this.postTypes = options.postTypes ?? new PostTypeRegistry();
    this.postStatuses = options.postStatuses ?? new PostStatusRegistry();
    this.taxonomies = options.taxonomies ?? new TaxonomyRegistry();
    this.mapper = new MetaCapMapper({
      postTypes: this.postTypes,
      postStatuses: this.postStatuses,
      taxonomies: this.taxonomies,
      ...(options.objects !== undefined ? { objects: options.objects } : {}),
      ...(options.hooks !== undefined ? { hooks: options.hooks } : {}),
      ...(options.notices !== undefined ? { notices: options.notices } : {}),
      ...(options.settings !== undefined ? { settings: options.settings } : {}),
      isSuperAdmin: async (userId, known) => {
        const user = known?.id === userId ? known : await this.resolve(userId);
        return user !== undefined && this.allCaps(user)['delete_users'] === true;
      },
    });
  }

  /** The primitive capabilities `cap` requires of `userId`; `do_not_allow` means nobody may. */
  async mapMetaCap(cap: string, userId: number, ...args: unknown[]): Promise<string[]> {
    return this.mapper.map(cap, userId, ...args);
  }

  async userCan(subject: CapabilitySubject, cap: string, ...args: unknown[]): Promise<boolean> {
    return this.userCanMaybeAsync(subject, cap, ...args);
  }

  /**
   * userCan(), answered without a promise when nothing had to be read (the user and objects are at hand).
   * Every self link of a page runs three of these for its target hints: the plain path makes no closure and,
   * without a `user_has_cap` filter, no list of the filter's arguments.
   */
  userCanMaybeAsync(subject: CapabilitySubject, cap: string, ...args: unknown[]): MaybePromise<boolean> {
    const user = this.resolve(subject);
    return isThenable(user) ? Promise.resolve(user).then((found) => this.check(found, cap, args)) : this.check(user, cap, args);
  }

  /** The check for a resolved user: the primitives `cap` maps to, then whether the user holds them all. */
  private check(user: AuthUser | undefined, cap: string, args: unknown[]): MaybePromise<boolean> {
    const userId = user?.id ?? 0;
    const required = this.mapper.mapFor(user, cap, userId, args, this.capless(user));
    return isThenable(required)
      ? Promise.resolve(required).then((list) => this.holdsAll(user, list, cap, userId, args))
      : this.holdsAll(user, required, cap, userId, args);
  }

  /**
   * Whether the subject holds nothing but `exist` whatever happens: nobody (the anonymous visitor, an unknown
   * id), with no `map_meta_cap` or `user_has_cap` filter that could require or grant otherwise. Its checks
   * are then answered without reading what could only add requirements (see MetaCapMapper): an anonymous
   * page of posts reads no options for its links' target hints.
   */
  private capless(user: AuthUser | undefined): boolean {
    if (user !== undefined) return false;
    const hooks = this.options.hooks;
    return hooks === undefined || (!hooks.hasFilter('map_meta_cap') && !hooks.hasFilter('user_has_cap'));
  }

  private holdsAll(user: AuthUser | undefined, required: readonly string[], cap: string, userId: number, args: unknown[]): boolean {
    const hooks = this.options.hooks;
    const filtered = hooks !== undefined && hooks.hasFilter('user_has_cap');
    // The visitor holds nothing: a shared empty set unless a filter gets it (a filter may add to what it is given).
    let held: unknown = user !== undefined ? this.allCaps(user) : filtered ? {} : HOLDS_NOTHING;
    if (filtered) held = hooks.applyFilters('user_has_cap', held, required, [cap, userId, ...args], user);
    return holdsEvery(held, required);
  }

  /** Everything the user holds from roles and own grants, plus the capabilities WordPress derives from them. */
  allCaps(user: AuthUser): Record<string, boolean> {
    const caps = this.roles.capabilitiesFor(user.roles, user.caps);
    if (caps['update_core'] || caps['install_plugins'] || caps['install_themes']) caps['install_languages'] = true;
    if (caps['activate_plugins']) caps['resume_plugins'] = true;
    if (caps['switch_themes']) caps['resume_themes'] = true;
    if (caps['install_plugins']) caps['view_site_health_checks'] = true;
    return caps;
  }

  private resolve(subject: CapabilitySubject): MaybePromise<AuthUser | undefined> {
    if (subject === undefined || subject === null) return undefined;
    if (typeof subject !== 'number') return subject.id > 0 ? subject : undefined;
    if (subject <= 0) return undefined;
    return this.options.users?.getUserById(subject);
  }
}

const HOLDS_NOTHING: Readonly<Record<string, boolean>> = Object.freeze({});

/**
 * Whether `held` grants every capability of `required`: everyone "exists", nobody holds `do_not_allow` whatever
 * a filter says, and any other capability is held when it is an own enumerable property of exactly `true` (what
 * a copy of the set would keep).
 */
function holdsEvery(held: unknown, required: readonly string[]): boolean {
  for (const cap of required) {
    if (cap === 'exist') continue;
    if (cap === 'do_not_allow' || !grants(held, cap)) return false;
  }
  return true;
}

function grants(held: unknown, cap: string): boolean {
  return typeof held === 'object' && held !== null && Object.prototype.propertyIsEnumerable.call(held, cap) && (held as Record<string, unknown>)[cap] === true;
}
