/**
 * The block grammar of WordPress's `parse_blocks`: block delimiters are HTML
 * comments (`<!-- wp:ns/name {"json":"attrs"} -->` … `<!-- /wp:ns/name -->`, or
 * void `<!-- wp:name /-->`); everything between blocks is freeform HTML, given
 * as blocks named null. Output matches WordPress's parser field for field, so
 * render filters written for WordPress see the same arrays.
 */

/** One parsed block (WordPress's WP_Block_Parser_Block as an array). */
export interface ParsedBlock {
  blockName: string | null;
  /** Decoded JSON attributes; null when the JSON in the delimiter is invalid (as PHP's json_decode gives). */
  attrs: Record<string, unknown> | null;
  innerBlocks: ParsedBlock[];
  innerHTML: string;
  /** The block's own HTML in pieces, with null where each inner block sits. */
  innerContent: Array<string | null>;
}

/**
 * One block delimiter. The attribute object is matched without backtracking
 * into it (each piece is taken whole through a lookahead): a long attribute
 * string costs linear time. The object ends at the first `}` followed by
 * white space and `-->` or `/-->`.
 */
const DELIMITER = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(\{(?:(?=([^}]+|\}+(?=\})|(?!\}\s+\/?-->)[\s\S]))\5)*\}\s+)?(\/)?-->/g;

type Token =
  | { kind: 'end' }
  | { kind: 'opener' | 'closer' | 'void'; name: string; attrs: Record<string, unknown> | null; start: number; length: number };

interface Frame {
  block: ParsedBlock;
  tokenStart: number;
  tokenLength: number;
  /** Where the parent's not-yet-collected HTML starts. */
  prevOffset: number;
  /** Start of freeform HTML that came before this top-level block, if any. */
  leadingHtmlStart: number | null;
}

function newBlock(name: string | null, attrs: Record<string, unknown> | null): ParsedBlock {
  return { blockName: name, attrs, innerBlocks: [], innerHTML: '', innerContent: [] };
}

function freeform(html: string): ParsedBlock {
  return { blockName: null, attrs: {}, innerBlocks: [], innerHTML: html, innerContent: [html] };
}

function decodeAttrs(json: string | undefined): Record<string, unknown> | null {
  if (json === undefined) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** PHP's `! empty( $html )` for a string: '' and '0' count as empty. */
function hasHtml(html: string): boolean {
  return html !== '' && html !== '0';
}

class BlockParser {
  private offset = 0;
  private readonly output: ParsedBlock[] = [];
  private readonly stack: Frame[] = [];
  private readonly delimiter = new RegExp(DELIMITER.source, 'g');

  constructor(private readonly document: string) {}

  parse(): ParsedBlock[] {
    while (this.proceed());
    return this.output;
  }

  private nextToken(): Token {
    this.delimiter.lastIndex = this.offset;
    const match = this.delimiter.exec(this.document);
    if (match === null) return { kind: 'end' };
    const [whole, closer, namespace, name, attrs, , isVoid] = match;
    const token = { name: (namespace ?? 'core/') + (name as string), attrs: decodeAttrs(attrs), start: match.index, length: whole.length };
    // A closer with attributes or a void flag is read as its flag says (void wins), as WordPress does.
    if (isVoid !== undefined) return { kind: 'void', ...token };
    if (closer !== undefined) return { kind: 'closer', ...token, attrs: null };
    return { kind: 'opener', ...token };
  }

  /** Handles one token; false when the document is done. */
  private proceed(): boolean {
    const token = this.nextToken();
    const depth = this.stack.length;
    if (token.kind === 'end') {
      if (depth === 0) this.addFreeform();
      while (this.stack.length > 0) this.addBlockFromStack();
      return false;
    }
    const leadingHtmlStart = token.start > this.offset ? this.offset : null;
    const after = token.start + token.length;
    switch (token.kind) {
      case 'void': {
        const block = newBlock(token.name, token.attrs);
        if (depth === 0) {
          if (leadingHtmlStart !== null) this.output.push(freeform(this.document.slice(leadingHtmlStart, token.start)));
          this.output.push(block);
        } else {
          this.addInnerBlock(block, token.start, token.length);
        }
        this.offset = after;
        return true;
      }
      case 'opener':
        this.stack.push({ block: newBlock(token.name, token.attrs), tokenStart: token.start, tokenLength: token.length, prevOffset: after, leadingHtmlStart });
        this.offset = after;
        return true;
      case 'closer': {
        if (depth === 0) {
          // A closer without an opener: the rest of the document is freeform.
          this.addFreeform();
          return false;
        }
        if (depth === 1) {
          this.addBlockFromStack(token.start);
          this.offset = after;
          return true;
        }
        const top = this.stack.pop() as Frame;
        const html = this.document.slice(top.prevOffset, token.start);
        top.block.innerHTML += html;
        top.block.innerContent.push(html);
        top.prevOffset = after;
        this.addInnerBlock(top.block, top.tokenStart, top.tokenLength, after);
        this.offset = after;
        return true;
      }
    }
  }

  private addFreeform(): void {
    if (this.offset < this.document.length) this.output.push(freeform(this.document.slice(this.offset)));
  }

  private addInnerBlock(block: ParsedBlock, tokenStart: number, tokenLength: number, lastOffset?: number): void {
    const parent = this.stack[this.stack.length - 1] as Frame;
    parent.block.innerBlocks.push(block);
    const html = this.document.slice(parent.prevOffset, tokenStart);
    if (hasHtml(html)) {
      parent.block.innerHTML += html;
      parent.block.innerContent.push(html);
    }
    parent.block.innerContent.push(null);
    parent.prevOffset = lastOffset ?? tokenStart + tokenLength;
  }

  private addBlockFromStack(endOffset?: number): void {
    const top = this.stack.pop() as Frame;
    const html = this.document.slice(top.prevOffset, endOffset);
    if (hasHtml(html)) {
      top.block.innerHTML += html;
      top.block.innerContent.push(html);
    }
    if (top.leadingHtmlStart !== null) this.output.push(freeform(this.document.slice(top.leadingHtmlStart, top.tokenStart)));
    this.output.push(top.block);
  }
}

/** WordPress's parse_blocks. */
export function parseBlocks(content: string): ParsedBlock[] {
  return new BlockParser(content).parse();
}

/** WordPress's has_blocks: the text holds a block delimiter opener. */
export function hasBlocks(content: string): boolean {
  return content.includes('<!-- wp:');
}
