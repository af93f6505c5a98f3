import type { JsonValue } from '../../storage/types';

/** Why a PHP-serialized string could not be decoded. */
export class PhpUnserializeError extends Error {}

/**
 * Decodes PHP's serialize() format into JSON values: null, booleans, integers, floats,
 * strings, arrays (a list when the keys are 0..n-1, else an object) and objects (their
 * properties). String lengths count bytes, so the input is read as UTF-8 bytes. References
 * and custom-serialized classes have no JSON form and are refused.
 */
export function phpUnserialize(text: string): JsonValue {
  const reader = new Reader(Buffer.from(text, 'utf8'));
  const value = reader.value();
  if (reader.pos !== reader.bytes.length) reader.fail('trailing data');
  return value;
}

/** Whether the text looks like something PHP serialized (WordPress's is_serialized, roughly). */
export function isPhpSerialized(text: string): boolean {
  return SERIALIZED_SHAPE.test(text.trim());
}

const SERIALIZED_SHAPE = /^(?:N;|b:[01];|i:[+-]?\d+;|d:[^;]+;|s:\d+:".*";|a:\d+:\{.*\}|O:\d+:".+":\d+:\{.*\})$/s;

const MAX_DEPTH = 64;

class Reader {
  pos = 0;
  private depth = 0;

  constructor(readonly bytes: Buffer) {}

  fail(reason: string): never {
    throw new PhpUnserializeError(`${reason} at byte ${this.pos}`);
  }

  value(): JsonValue {
    const type = this.char();
    if (type === 'N') {
      this.expect(';');
      return null;
    }
    this.expect(':');
    switch (type) {
      case 'b': {
        const digit = this.until(';');
        if (digit !== '0' && digit !== '1') this.fail('bad boolean');
        return digit === '1';
      }
      case 'i': {
        const digits = this.until(';');
        if (!/^[+-]?\d+$/.test(digits)) this.fail('bad integer');
        return Number(digits);
      }
      case 'd': {
        const digits = this.until(';');
        const number = Number(digits);
        if (!Number.isFinite(number)) this.fail(`float ${digits} has no JSON form`);
        return number;
      }
      case 's':
        return this.string(';');
      case 'a':
        return this.entries();
      case 'O': {
        this.string(':');
        return this.entries();
      }
      default:
        return this.fail(`unsupported type "${type}"`);
    }
  }

  /** `LEN:"bytes"` followed by `end`. */
  private string(end: string): string {
    const length = this.count(':');
    this.expect('"');
    if (this.pos + length > this.bytes.length) this.fail('string runs past the end');
    const text = this.bytes.toString('utf8', this.pos, this.pos + length);
    this.pos += length;
    this.expect('"');
    this.expect(end);
    return text;
  }

  /** `N:{key value …}` as a list when the keys run 0..N-1, else an object. */
  private entries(): JsonValue {
    if (++this.depth > MAX_DEPTH) this.fail('nesting too deep');
    const size = this.count(':');
    this.expect('{');
    const keys: string[] = [];
    const values: JsonValue[] = [];
    for (let i = 0; i < size; i++) {
      const key = this.value();
      if (typeof key !== 'string' && typeof key !== 'number') this.fail('array key must be an integer or a string');
      keys.push(String(key));
      values.push(this.value());
    }
    this.expect('}');
    this.depth--;
    if (keys.every((key, index) => key === String(index))) return values;
    const object: { [key: string]: JsonValue } = {};
    keys.forEach((key, index) => {
      object[key] = values[index] as JsonValue;
    });
    return object;
  }

  private count(end: string): number {
    const digits = this.until(end);
    if (!/^\d+$/.test(digits)) this.fail('bad length');
    return Number(digits);
  }

  private until(end: string): string {
    const stop = this.bytes.indexOf(end, this.pos, 'latin1');
    if (stop < 0) this.fail(`missing "${end}"`);
    const text = this.bytes.toString('latin1', this.pos, stop);
    this.pos = stop + 1;
    return text;
  }

  private char(): string {
    if (this.pos >= this.bytes.length) this.fail('unexpected end');
    return String.fromCharCode(this.bytes[this.pos++] as number);
  }

  private expect(char: string): void {
    if (this.char() !== char) {
      this.pos--;
      this.fail(`expected "${char}"`);
    }
  }
}
