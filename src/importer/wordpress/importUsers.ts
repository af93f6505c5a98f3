import type { JsonValue } from '../../storage/types';
import { eachBatch, type ImportContext } from './ImportContext';
import { importMeta } from './importMeta';
import { UNDECODABLE, wordpressValue } from './metaValue';
import type { SourceRow } from './MysqlSource';
import { replaceChildren, syncRows, type TargetRow } from './syncRows';

/** User meta WordPress keeps that are columns of our users table. */
const COLUMN_META = ['first_name', 'last_name', 'nickname', 'description', 'locale'] as const;
const APPLICATION_PASSWORDS = '_application_passwords';
/** Login sessions are WordPress's and end with the move. */
const SESSION_TOKENS = 'session_tokens';

/** WordPress's default roles, for when the `<prefix>user_roles` option cannot be read. */
const DEFAULT_ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];

/** Users with their column meta, roles, capabilities and application passwords; then the rest of their meta. */
export async function importUsers(ctx: ImportContext): Promise<void> {
  const { source, report } = ctx;
  const capabilitiesKey = `${source.prefix}capabilities`;
  const levelKey = `${source.prefix}user_level`;
  const roleNames = await siteRoles(ctx);
  const users = report.kind('users');
  const roles = report.kind('user roles and capabilities');
  const appPasswords = report.kind('application passwords');

  await eachBatch(ctx, 'users', { name: 'users', key: ['ID'] }, async (rows, db) => {
    const ids = rows.map((row) => Number(row.ID));
    const meta = await metaByUser(ctx, ids, [...COLUMN_META, capabilitiesKey, APPLICATION_PASSWORDS]);
    const targets = rows.map((row) => userRow(row, meta.get(Number(row.ID)) ?? new Map()));
    // A password changed (or rehashed at login) since the last import is ours now: keep it.
    await syncRows(db, targets, {
      table: 'users', key: ['id'], dryRun: ctx.dryRun,
      keepOnUpdate: (existing) => (String(existing.user_pass).startsWith('$scrypt$') ? ['user_pass'] : []),
    }, users);

    const roleRows: TargetRow[] = [];
    const capRows: TargetRow[] = [];
    const passwordRows: TargetRow[] = [];
    for (const id of ids) {
      const userMeta = meta.get(id) ?? new Map<string, string>();
      const caps = decoded(ctx, 'users', userMeta.get(capabilitiesKey));
      if (caps !== null && typeof caps === 'object' && !Array.isArray(caps)) {
        let order = 0;
        for (const [name, granted] of Object.entries(caps)) {
          if (roleNames.has(name)) {
            if (granted === true || granted === 1 || granted === '1') roleRows.push({ user_id: id, role: name, role_order: order++ });
          } else {
            capRows.push({ user_id: id, capability: name, grant_cap: granted === true || granted === 1 || granted === '1' ? 1 : 0 });
          }
        }
      }
      const passwords = decoded(ctx, 'application passwords', userMeta.get(APPLICATION_PASSWORDS));
      for (const item of Array.isArray(passwords) ? passwords : []) {
        const row = applicationPasswordRow(id, item);
        if (row === undefined) ctx.report.skip('application passwords', 'entry without uuid, name or password');
        else passwordRows.push(row);
      }
    }
    await replaceChildren(db, 'user_roles', 'user_id', ids, roleRows, ['user_id', 'role'], ctx.dryRun, roles);
    await replaceChildren(db, 'user_capabilities', 'user_id', ids, capRows, ['user_id', 'capability'], ctx.dryRun, roles);
    await syncRows(db, passwordRows, {
      table: 'application_passwords', key: ['uuid'], dryRun: ctx.dryRun,
      // Use since the move is recorded here; the import does not turn it back.
      keepOnUpdate: () => ['last_used', 'last_ip'],
    }, appPasswords);
  });

  const mapped = new Set<string>([...COLUMN_META, capabilitiesKey, levelKey, APPLICATION_PASSWORDS, SESSION_TOKENS]);
  await importMeta(ctx, {
    sourceTable: 'usermeta', objectColumn: 'user_id', target: 'usermeta', parentTable: 'users',
    mappedKeys: (key) => mapped.has(key),
  });
}

function userRow(row: SourceRow, meta: Map<string, string>): TargetRow {
  const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
  return {
    id: Number(row.ID),
    user_login: text(row.user_login),
    user_pass: text(row.user_pass),
    user_nicename: text(row.user_nicename),
    user_email: text(row.user_email),
    user_url: text(row.user_url),
    user_registered: text(row.user_registered),
    display_name: text(row.display_name),
    nickname: text(meta.get('nickname') ?? row.user_login),
    first_name: text(meta.get('first_name')),
    last_name: text(meta.get('last_name')),
    description: text(meta.get('description')),
    locale: text(meta.get('locale')),
  };
}

function applicationPasswordRow(userId: number, item: JsonValue): TargetRow | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const { uuid, name, password } = item;
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof password !== 'string' || uuid === '' || password === '') return undefined;
  const seconds = (value: JsonValue | undefined): number | null => (typeof value === 'number' ? value : value === undefined || value === null || value === '' ? null : Number(value));
  return {
    uuid,
    user_id: userId,
    app_id: typeof item.app_id === 'string' ? item.app_id : '',
    name,
    password,
    created: seconds(item.created) ?? 0,
    last_used: seconds(item.last_used),
    last_ip: typeof item.last_ip === 'string' ? item.last_ip : null,
  };
}

/** The decoded value, or null (with a skip noted) when it does not decode. */
function decoded(ctx: ImportContext, kind: string, raw: string | undefined): JsonValue {
  if (raw === undefined) return null;
  const value = wordpressValue(raw);
  if (value === undefined) {
    ctx.report.skip(kind, UNDECODABLE);
    return null;
  }
  return value;
}

async function metaByUser(ctx: ImportContext, ids: number[], keys: string[]): Promise<Map<number, Map<string, string>>> {
  const byUser = new Map<number, Map<string, string>>();
  if (ids.length === 0) return byUser;
  const rows = await ctx.source.query(
    `select user_id, meta_key, meta_value from ${ctx.source.table('usermeta')} where user_id in (?) and meta_key in (?) order by umeta_id`,
    [ids, keys],
  );
  for (const row of rows) {
    const id = Number(row.user_id);
    if (!byUser.has(id)) byUser.set(id, new Map());
    byUser.get(id)?.set(String(row.meta_key), String(row.meta_value ?? ''));
  }
  return byUser;
}

/** Role names the site defines (the `<prefix>user_roles` option), else WordPress's defaults. */
async function siteRoles(ctx: ImportContext): Promise<Set<string>> {
  const rows = await ctx.source.query(`select option_value from ${ctx.source.table('options')} where option_name = ?`, [`${ctx.source.prefix}user_roles`]);
  const value = rows[0] === undefined ? undefined : wordpressValue(rows[0].option_value ?? null);
  if (value !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return new Set([...Object.keys(value), ...DEFAULT_ROLES]);
  }
  return new Set(DEFAULT_ROLES);
}
