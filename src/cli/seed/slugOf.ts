/** A plain slug from a demo name ("Node.js" → "nodejs"), used for term slugs and guest e-mail addresses. */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/\./g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
