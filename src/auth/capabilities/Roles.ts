import { defaultRoleDefinitions, type RoleDefinition } from './defaultRoles';

export interface Role {
  readonly slug: string;
  readonly name: string;
  /** `true` grants, `false` explicitly denies. */
  readonly capabilities: Readonly<Record<string, boolean>>;
}

/** The role registry (WordPress's WP_Roles), starting with the five default roles. */
export class Roles {
  private readonly roles = new Map<string, RoleDefinition>();

  constructor(definitions: Record<string, RoleDefinition> = defaultRoleDefinitions()) {
    for (const [slug, def] of Object.entries(definitions)) {
      this.roles.set(slug, { name: def.name, capabilities: { ...def.capabilities } });
    }
  }

  /** Adds a role unless one with that slug exists; a list of names grants each. */
  addRole(slug: string, displayName: string, capabilities: Record<string, boolean> | string[] = {}): Role | undefined {
    if (slug === '' || this.roles.has(slug)) return undefined;
    const caps = Array.isArray(capabilities) ? Object.fromEntries(capabilities.map((cap) => [cap, true])) : { ...capabilities };
    this.roles.set(slug, { name: displayName, capabilities: caps });
    return this.getRole(slug);
  }

  removeRole(slug: string): boolean {
    return this.roles.delete(slug);
  }

  getRole(slug: string): Role | undefined {
    const def = this.roles.get(slug);
    return def === undefined ? undefined : { slug, name: def.name, capabilities: { ...def.capabilities } };
  }

  hasRole(slug: string): boolean {
    return this.roles.has(slug);
  }

  /** Role slugs with their display names. */
  getNames(): Record<string, string> {
    return Object.fromEntries([...this.roles].map(([slug, def]) => [slug, def.name]));
  }

  addCap(slug: string, cap: string, grant = true): boolean {
    const def = this.roles.get(slug);
    if (def === undefined) return false;
    def.capabilities[cap] = grant;
    return true;
  }

  removeCap(slug: string, cap: string): boolean {
    const def = this.roles.get(slug);
    if (def === undefined || !(cap in def.capabilities)) return false;
    delete def.capabilities[cap];
    return true;
  }

  /**
   * Everything a user holds: each role's capabilities in order (a later role
   * overrides an earlier one), the role slugs themselves, then the user's own
   * grants and denials on top — the merge WordPress does for a user.
   */
  capabilitiesFor(roles: readonly string[], userCaps: Readonly<Record<string, boolean>> = {}): Record<string, boolean> {
    const all: Record<string, boolean> = {};
    for (const slug of roles) Object.assign(all, this.roles.get(slug)?.capabilities);
    for (const slug of roles) all[slug] = true;
    return Object.assign(all, userCaps);
  }
}
