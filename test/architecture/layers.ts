/**
 * The layers of svc-rest, lowest first. A file may import its own layer or any
 * layer below; never one above. The package entry (`src/index.ts`) sits above the
 * built-in controllers it hands to the app, and the command line above the entry.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['src/di', 'src/hooks', 'src/notices', 'src/errors', 'src/content'],
  ['src/storage', 'src/scope'],
  ['src/schema', 'src/avatars'],
  ['src/shaping'],
  ['src/model'],
  ['src/server'],
  ['src/http', 'src/operations'],
  ['src/media'],
  ['src/auth'],
  ['src/users', 'src/pages'],
  ['src/interceptors', 'src/fields', 'src/deprecation', 'src/decorators', 'src/baseControllers', 'src/openapi'],
  ['src/app'],
  ['src/importer'],
  ['controllers'],
  ['src/index.ts'],
  ['src/cli'],
];

/** The layer of a file such as `src/server/RestServer.ts`; an unknown folder throws, so every new folder is placed. */
export function layerOf(file: string): number {
  const at = LAYERS.findIndex((layer) => layer.some((prefix) => file === prefix || file.startsWith(`${prefix}/`)));
  if (at < 0) throw new Error(`${file} belongs to no layer: add its folder to test/architecture/layers.ts`);
  return at;
}
