/**
 * Static types for the parameters a handler receives, derived from its argument
 * schemas. Declare the schemas with `defineArgs({...})` (or `as const`) so literal
 * types survive, then type the handler's second parameter as `ArgsOf<typeof args>`.
 *
 * The mapping is deliberately conservative: a keyword it does not understand, or a
 * custom `sanitize_callback` other than its return type, yields `unknown`.
 */
import type { ArgSchema } from '../schema/types';

/** A schema as written in source: every array may be readonly (`as const`). */
export type ArgSchemaInput = DeepReadonly<ArgSchema>;
export type ArgSchemaMapInput = Readonly<Record<string, ArgSchemaInput>>;

type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

type TypeName<S> = S extends { readonly type: infer T } ? (T extends readonly (infer U)[] ? U : T) : never;

type ValueOfType<S, T> = T extends 'integer' | 'number'
  ? number
  : T extends 'string'
    ? string
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { readonly items: infer I } ? Array<ValueOf<I>> : unknown[]
          : T extends 'object'
            ? S extends { readonly properties: infer P } ? ObjectOf<P, S> : Record<string, unknown>
            : unknown;

/** Properties named in the object's `required` list, or flagged `required: true` themselves. */
type RequiredProps<P, S> =
  | (S extends { readonly required: readonly (infer R)[] } ? Extract<R, keyof P> : never)
  | { [K in keyof P]: P[K] extends { readonly required: true } ? K : never }[keyof P];

type ObjectOf<P, S> = Simplify<
  { [K in Extract<keyof P, RequiredProps<P, S>>]: ValueOf<P[K]> } & { [K in Exclude<keyof P, RequiredProps<P, S>>]?: ValueOf<P[K]> } & Record<string, unknown>
>;

type Simplify<T> = { [K in keyof T]: T[K] };

/** The value a parameter holds after sanitizing against schema `S`. */
export type ValueOf<S> = S extends { readonly sanitize_callback: (...args: never[]) => infer R }
  ? R
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : [TypeName<S>] extends [never]
      ? unknown
      : ValueOfType<S, TypeName<S>>;

/** Parameters that are always present: required ones, and those with a default. */
type PresentKeys<M> = {
  [K in keyof M]: M[K] extends { readonly required: true } ? K : M[K] extends { readonly default: infer D } ? ([D] extends [null | undefined] ? never : K) : never;
}[keyof M];

/** The handler's parameter object for the argument schemas `M`. */
export type ArgsOf<M> = Simplify<
  { [K in Extract<keyof M, PresentKeys<M>>]: ValueOf<M[K]> } & { [K in Exclude<keyof M, PresentKeys<M>>]?: ValueOf<M[K]> }
>;

/** Returns `args` unchanged, keeping its literal types for {@link ArgsOf}. */
export function defineArgs<const M extends ArgSchemaMapInput>(args: M): M {
  return args;
}
