/**
 * `content.rendered` of a comment: WordPress runs `comment_text` through
 * wpautop (among texturizing filters svc-rest does not run).
 */
import { wpautop } from '../../src/content/wpautop';

export function autop(raw: string): string {
  return wpautop(raw);
}
