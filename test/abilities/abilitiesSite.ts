/** The abilities and categories the `wp-abilities/v1` suites register, on an HTTP site with a session per role. */
import { RestError } from '../../src/errors/RestError';
import type { AbilityCategoryInput, AbilityInput } from '../../controllers/abilities/Ability';
import { startRoleSite, type RoleSite } from '../embeds/roleSite';

export const CATEGORIES: AbilityCategoryInput[] = [
  { slug: 'site', label: 'Site', description: 'Abilities that read or change the site.' },
  { slug: 'content-tools', label: 'Content tools', description: 'Tools for writing.', meta: { color: 'red' } },
];

const readonly = { annotations: { readonly: true }, show_in_rest: true };

export const ABILITIES: AbilityInput[] = [
  {
    name: 'demo/site-title', label: 'Site title', description: 'Reads the site title.', category: 'site',
    output_schema: { type: 'string' }, meta: readonly,
    permission_callback: (_input, caller) => caller.can('read'),
    execute_callback: () => 'Demo Site',
  },
  {
    name: 'demo/add-numbers', label: 'Add numbers', description: 'Adds two integers.', category: 'site',
    input_schema: {
      type: 'object',
      properties: { a: { type: 'integer', required: true, description: 'First.' }, b: { type: 'integer', default: 0, sanitize_callback: 'absint' } },
      additionalProperties: false,
    },
    output_schema: { type: 'integer' },
    meta: readonly,
    permission_callback: () => true,
    execute_callback: (input) => {
      const { a, b } = input as { a: number; b?: number };
      return a + (b ?? 0);
    },
  },
  {
    name: 'demo/create-note', label: 'Create note', description: 'Saves a note.', category: 'content-tools',
    input_schema: { type: 'object', properties: { text: { type: 'string', minLength: 1 } }, required: ['text'] },
    meta: { show_in_rest: true },
    permission_callback: (_input, caller) => caller.can('edit_posts'),
    execute_callback: (input, caller) => ({ saved: (input as { text: string }).text, by: caller.userId }),
  },
  {
    name: 'demo/forget-note', label: 'Forget note', description: 'Deletes a note.', category: 'content-tools',
    input_schema: { type: 'integer', minimum: 1 },
    meta: { show_in_rest: true, annotations: { destructive: true, idempotent: true } },
    permission_callback: (_input, caller) => caller.can('delete_posts'),
    execute_callback: (id) => ({ deleted: id }),
  },
  {
    name: 'demo/hidden', label: 'Hidden', description: 'Not in REST.', category: 'site',
    permission_callback: () => true, execute_callback: () => 'secret',
  },
  {
    name: 'demo/refuses', label: 'Refuses', description: 'Always refused, with a reason.', category: 'site',
    meta: { show_in_rest: true },
    permission_callback: () => new RestError('demo_refused', 'Not today.'),
    execute_callback: () => 'never',
  },
  {
    name: 'demo/bad-output', label: 'Bad output', description: 'Answers the wrong type.', category: 'site',
    output_schema: { type: 'string' }, meta: { show_in_rest: true },
    permission_callback: () => true, execute_callback: () => 42,
  },
  {
    name: 'demo/throws', label: 'Throws', description: 'Its callback throws.', category: 'site',
    meta: { show_in_rest: true },
    permission_callback: () => true,
    execute_callback: () => {
      throw new Error('boom');
    },
  },
  {
    name: 'demo/list-items', label: 'List items', description: 'A paginated list.', category: 'content-tools',
    input_schema: { type: 'object', properties: { page: { type: 'integer', default: 1 }, per_page: { type: 'integer', default: 2 } }, default: {} },
    meta: { annotations: { readonly: true }, show_in_rest: true, pagination: true },
    permission_callback: () => true,
    execute_callback: (input) => {
      const { page = 1, per_page: perPage = 2 } = input as { page?: number; per_page?: number };
      const all = ['a', 'b', 'c', 'd', 'e'];
      return { items: all.slice((page - 1) * perPage, page * perPage), total: all.length, total_pages: Math.ceil(all.length / perPage) };
    },
  },
  {
    name: 'tools/word-count', label: 'Word count', description: 'Counts words.', category: 'content-tools',
    input_schema: { type: 'string' }, output_schema: { type: 'integer' },
    meta: { public: true, annotations: { readonly: true, idempotent: true } },
    permission_callback: () => true,
    execute_callback: (text) => String(text).split(/\s+/).filter(Boolean).length,
  },
];

export function startAbilitiesSite(): Promise<RoleSite> {
  return startRoleSite({ abilityCategories: CATEGORIES, abilities: ABILITIES });
}
