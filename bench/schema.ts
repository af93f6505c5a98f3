/**
 * Schema validation throughput: our compiled WordPress-style schemas against Ajv on the
 * same six query arguments, several rounds in one process, plus the cost of one plain
 * validateValueFromSchema call. Run with `npm run bench:schema`.
 *
 * Both loops build a fresh input every iteration (Ajv's coerceTypes rewrites its input in
 * place), so the cost of building inputs is measured separately and subtracted.
 */
import Ajv from 'ajv';
import { performance } from 'node:perf_hooks';
import { compileSchema, validateValueFromSchema, type Schema } from '../src/schema/index';
import { checkOptions } from './checkOptions';

checkOptions(process.argv.slice(2), 'Usage: npm run bench:schema   (no options) schema validation throughput, ours against Ajv 8', []);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::\d{2})?)?$/;

const args: Record<string, Schema> = {
  per_page: { type: 'integer', minimum: 1, maximum: 100 },
  order: { type: 'string', enum: ['asc', 'desc'] },
  search: { type: 'string', maxLength: 100, pattern: '^[\\w\\s-]*$' },
  include: { type: 'array', items: { type: 'integer' } },
  sticky: { type: 'boolean' },
  after: { type: 'string', format: 'date-time' },
};
const names = Object.keys(args);

// What a query string gives us: everything is a string, the list is comma separated.
const ourInput = (i: number): Record<string, unknown> => ({
  per_page: (i & 63) === 0 ? '100' : '10',
  order: 'desc',
  search: 'hello world',
  include: '1,2,3',
  sticky: 'true',
  after: '2020-01-01T00:00:00',
});
// Ajv cannot split a comma string, so it gets the list already split (`include[]=1&…`).
const ajvInput = (i: number): Record<string, unknown> => ({
  per_page: (i & 63) === 0 ? '100' : '10',
  order: 'desc',
  search: 'hello world',
  include: ['1', '2', '3'],
  sticky: 'true',
  after: '2020-01-01T00:00:00',
});

const ajv = new Ajv({ coerceTypes: true, allErrors: false });
ajv.addFormat('date-time', DATE_TIME);
const ajvValidate = ajv.compile({ type: 'object', properties: args });

const compiled = names.map((name) => [name, compileSchema(args[name]!)] as const);
const ours = (input: Record<string, unknown>): boolean => {
  for (const [name, schema] of compiled) if (schema.validate(input[name], name) !== true) return false;
  return true;
};

let sink = 0;
function time(iterations: number, body: (i: number) => boolean): number {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) if (body(i)) sink++;
  return performance.now() - start;
}

const ITERATIONS = 300_000;
const ROUNDS = 7;
const perSecond = (ms: number) => (ITERATIONS / ms) * 1000;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

if (!ours(ourInput(0)) || !ajvValidate(ajvInput(0))) throw new Error('benchmark input must be valid for both');

const rates = { ours: [] as number[], ajv: [] as number[] };
for (let round = 0; round < ROUNDS + 1; round++) {
  const ourBase = time(ITERATIONS, (i) => ourInput(i) !== null);
  const ourMs = time(ITERATIONS, (i) => ours(ourInput(i)));
  const ajvBase = time(ITERATIONS, (i) => ajvInput(i) !== null);
  const ajvMs = time(ITERATIONS, (i) => ajvValidate(ajvInput(i)));
  if (round === 0) continue; // warm-up
  rates.ours.push(perSecond(Math.max(ourMs - ourBase, 1e-6)));
  rates.ajv.push(perSecond(Math.max(ajvMs - ajvBase, 1e-6)));
}

const scalar: Schema = { type: 'integer', minimum: 1, maximum: 100 };
const SCALAR_CALLS = 2_000_000;
const scalarNs: number[] = [];
for (let round = 0; round < ROUNDS + 1; round++) {
  const ms = time(SCALAR_CALLS, (i) => validateValueFromSchema((i & 1) === 0 ? '10' : 42, scalar, 'per_page') === true);
  if (round > 0) scalarNs.push((ms * 1e6) / SCALAR_CALLS);
}

const o = stats(rates.ours);
const a = stats(rates.ajv);
const s = stats(scalarNs);
console.log(`Schema validation, 6 arguments (integer+bounds, enum, string maxLength+pattern, integer list, boolean, date-time)`);
console.log(`${ROUNDS} rounds x ${fmt(ITERATIONS)} validations, input construction subtracted`);
console.log(`  ours (compileSchema)     median ${fmt(o.median)} validations/s   (min ${fmt(o.min)}, max ${fmt(o.max)})`);
console.log(`  Ajv 8 (coerceTypes)      median ${fmt(a.median)} validations/s   (min ${fmt(a.min)}, max ${fmt(a.max)})`);
console.log(`  ratio Ajv/ours           ${(a.median / o.median).toFixed(2)}x   (target: within 2x)`);
console.log(`validateValueFromSchema on a scalar integer schema: median ${s.median.toFixed(1)} ns/call (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)})`);
if (sink < 0) console.log(sink);
