/**
 * Adds a class to the first element matching `tag` (a tag name, or a pattern of
 * names) in some HTML, as WordPress's HTML tag processor `add_class` does (no duplicates).
 */
export function addClassToFirstTag(html: string, tag: string, className: string): string {
  const pattern = new RegExp(`<(${tag})(?=[\\s/>])([^>]*)>`, 'i');
  return html.replace(pattern, (whole: string, name: string, attrs: string) => {
    const classAttr = /(\sclass\s*=\s*)(["'])(.*?)\2/i.exec(attrs);
    if (classAttr === null) return `<${name} class="${className}"${attrs}>`;
    const classes = (classAttr[3] as string).split(/\s+/).filter((c) => c !== '');
    if (classes.includes(className)) return whole;
    const updated = attrs.replace(classAttr[0], `${classAttr[1]}${classAttr[2]}${[...classes, className].join(' ')}${classAttr[2]}`);
    return `<${name}${updated}>`;
  });
}
