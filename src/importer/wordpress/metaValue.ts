import type { JsonValue } from '../../storage/types';
import { PhpUnserializeError, isPhpSerialized, phpUnserialize } from './phpUnserialize';

/** Skip reason for values that look serialized but do not decode. */
export const UNDECODABLE = 'serialized PHP value that could not be decoded';

/**
 * A WordPress meta or option value as ours: WordPress stores text, serializing arrays and
 * objects with PHP's serialize(); those become JSON structures, everything else stays text.
 * Undefined when the value looks serialized but cannot be decoded.
 */
export function wordpressValue(raw: string | number | null): JsonValue | undefined {
  const text = raw === null ? '' : String(raw);
  if (!isPhpSerialized(text)) return text;
  try {
    return phpUnserialize(text);
  } catch (error) {
    if (error instanceof PhpUnserializeError) return undefined;
    throw error;
  }
}
