/**
 * WordPress's wpautop: double line breaks become paragraphs, single ones `<br />`,
 * around block-level HTML that is left alone. Same steps in the same order as
 * WordPress, so classic (non-block) content renders identically.
 */

import { CONTENT_MEMO_LIMITS, memoizeText } from './memoizeText';

const ALL_BLOCKS = '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);

/** Tags, comments and CDATA sections of an HTML string (WordPress's wp_html_split, element side). */
const HTML_ELEMENT = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[^>]*>?/g;

/** Replaces `from` by `to` inside tags and comments only (WordPress's wp_replace_in_html_tags). */
export function replaceInHtmlTags(text: string, from: string, to: string): string {
  return text.replace(HTML_ELEMENT, (element) => element.split(from).join(to));
}

/** Cuts `<pre>` elements out (their white space is kept as is) and gives a function putting them back. */
function protectPre(text: string): { text: string; restore: (out: string) => string } {
  if (!text.includes('<pre')) return { text, restore: (out) => out };
  const parts = text.split('</pre>');
  const last = parts.pop() ?? '';
  const saved = new Map<string, string>();
  let out = '';
  parts.forEach((part, i) => {
    const start = part.indexOf('<pre');
    if (start === -1) {
      out += part;
      return;
    }
    const name = `<pre wp-pre-tag-${i}></pre>`;
    saved.set(name, `${part.slice(start)}</pre>`);
    out += part.slice(0, start) + name;
  });
  return {
    text: out + last,
    restore: (result) => {
      let restored = result;
      for (const [name, pre] of saved) restored = restored.split(name).join(pre);
      return restored;
    },
  };
}

/** WordPress's wpautop; `br` turns the remaining single line breaks into `<br />` (the usual case is memoized: it is pure). */
export function wpautop(input: string, br = true): string {
  return br ? autopWithBreaks(input) : autop(input, false);
}

const autopWithBreaks = memoizeText((input) => autop(input, true), CONTENT_MEMO_LIMITS);

function autop(input: string, br: boolean): string {
  if (input.trim() === '') return '';
  const pre = protectPre(`${input}\n`);
  let text = pre.text;
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/g, '\n\n');
  text = text.replace(re(`(<${ALL_BLOCKS}[\\s/>])`), '\n\n$1');
  text = text.replace(re(`(</${ALL_BLOCKS}>)`), '$1\n\n');
  text = text.replace(/(<hr\s*?\/?>)/g, '$1\n\n');
  text = text.replace(/\r\n|\r/g, '\n');
  // Line breaks inside tags must not become <br />: mark them, put them back at the end.
  text = replaceInHtmlTags(text, '\n', ' <!-- wpnl --> ');
  if (text.includes('<option')) {
    text = text.replace(/\s*<option/g, '<option').replace(/<\/option>\s*/g, '</option>');
  }
  if (text.includes('</object>')) {
    text = text.replace(/(<object[^>]*>)\s*/g, '$1').replace(/\s*<\/object>/g, '</object>').replace(/\s*(<\/?(?:param|embed)[^>]*>)\s*/g, '$1');
  }
  if (text.includes('<source') || text.includes('<track')) {
    text = text.replace(/([<[](?:audio|video)[^>\]]*[>\]])\s*/g, '$1').replace(/\s*([<[]\/(?:audio|video)[>\]])/g, '$1').replace(/\s*(<(?:source|track)[^>]*>)\s*/g, '$1');
  }
  if (text.includes('<figcaption')) {
    text = text.replace(/\s*(<figcaption[^>]*>)/g, '$1').replace(/<\/figcaption>\s*/g, '</figcaption>');
  }
  text = text.replace(/\n\n+/g, '\n\n');
  const paragraphs = text.split(/\n\s*\n/).filter((piece) => piece !== '');
  text = paragraphs.map((piece) => `<p>${piece.replace(/^\n+|\n+$/g, '')}</p>\n`).join('');
  text = text.replace(/<p>\s*<\/p>/g, '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  text = text.replace(re(`<p>\\s*(</?${ALL_BLOCKS}[^>]*>)\\s*</p>`), '$1');
  text = text.replace(/<p>(<li.+?)<\/p>/g, '$1');
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>');
  text = text.split('</blockquote></p>').join('</p></blockquote>');
  text = text.replace(re(`<p>\\s*(</?${ALL_BLOCKS}[^>]*>)`), '$1');
  text = text.replace(re(`(</?${ALL_BLOCKS}[^>]*>)\\s*</p>`), '$1');
  if (br) {
    // Newlines inside script/style/svg/math stay newlines.
    text = text.replace(/<(script|style|svg|math)[\s\S]*?<\/\1>/g, (element) => element.replace(/\n/g, '<WPPreserveNewline />'));
    text = text.split('<br>').join('<br />').split('<br/>').join('<br />');
    text = text.replace(/(?<!<br \/>)\s*\n/g, '<br />\n');
    text = text.split('<WPPreserveNewline />').join('\n');
  }
  text = text.replace(re(`(</?${ALL_BLOCKS}[^>]*>)\\s*<br />`), '$1');
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, '$1');
  text = text.replace(/\n<\/p>$/g, '</p>');
  text = pre.restore(text);
  if (text.includes('<!-- wpnl -->')) text = text.replace(/\s?<!-- wpnl -->\s?/g, '\n');
  return text;
}
