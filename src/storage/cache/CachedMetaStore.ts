import type { JsonValue, MetaStore } from '../types';
import { writing, type CacheAccess } from './CacheAccess';
import type { MetaKind } from './RequestCache';
import { NOT_READY, type NotReady } from '../notReady';

function copyAll(all: Record<string, JsonValue[]>): Record<string, JsonValue[]> {
  const copy: Record<string, JsonValue[]> = {};
  for (const [key, values] of Object.entries(all)) copy[key] = [...values];
  return copy;
}

/** Meta read through the request cache: the first read of an object loads all its keys, as WordPress does. */
export class CachedMetaStore implements MetaStore {
  constructor(
    private readonly inner: MetaStore,
    private readonly kind: MetaKind,
    private readonly access: CacheAccess,
  ) {}

  async get(objectId: number, key: string): Promise<JsonValue[]> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.get(objectId, key);
    const all = await cache.meta[this.kind].getBatched(objectId, (ids) => this.inner.getAllOfMany(ids), () => ({}));
    return [...(all[key] ?? [])];
  }

  peek(objectId: number, key: string): JsonValue[] | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    const all = cache.meta[this.kind].peek(objectId);
    return all === NOT_READY ? NOT_READY : [...(all[key] ?? [])];
  }

  async getAll(objectId: number): Promise<Record<string, JsonValue[]>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getAll(objectId);
    return copyAll(await cache.meta[this.kind].getBatched(objectId, (ids) => this.inner.getAllOfMany(ids), () => ({})));
  }

  async getAllOfMany(objectIds: readonly number[]): Promise<Map<number, Record<string, JsonValue[]>>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getAllOfMany(objectIds);
    const found = await cache.meta[this.kind].getMany(objectIds, (ids) => this.inner.getAllOfMany(ids), () => ({}));
    return new Map([...found].map(([id, all]) => [id, copyAll(all)]));
  }

  add(objectId: number, key: string, value: JsonValue, unique?: boolean): Promise<number | false> {
    return writing(this.access, () => this.inner.add(objectId, key, value, unique));
  }

  update(objectId: number, key: string, value: JsonValue, prevValue?: JsonValue): Promise<boolean> {
    return writing(this.access, () => this.inner.update(objectId, key, value, prevValue));
  }

  set(objectId: number, key: string, values: JsonValue[]): Promise<void> {
    return writing(this.access, () => this.inner.set(objectId, key, values));
  }

  delete(objectId: number, key: string, value?: JsonValue): Promise<number> {
    return writing(this.access, () => this.inner.delete(objectId, key, value));
  }

  deleteEverywhere(key: string, value: JsonValue): Promise<number> {
    return writing(this.access, () => this.inner.deleteEverywhere(key, value));
  }
}
