/** The read-only fields of the abilities endpoints' item schemas: in every context, or only in the detailed ones. */
import type { Schema } from '../../src/schema/types';

export const ALL = ['view', 'edit', 'embed'];
/** Left out of `embed`. */
export const DETAIL = ['view', 'edit'];

export const field = (description: string, type: string, context: string[]): Schema => ({ description, type, context, readonly: true });
