import type { Prng } from './Prng';
import { ADJECTIVES, COMMENT_LINES, NOUNS, SENTENCES, TITLES, VERBS } from './vocabulary';

/** Fills a frame: {a}/{n}/{v} lower case, {A}/{N}/{V} capitalised, {k} a number from 3 to 12. */
export function fill(frame: string, rng: Prng): string {
  return frame.replace(/\{([anvkANV])\}/g, (_, slot: string) => {
    if (slot === 'k') return String(rng.int(3, 12));
    const list = slot.toLowerCase() === 'a' ? ADJECTIVES : slot.toLowerCase() === 'n' ? NOUNS : VERBS;
    const word = rng.pick(list);
    return slot === slot.toUpperCase() ? capitalise(word) : word;
  });
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function postTitle(rng: Prng): string {
  return capitalise(fill(rng.pick(TITLES), rng));
}

export function sentence(rng: Prng): string {
  return fill(rng.pick(SENTENCES), rng);
}

export function paragraph(rng: Prng, sentences = rng.int(2, 5)): string {
  return Array.from({ length: sentences }, () => sentence(rng)).join(' ');
}

/** Post content in block-editor markup: paragraphs, now and then a heading or a list. */
export function postContent(rng: Prng): { content: string; excerpt: string } {
  const paragraphs = Array.from({ length: rng.int(3, 7) }, () => paragraph(rng));
  const blocks = paragraphs.map((text) => block('paragraph', `<p>${text}</p>`));
  if (rng.chance(0.5)) blocks.splice(1, 0, block('heading', `<h2 class="wp-block-heading">${capitalise(fill('Why a {a} {n}', rng))}</h2>`));
  if (rng.chance(0.3)) {
    const items = Array.from({ length: rng.int(3, 5) }, () => `<li>${capitalise(fill('{v} the {n}', rng))}</li>`).join('');
    blocks.push(block('list', `<ul class="wp-block-list">${items}</ul>`));
  }
  return { content: blocks.join('\n\n'), excerpt: paragraphs[0]!.split(/(?<=\.)\s/)[0]! };
}

export function commentText(rng: Prng): string {
  const first = fill(rng.pick(COMMENT_LINES), rng);
  return rng.chance(0.4) ? `${first} ${sentence(rng)}` : first;
}

function block(name: string, html: string): string {
  return `<!-- wp:${name} -->\n${html}\n<!-- /wp:${name} -->`;
}
