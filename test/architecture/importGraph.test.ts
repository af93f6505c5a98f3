import test from 'ava';
import { resolve } from 'node:path';
import { importCircles, readImportGraph, upwardArrows } from './importGraph';
import { layerOf } from './layers';

// Tests run from dist/test/architecture; the sources are read at the project root.
const ROOT = resolve(__dirname, '../../..');
const graph = readImportGraph(ROOT);

test('the graph reader sees the framework and the built-in controllers', (t) => {
  t.true(graph.size > 400);
  t.true(graph.get('src/index.ts')!.has('src/app/createApp.ts'));
});

test('no file takes part in an import circle', (t) => {
  t.deepEqual(importCircles(graph), []);
});

test('no import runs from a lower layer to a higher one', (t) => {
  t.deepEqual(upwardArrows(graph, layerOf), []);
});

test('the circle finder and the layer check catch what they are for', (t) => {
  const sample = new Map([
    ['src/server/a.ts', new Set(['src/server/b.ts'])],
    ['src/server/b.ts', new Set(['src/server/a.ts', 'src/app/SvcApp.ts'])],
    ['src/app/SvcApp.ts', new Set<string>()],
  ]);
  t.deepEqual(importCircles(sample), [['src/server/a.ts', 'src/server/b.ts']]);
  t.deepEqual(upwardArrows(sample, layerOf), ['src/server/b.ts -> src/app/SvcApp.ts']);
});
