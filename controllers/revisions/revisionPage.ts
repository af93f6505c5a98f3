/** One page of a parent's revisions as the revisions controllers cut it (page, per_page, offset), with its totals or WordPress's error. */
import { RestError } from '../../src/errors/RestError';
import { RestResponse } from '../../src/server/RestResponse';

export interface RevisionPage<T> {
  items: T[];
  page: number;
  total: number;
  pages: number;
}

/** The paging args of a revisions collection, when sent (or given a default). */
export interface RevisionPageArgs {
  page?: number;
  per_page?: number;
  offset?: number;
}

export function revisionPage<T>(all: readonly T[], args: RevisionPageArgs): RevisionPage<T> | RestError {
  // PHP empty(): 0 counts as not sent.
  const perPage = args.per_page || -1;
  const page = args.page || 1;
  const offset = args.offset || 0;
  const total = all.length;
  const pages = perPage > 0 ? Math.ceil(total / perPage) : (total > 0 ? 1 : 0);
  if (total > 0) {
    if (offset > 0 && offset >= total) {
      return new RestError('rest_revision_invalid_offset_number', 'The offset number requested is larger than or equal to the number of available revisions.', { status: 400 });
    }
    if (offset === 0 && page > pages) {
      return new RestError('rest_revision_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
    }
  }
  const start = offset > 0 ? offset : (perPage > 0 ? (page - 1) * perPage : 0);
  return { items: perPage > 0 ? all.slice(start, start + perPage) : all.slice(start), page, total, pages };
}

/** A collection response of `data` with the page's total headers. */
export function revisionPageResponse(data: unknown[], page: RevisionPage<unknown>): RestResponse {
  const response = new RestResponse(data);
  response.header('X-WP-Total', String(page.total));
  response.header('X-WP-TotalPages', String(page.pages));
  return response;
}
