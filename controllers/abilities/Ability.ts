/**
 * One registered ability (WordPress's WP_Ability): its description, input and
 * output schemas checked by our schema engine, a permission callback and an
 * execute callback, and the `execute` pipeline WordPress runs — normalize input,
 * validate it, check permission, execute, validate output — with its filters.
 */
import { RestError } from '../../src/errors/RestError';
import type { Hooks } from '../../src/hooks/Hooks';
import { validateValueFromSchema } from '../../src/schema/index';
import type { Schema } from '../../src/schema/types';
import type {
  AbilityAnnotations, AbilityMeta, AbilityCaller, AbilityPermissionCallback, AbilityExecuteCallback, AbilityInput, AbilityCategoryInput,
} from '../../src/app/builtInOptions';
// The shapes of createApp's `abilities` and `abilityCategories` options, declared with the app's options.
export type { AbilityAnnotations, AbilityMeta, AbilityCaller, AbilityPermissionCallback, AbilityExecuteCallback, AbilityInput, AbilityCategoryInput };

const DEFAULT_ANNOTATIONS: AbilityAnnotations = { readonly: null, destructive: null, idempotent: null };

const isEmptySchema = (schema: Schema): boolean => Object.keys(schema).length === 0;

export class Ability {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly category: string;
  readonly inputSchema: Schema;
  readonly outputSchema: Schema;
  readonly meta: AbilityMeta;
  private readonly executeCallback: AbilityExecuteCallback;
  private readonly permissionCallback: AbilityPermissionCallback;

  /** Throws a TypeError with WordPress's message when a property is missing or of the wrong kind. */
  constructor(input: AbilityInput, private readonly hooks: Hooks) {
    for (const key of ['label', 'description', 'category'] as const) {
      if (typeof input[key] !== 'string' || input[key] === '') throw new TypeError(`The ability properties must contain a \`${key}\` string.`);
    }
    if (typeof input.execute_callback !== 'function') throw new TypeError('The ability properties must contain a valid `execute_callback` function.');
    if (typeof input.permission_callback !== 'function') throw new TypeError('The ability properties must provide a valid `permission_callback` function.');
    const meta = input.meta ?? {};
    if (meta.show_in_rest !== undefined && typeof meta.show_in_rest !== 'boolean') throw new TypeError('The ability meta should provide a valid `show_in_rest` boolean.');
    if (meta.public !== undefined && typeof meta.public !== 'boolean') throw new TypeError('The ability meta should provide a valid `public` boolean.');
    this.name = input.name;
    this.label = input.label;
    this.description = input.description;
    this.category = input.category;
    this.inputSchema = input.input_schema ?? {};
    this.outputSchema = input.output_schema ?? {};
    this.executeCallback = input.execute_callback;
    this.permissionCallback = input.permission_callback;
    // WordPress's defaults, in its key order: annotations and deprecated first, then the given keys, then the channel flags.
    this.meta = { annotations: { ...DEFAULT_ANNOTATIONS }, deprecated: false, ...meta };
    this.meta.annotations = { ...DEFAULT_ANNOTATIONS, ...(meta.annotations ?? {}) };
    this.meta.show_in_rest = meta.show_in_rest ?? meta.public ?? false;
    this.meta.public = meta.public ?? false;
  }

  get annotations(): AbilityAnnotations {
    return this.meta.annotations ?? DEFAULT_ANNOTATIONS;
  }

  /** The schema's `default` when no input was given, then the `wp_ability_normalize_input` filter. */
  normalizeInput(input: unknown): unknown {
    const value = input === null || input === undefined ? ('default' in this.inputSchema ? this.inputSchema.default : null) : input;
    return this.hooks.applyFilters<unknown>('wp_ability_normalize_input', value, this.name, this);
  }

  /** True, or WordPress's `ability_invalid_input` / `ability_missing_input_schema` error (after the `wp_ability_validate_input` filter). */
  validateInput(input: unknown): true | RestError {
    let verdict: true | RestError;
    if (isEmptySchema(this.inputSchema)) {
      if (input === null || input === undefined) return true;
      return new RestError('ability_missing_input_schema', `Ability "${this.name}" does not define an input schema required to validate the provided input.`);
    }
    const valid = validateValueFromSchema(input, this.inputSchema, 'input');
    verdict = valid === true ? true : new RestError('ability_invalid_input', `Ability "${this.name}" has invalid input. Reason: ${valid.message}`);
    const filtered = this.hooks.applyFilters<unknown>('wp_ability_validate_input', verdict, input, this.name);
    if (filtered === false) return new RestError('ability_invalid_input', 'Invalid input.');
    return filtered instanceof RestError && filtered.code !== '' ? filtered : true;
  }

  /** The permission callback's verdict (after `wp_ability_permission_result`); anything but a boolean or an error denies. */
  async checkPermissions(input: unknown, caller: AbilityCaller): Promise<boolean | RestError> {
    let permission: unknown;
    try {
      permission = await this.permissionCallback(this.argument(input), caller);
    } catch (error) {
      permission = this.callbackError(error);
    }
    const result = this.hooks.applyFilters<unknown>('wp_ability_permission_result', permission, this.name, input, this);
    return typeof result === 'boolean' || result instanceof RestError ? result : false;
  }

  /** WordPress's WP_Ability::execute: the whole pipeline, the result or the first error. */
  async execute(rawInput: unknown, caller: AbilityCaller): Promise<unknown> {
    this.hooks.doAction('wp_ability_invoked', this.name, rawInput, this);
    const input = this.normalizeInput(rawInput);
    if (input instanceof RestError) return input;
    const valid = this.validateInput(input);
    if (valid !== true) return valid;
    if ((await this.checkPermissions(input, caller)) !== true) {
      return new RestError('ability_invalid_permissions', `Ability "${this.name}" does not have necessary permission.`);
    }
    this.hooks.doAction('wp_before_execute_ability', this.name, input, this);
    let result: unknown;
    try {
      result = await this.executeCallback(this.argument(input), caller);
    } catch (error) {
      result = this.callbackError(error);
    }
    result = this.hooks.applyFilters<unknown>('wp_ability_execute_result', result, this.name, input, this);
    if (result instanceof RestError) return result;
    const output = this.validateOutput(result);
    if (output !== true) return output;
    this.hooks.doAction('wp_after_execute_ability', this.name, input, result, this);
    return result;
  }

  private validateOutput(output: unknown): true | RestError {
    let verdict: true | RestError = true;
    if (!isEmptySchema(this.outputSchema)) {
      const valid = validateValueFromSchema(output, this.outputSchema, 'output');
      if (valid !== true) verdict = new RestError('ability_invalid_output', `Ability "${this.name}" has invalid output. Reason: ${valid.message}`);
    }
    const filtered = this.hooks.applyFilters<unknown>('wp_ability_validate_output', verdict, output, this.name);
    if (filtered === false) return new RestError('ability_invalid_output', 'Invalid output.');
    return filtered instanceof RestError && filtered.code !== '' ? filtered : true;
  }

  /** Callbacks get the input only when the ability declares an input schema. */
  private argument(input: unknown): unknown {
    return isEmptySchema(this.inputSchema) ? undefined : input;
  }

  private callbackError(error: unknown): RestError {
    const message = error instanceof Error ? error.message : String(error);
    return new RestError('ability_callback_exception', `Ability "${this.name}" callback threw an exception: ${message}`);
  }
}
