import { SettingsRegistry } from '../../model/SettingsRegistry';
import { encodeJson } from '../../storage/sql/values';
import type { JsonValue } from '../../storage/types';
import type { ImportContext } from './ImportContext';
import { wordpressValue } from './metaValue';
import { syncRows, type TargetRow } from './syncRows';

type OptionType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** Options read beside the settings: date conversion needs the UTC offset when no timezone is named. */
const EXTRA_OPTIONS: Record<string, OptionType> = { gmt_offset: 'number' };

/** The options the settings controller serves, typed as its schema says (WordPress stores text). */
export async function importOptions(ctx: ImportContext): Promise<void> {
  const types: Record<string, OptionType> = { ...EXTRA_OPTIONS };
  for (const setting of new SettingsRegistry().all()) types[setting.option] = String(setting.schema.type) as OptionType;
  const names = Object.keys(types);
  const report = ctx.report.kind('options');
  ctx.progress.start('options', names.length);
  const rows = await ctx.source.query(
    `select option_name, option_value from ${ctx.source.table('options')} where option_name in (?) order by option_name`, [names],
  );
  const targets: TargetRow[] = [];
  for (const row of rows) {
    const name = String(row.option_name);
    const value = typedValue(row.option_value, types[name] ?? 'string');
    if (value === undefined) ctx.report.skip('options', `${name}: value "${String(row.option_value)}" is not a valid ${types[name]}`);
    else targets.push({ option_name: name, option_value: encodeJson(value), autoload: 1 });
  }
  await ctx.db.transaction().execute((trx) => syncRows(trx, targets, {
    table: 'options', key: ['option_name'], dryRun: ctx.dryRun, keepOnUpdate: () => ['autoload'],
  }, report));
  ctx.progress.advance(names.length);
  ctx.progress.finish();
}

/** WordPress's text as the type the setting declares; undefined when it is not one. */
export function typedValue(raw: string | number | null, type: OptionType): JsonValue | undefined {
  const text = raw === null ? '' : String(raw).trim();
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(text) ? Number(text) : text === '' ? 0 : undefined;
    case 'number':
      return text === '' ? 0 : Number.isFinite(Number(text)) ? Number(text) : undefined;
    case 'boolean':
      return !['', '0', 'false'].includes(text.toLowerCase());
    case 'string':
      return raw === null ? '' : String(raw);
    default:
      return wordpressValue(raw);
  }
}
