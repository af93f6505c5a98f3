import type { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';
import { addQueryArgs } from './queryUrl';

export interface PageInfo {
  /** Rows matching without limit/offset. */
  total: number;
  perPage: number;
  offset: number;
  /** The collection URL (query parameters of the request are added). */
  base: string;
}

/** `X-WP-Total`, `X-WP-TotalPages` and the `prev`/`next` Link headers of a collection page. */
export function addPaginationHeaders(response: RestResponse, request: RestRequest, info: PageInfo): void {
  const perPage = Math.max(1, info.perPage);
  const page = Math.ceil(info.offset / perPage + 1);
  const maxPages = Math.ceil(info.total / perPage);
  response.header('X-WP-Total', String(info.total));
  response.header('X-WP-TotalPages', String(maxPages));
  const query = request.getQueryParams();
  if (page > 1) response.linkHeader('prev', addQueryArgs(info.base, query, { page: Math.min(page - 1, maxPages) }));
  if (maxPages > page) response.linkHeader('next', addQueryArgs(info.base, query, { page: page + 1 }));
}
