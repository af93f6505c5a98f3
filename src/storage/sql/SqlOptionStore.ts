import type { JsonValue, OptionStore } from '../types';
import type { SqlContext } from './context';
import { decodeJson, encodeJson } from './values';
import { runShaped } from './shapedStatement';

/** Site options as JSON text, with WordPress's autoload flag. */
export class SqlOptionStore implements OptionStore {
  constructor(private readonly ctx: SqlContext) {}

  async get(name: string): Promise<JsonValue | undefined> {
    const row = await this.ctx.db.selectFrom('options').select('option_value')
      .where('option_name', '=', name).executeTakeFirst();
    return row && decodeJson(row.option_value);
  }

  async set(name: string, value: JsonValue, options: { autoload?: boolean } = {}): Promise<void> {
    const optionValue = encodeJson(value);
    const autoload = options.autoload === undefined ? undefined : options.autoload ? 1 : 0;
    await this.ctx.db.insertInto('options')
      .values({ option_name: name, option_value: optionValue, autoload: autoload ?? 1 })
      .onConflict((oc) => oc.column('option_name')
        .doUpdateSet(autoload === undefined ? { option_value: optionValue } : { option_value: optionValue, autoload }))
      .execute();
  }

  async delete(name: string): Promise<boolean> {
    const result = await this.ctx.db.deleteFrom('options').where('option_name', '=', name).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async loadAutoloadedAnd(names: readonly string[]): Promise<{ autoloaded: Record<string, JsonValue>; values: Record<string, JsonValue> }> {
    const rows = await runShaped(this.ctx, `autoloadedAnd:${names.length}`, [1, ...names], () => this.ctx.db
      .selectFrom('options').select(['option_name', 'option_value', 'autoload'])
      .where((eb) => (names.length > 0 ? eb.or([eb('autoload', '=', 1), eb('option_name', 'in', [...names])]) : eb('autoload', '=', 1)))
      .orderBy('option_name'));
    const autoloaded: Record<string, JsonValue> = {};
    const values: Record<string, JsonValue> = {};
    for (const row of rows) {
      const value = decodeJson(row.option_value);
      if (row.autoload === 1) autoloaded[row.option_name] = value;
      values[row.option_name] = value;
    }
    return { autoloaded, values };
  }

  async loadAutoloaded(): Promise<Record<string, JsonValue>> {
    const rows = await this.ctx.db.selectFrom('options').select(['option_name', 'option_value'])
      .where('autoload', '=', 1).orderBy('option_name').execute();
    return Object.fromEntries(rows.map((r) => [r.option_name, decodeJson(r.option_value)]));
  }
}
