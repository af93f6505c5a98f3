import type { AppKind } from './appKinds';
import type { ScenarioName } from './workload';

/** One measured load run of one scenario on one server. */
export interface RunFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU (user + system) per completed request, microseconds. */
  cpuPerRequest: number;
  /** Server CPU time over wall time during the run, percent: near 100 means the server was the bottleneck. */
  serverBusy: number;
  responses: number;
}

/** One server start: its runs and its RSS once they are done. */
export interface RoundFigures {
  round: number;
  runs: Partial<Record<ScenarioName, RunFigures>>;
  rss: number;
  /** Server clock (µs) when the measured runs began, after start-up and warm-up. */
  measuredFrom: number;
}

export type Results = Record<AppKind, RoundFigures[]>;

type Metric = 'rps' | 'p50' | 'p99' | 'cpuPerRequest' | 'serverBusy';

interface Target {
  scenario: ScenarioName | 'memory';
  metric: Metric | 'rss';
  /** The ratio must be at least (`>=`) or at most (`<=`) the bound. */
  op: '>=' | '<=';
  bound: number;
}

/**
 * The targets, as svc-rest / bare Koa ratios: project issue #9's (stricter than
 * issue #5's, except valid CPU per request, where #5's 1.10 is kept).
 */
export const TARGETS: readonly Target[] = [
  { scenario: 'valid', metric: 'rps', op: '>=', bound: 0.9 },
  { scenario: 'valid', metric: 'cpuPerRequest', op: '<=', bound: 1.1 },
  { scenario: 'invalid', metric: 'rps', op: '>=', bound: 0.9 },
  { scenario: 'invalid-full', metric: 'rps', op: '>=', bound: 0.9 },
  { scenario: 'nonce', metric: 'rps', op: '>=', bound: 0.8 },
  { scenario: 'memory', metric: 'rss', op: '<=', bound: 1.3 },
];

const METRICS: ReadonlyArray<{ key: Metric; label: string; format: (n: number) => string }> = [
  { key: 'rps', label: 'requests/s', format: (n) => Math.round(n).toLocaleString('en-US') },
  { key: 'p50', label: 'p50 latency ms', format: (n) => n.toFixed(2) },
  { key: 'p99', label: 'p99 latency ms', format: (n) => n.toFixed(2) },
  { key: 'cpuPerRequest', label: 'server CPU µs/req', format: (n) => n.toFixed(1) },
  { key: 'serverBusy', label: 'server CPU busy %', format: (n) => n.toFixed(0) },
];

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `median (min–max)`, or just the value for a single round. */
function spread(values: readonly number[], format: (n: number) => string): string {
  if (values.length === 0) return '—';
  if (values.length === 1) return format(values[0]!);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/** svc-rest / bare Koa per round (rounds pair up by number). */
function ratios(bare: readonly number[], svc: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(bare.length, svc.length); i++) if (bare[i]! > 0) out.push(svc[i]! / bare[i]!);
  return out;
}

function targetCell(scenario: ScenarioName | 'memory', metric: Metric | 'rss', measured: number[]): string {
  const target = TARGETS.find((t) => t.scenario === scenario && t.metric === metric);
  if (target === undefined || measured.length === 0) return '';
  const value = median(measured);
  const met = target.op === '>=' ? value >= target.bound : value <= target.bound;
  return `${target.op === '>=' ? '≥' : '≤'} ${target.bound.toFixed(2)}  ${met ? 'met' : 'MISSED'}`;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
}

/** The comparison table: every metric as median (min–max) over rounds, with ratios and targets. */
export function formatTable(results: Results, scenarios: readonly ScenarioName[]): string {
  const rows: string[][] = [['scenario', 'metric', 'bare Koa', 'svc-rest', 'svc-rest / bare', 'target']];
  for (const scenario of scenarios) {
    METRICS.forEach((metric, index) => {
      const bare = results.bare.map((r) => r.runs[scenario]?.[metric.key]).filter((n): n is number => n !== undefined);
      const svc = results.svc.map((r) => r.runs[scenario]?.[metric.key]).filter((n): n is number => n !== undefined);
      const ratio = ratios(bare, svc);
      rows.push([
        index === 0 ? scenario : '',
        metric.label,
        spread(bare, metric.format),
        spread(svc, metric.format),
        spread(ratio, (n) => n.toFixed(2)),
        targetCell(scenario, metric.key, ratio),
      ]);
    });
  }
  const mb = (n: number): string => (n / 1048576).toFixed(1);
  const bareRss = results.bare.map((r) => r.rss);
  const svcRss = results.svc.map((r) => r.rss);
  const rssRatio = ratios(bareRss, svcRss);
  rows.push(['memory', 'RSS MB after run', spread(bareRss, mb), spread(svcRss, mb), spread(rssRatio, (n) => n.toFixed(2)), targetCell('memory', 'rss', rssRatio)]);
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const lines = rows.map((row) => pad(row, widths));
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines.join('\n');
}

/** The median svc-rest / bare Koa ratio of one metric of one scenario, or NaN when not measured. */
function medianRatio(results: Results, scenario: ScenarioName, metric: Metric): number {
  const pick = (rounds: readonly RoundFigures[]): number[] => rounds.map((r) => r.runs[scenario]?.[metric]).filter((n): n is number => n !== undefined);
  const ratio = ratios(pick(results.bare), pick(results.svc));
  return ratio.length === 0 ? Number.NaN : median(ratio);
}

/**
 * The headline figures of project issue #9 in a few lines: the req/s ratios of the
 * valid, invalid and nonce requests, the CPU-per-request ratios, the RSS ratio,
 * and what a rejected request costs svc-rest against an accepted one.
 */
export function formatSummary(results: Results, scenarios: readonly ScenarioName[]): string {
  const lines = ['svc-rest / bare Koa (median of rounds):'];
  const x = (n: number): string => (Number.isNaN(n) ? '—' : `${n.toFixed(2)}×`);
  for (const scenario of scenarios) {
    lines.push(`  ${scenario.padEnd(13)} req/s ${x(medianRatio(results, scenario, 'rps')).padStart(6)}   CPU µs/request ${x(medianRatio(results, scenario, 'cpuPerRequest')).padStart(6)}`);
  }
  const rss = ratios(results.bare.map((r) => r.rss), results.svc.map((r) => r.rss));
  lines.push(`  RSS ${x(rss.length === 0 ? Number.NaN : median(rss))}`);
  const cpuOf = (scenario: ScenarioName): number[] => results.svc.map((r) => r.runs[scenario]?.cpuPerRequest).filter((n): n is number => n !== undefined);
  const valid = cpuOf('valid');
  const invalid = cpuOf('invalid');
  if (valid.length > 0 && invalid.length > 0) {
    lines.push(`svc-rest CPU of a rejected request / an accepted one: ${x(median(invalid) / median(valid))}`);
  }
  return lines.join('\n');
}
