/**
 * The abilities and ability categories of one app (WordPress's WP_Abilities_Registry
 * and WP_Ability_Categories_Registry): registered in code or through the
 * `abilities`/`abilityCategories` options, served under `wp-abilities/v1`. A
 * refused registration raises a developer notice and returns null, as
 * `_doing_it_wrong` does.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Hooks } from '../../src/hooks/Hooks';
import type { Notices } from '../../src/notices/Notices';
import { Ability, type AbilityCategoryInput, type AbilityInput } from './Ability';

export interface AbilityCategory {
  slug: string;
  label: string;
  description: string;
  meta: Record<string, unknown>;
}

export interface AbilityQuery {
  category?: string;
  /** Abilities whose name starts with `<namespace>/`. */
  namespace?: string;
  /** Every given meta field must match (nested maps field by field). */
  meta?: Record<string, unknown>;
}

const ABILITY_NAME = /^[a-z0-9-]+(\/[a-z0-9-]+)+$/;
const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `actual` has every field of `wanted` (maps compared field by field). */
function matchesMeta(actual: unknown, wanted: Record<string, unknown>): boolean {
  if (!isPlainObject(actual)) return false;
  return Object.entries(wanted).every(([key, value]) => (isPlainObject(value) ? matchesMeta(actual[key], value) : actual[key] === value));
}

export class AbilitiesRegistry {
  private readonly abilities = new Map<string, Ability>();
  private readonly categories = new Map<string, AbilityCategory>();

  constructor(private readonly hooks: Hooks, private readonly notices: Notices) {}

  registerCategory(input: AbilityCategoryInput): AbilityCategory | null {
    const where = 'WP_Ability_Categories_Registry::register';
    if (typeof input.slug !== 'string' || !CATEGORY_SLUG.test(input.slug)) {
      return this.refuse(where, 'Ability category slug must contain only lowercase alphanumeric characters and dashes.');
    }
    if (this.categories.has(input.slug)) return this.refuse(where, `Ability category "${input.slug}" is already registered.`);
    const args = this.hooks.applyFilters<AbilityCategoryInput>('wp_register_ability_category_args', { ...input }, input.slug);
    if (typeof args.label !== 'string' || args.label === '') return this.refuse(where, 'The ability category properties must contain a `label` string.');
    if (typeof args.description !== 'string' || args.description === '') return this.refuse(where, 'The ability category properties must contain a `description` string.');
    if (args.meta !== undefined && !isPlainObject(args.meta)) return this.refuse(where, 'The ability category properties should provide a valid `meta` array.');
    const category: AbilityCategory = { slug: input.slug, label: args.label, description: args.description, meta: { ...(args.meta ?? {}) } };
    this.categories.set(category.slug, category);
    return category;
  }

  register(input: AbilityInput): Ability | null {
    const where = 'WP_Abilities_Registry::register';
    if (typeof input.name !== 'string' || !ABILITY_NAME.test(input.name)) {
      return this.refuse(where, 'Ability name must be a string containing a namespace prefix, i.e. "my-plugin/my-ability". It can only contain lowercase alphanumeric characters, dashes and the forward slash.');
    }
    if (this.abilities.has(input.name)) return this.refuse(where, `Ability "${input.name}" is already registered.`);
    const args = this.hooks.applyFilters<AbilityInput>('wp_register_ability_args', { ...input }, input.name);
    if (args.category !== undefined && !this.categories.has(args.category)) {
      return this.refuse(where, `Ability category "${args.category}" is not registered. Please register the ability category before assigning it to ability "${input.name}".`);
    }
    try {
      const ability = new Ability({ ...args, name: input.name }, this.hooks);
      this.abilities.set(ability.name, ability);
      return ability;
    } catch (error) {
      return this.refuse(where, error instanceof Error ? error.message : String(error));
    }
  }

  unregister(name: string): Ability | null {
    const ability = this.abilities.get(name);
    if (ability === undefined) return this.refuse('WP_Abilities_Registry::unregister', `Ability "${name}" not found.`);
    this.abilities.delete(name);
    return ability;
  }

  unregisterCategory(slug: string): AbilityCategory | null {
    const category = this.categories.get(slug);
    if (category === undefined) return this.refuse('WP_Ability_Categories_Registry::unregister', `Ability category "${slug}" not found.`);
    this.categories.delete(slug);
    return category;
  }

  get(name: string): Ability | undefined {
    return this.abilities.get(name);
  }

  getCategory(slug: string): AbilityCategory | undefined {
    return this.categories.get(slug);
  }

  allCategories(): AbilityCategory[] {
    return [...this.categories.values()];
  }

  /** The abilities matching every condition, in registration order. */
  query(query: AbilityQuery = {}): Ability[] {
    return [...this.abilities.values()].filter((ability) =>
      (query.category === undefined || ability.category === query.category)
      && (query.namespace === undefined || ability.name.startsWith(`${query.namespace}/`))
      && (query.meta === undefined || matchesMeta(ability.meta, query.meta)));
  }

  private refuse(where: string, message: string): null {
    this.notices.raise(where, message, '6.9.0');
    return null;
  }
}

/** The app's abilities registry, created on first use. */
export function abilitiesOf(app: { container: Container }): AbilitiesRegistry {
  if (!app.container.isBound(TOKENS.Abilities)) {
    app.container.bind(TOKENS.Abilities).toConstantValue(new AbilitiesRegistry(app.container.get<Hooks>(TOKENS.Hooks), app.container.get<Notices>(TOKENS.Notices)));
  }
  return app.container.get<AbilitiesRegistry>(TOKENS.Abilities);
}

/** WordPress's wp_register_ability. */
export function registerAbility(app: { container: Container }, input: AbilityInput): Ability | null {
  return abilitiesOf(app).register(input);
}

/** WordPress's wp_register_ability_category. */
export function registerAbilityCategory(app: { container: Container }, input: AbilityCategoryInput): AbilityCategory | null {
  return abilitiesOf(app).registerCategory(input);
}
