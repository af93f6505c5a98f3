/**
 * The import graph of the framework (`src/`) and the built-in controllers
 * (`controllers/`), read from the TypeScript sources: which file imports which,
 * type-only imports included (they are arrows a reader follows too).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type ImportGraph = ReadonlyMap<string, ReadonlySet<string>>;

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, into);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

function resolveImport(fromFile: string, specifier: string): string | null {
  const target = resolve(dirname(fromFile), specifier);
  for (const candidate of [`${target}.ts`, join(target, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Files relative to `root` (forward slashes) → the project files they import. */
export function readImportGraph(root: string, folders: readonly string[] = ['src', 'controllers']): ImportGraph {
  const graph = new Map<string, Set<string>>();
  const files = folders.flatMap((folder) => sourceFiles(join(root, folder), []));
  const name = (file: string) => relative(root, file).split('\\').join('/');
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target !== null) targets.add(name(target));
    }
    graph.set(name(file), targets);
  }
  return graph;
}

/** Strongly connected groups of more than one file (Tarjan): each is an import circle. */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.has(file)) circles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** Arrows whose importer sits on a lower layer than what it imports. */
export function upwardArrows(graph: ImportGraph, layerOf: (file: string) => number): string[] {
  const arrows: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) if (layerOf(target) > layerOf(file)) arrows.push(`${file} -> ${target}`);
  }
  return arrows.sort();
}
