/**
 * `content.rendered` of a comment. WordPress runs `comment_text` (texturize,
 * autop…); svc-rest keeps the stored HTML and only adds the paragraphs of
 * wpautop: blank lines separate paragraphs, single newlines become `<br />`.
 */
export function autop(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '') return '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br />\n')}</p>\n`)
    .join('');
}
