/**
 * A parsed `_fields` list as a tree of wanted keys: `true` keeps the whole
 * value under a key, a nested tree keeps only the listed sub-keys.
 * `id,title.rendered,meta.a.b` becomes
 * `{ id: true, title: { rendered: true }, meta: { a: { b: true } } }`.
 */
export type FieldNode = true | FieldTree;
export type FieldTree = Map<string, FieldNode>;

export function buildFieldTree(fields: readonly string[]): FieldTree {
  const root: FieldTree = new Map();
  for (const field of fields) addPath(root, field.split('.'));
  return root;
}

function addPath(root: FieldTree, parts: readonly string[]): void {
  let node = root;
  const last = parts.length - 1;
  for (let i = 0; i < last; i++) {
    const existing = node.get(parts[i]!);
    // A listed parent already keeps everything below it.
    if (existing === true) return;
    if (existing === undefined) {
      const child: FieldTree = new Map();
      node.set(parts[i]!, child);
      node = child;
    } else {
      node = existing;
    }
  }
  // Listing a parent after some of its children widens it to the whole value.
  node.set(parts[last]!, true);
}
