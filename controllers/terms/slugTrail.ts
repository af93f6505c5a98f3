/**
 * The slugs of an object's ancestors followed by its own, as hierarchical
 * permalinks spell them (`travel/europe`). Used for terms and pages; a parent
 * loop or a missing ancestor ends the walk.
 */
export interface TrailNode {
  id: number;
  slug: string;
  parent: number;
}

export async function slugTrail(node: TrailNode, load: (id: number) => Promise<TrailNode | undefined>): Promise<string[]> {
  const slugs = [node.slug];
  const seen = new Set([node.id]);
  for (let id = node.parent; id > 0 && !seen.has(id);) {
    seen.add(id);
    const ancestor = await load(id);
    if (ancestor === undefined) break;
    slugs.unshift(ancestor.slug);
    id = ancestor.parent;
  }
  return slugs;
}
