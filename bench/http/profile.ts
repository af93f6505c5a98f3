import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The parts of a V8 `.cpuprofile` read here. */
interface CpuProfile {
  nodes: Array<{ id: number; hitCount?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>;
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface SelfTime {
  name: string;
  where: string;
  micros: number;
}

export interface ProfileSummary {
  totalMicros: number;
  /** Self time per function (name + location), largest first. */
  functions: SelfTime[];
  /** Self time per source file or package, largest first. */
  files: SelfTime[];
}

/** Where a frame lives, shortened: project paths relative to the project, packages by name. */
function shortLocation(url: string): string {
  if (url === '') return '(native)';
  const path = url.startsWith('file://') ? url.slice(7) : url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg !== null) return `npm:${pkg[1]}`;
  if (path.startsWith('node:')) return path;
  return relative(process.cwd(), path);
}

function add(table: Map<string, SelfTime>, key: string, name: string, where: string, micros: number): void {
  const entry = table.get(key);
  if (entry === undefined) table.set(key, { name, where, micros });
  else entry.micros += micros;
}

/** Self time per function and per file, from the profile's samples taken at or after `fromMicros` (profile clock). */
export function summarizeProfile(file: string, fromMicros = 0): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByNode = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample stands for the time until the next one.
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    if (at < fromMicros) continue;
    const micros = deltas[i + 1] ?? 0;
    selfByNode.set(samples[i]!, (selfByNode.get(samples[i]!) ?? 0) + micros);
  }
  const functions = new Map<string, SelfTime>();
  const files = new Map<string, SelfTime>();
  let totalMicros = 0;
  for (const [id, micros] of selfByNode) {
    const frame = byId.get(id)!.callFrame;
    const where = shortLocation(frame.url);
    const name = frame.functionName === '' ? '(anonymous)' : frame.functionName;
    const line = frame.url === '' ? where : `${where}:${frame.lineNumber + 1}`;
    totalMicros += micros;
    add(functions, `${name}@${line}`, name, line, micros);
    add(files, name === '(idle)' ? name : where, name === '(idle)' ? name : where, where, micros);
  }
  const largest = (table: Map<string, SelfTime>): SelfTime[] => [...table.values()].sort((a, b) => b.micros - a.micros);
  return { totalMicros, functions: largest(functions), files: largest(files) };
}

/** A printable report: the top functions and files by self time, idle time left out of the shares. */
export function formatProfile(summary: ProfileSummary, top: number): string {
  const idle = summary.functions.filter((f) => f.name === '(idle)').reduce((sum, f) => sum + f.micros, 0);
  const busy = summary.totalMicros - idle;
  const lines = [`busy ${(busy / 1000).toFixed(0)} ms of ${(summary.totalMicros / 1000).toFixed(0)} ms sampled`, ''];
  const table = (title: string, rows: SelfTime[], withWhere: boolean): void => {
    lines.push(`${title.padEnd(60)}   self ms  share`);
    for (const row of rows.filter((r) => r.name !== '(idle)').slice(0, top)) {
      const label = withWhere ? `${row.name}  ${row.where}` : row.where;
      lines.push(`${label.slice(0, 60).padEnd(60)} ${(row.micros / 1000).toFixed(1).padStart(9)} ${((100 * row.micros) / busy).toFixed(1).padStart(5)}%`);
    }
    lines.push('');
  };
  table('top functions by self time', summary.functions, true);
  table('by file / package', summary.files, false);
  return lines.join('\n');
}
