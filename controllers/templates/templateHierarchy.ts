/**
 * The template slugs WordPress tries, most specific first, for a template slug
 * (get_template_hierarchy): what `…/templates/lookup` walks to find the
 * template a new one falls back to.
 */
export function templateHierarchy(slug: string, isCustom: boolean, templatePrefix: string, postTypes: readonly string[], taxonomies: readonly string[]): string[] {
  if (slug === 'index') return ['index'];
  if (isCustom) return ['page', 'singular', 'index'];
  if (slug === 'front-page') return ['front-page', 'home', 'index'];
  const hierarchy = [slug];
  if (templatePrefix !== '') {
    const [type] = templatePrefix.split('-') as [string];
    if (templatePrefix !== slug && templatePrefix !== type) hierarchy.push(templatePrefix);
    if (slug !== type) hierarchy.push(type);
  } else {
    const simple = /^(author|category|archive|tag|page)-.+$/.exec(slug);
    const typed = /^(taxonomy|single)-(.+)$/.exec(slug);
    if (simple !== null) {
      hierarchy.push(simple[1]!);
    } else if (typed !== null) {
      const [, type, rest] = typed as unknown as [string, string, string];
      for (const item of type === 'single' ? postTypes : taxonomies) {
        if (!rest.startsWith(item)) continue;
        if (rest === item) {
          hierarchy.push(type);
          break;
        }
        if (rest.length > item.length + 1) {
          hierarchy.push(`${type}-${item}`, type);
          break;
        }
      }
    }
  }
  if (['author', 'taxonomy', 'category', 'tag'].some((prefix) => slug.startsWith(prefix)) || slug === 'date') hierarchy.push('archive');
  if (slug === 'attachment') hierarchy.push('single');
  if (slug.startsWith('single') || slug.startsWith('page') || slug === 'attachment') hierarchy.push('singular');
  hierarchy.push('index');
  return hierarchy;
}
