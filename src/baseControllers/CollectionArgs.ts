/**
 * What a handler receives for the generic collection parameters of
 * RestController.getCollectionParams(): `page` and `per_page` always (they have
 * defaults), `context` and `search` only when sent or given a default by the subclass.
 */
export interface CollectionArgs {
  context?: string;
  page: number;
  per_page: number;
  search?: string;
}

/** The `id` of an item route (`/(?P<id>[\d]+)`): the route only matches with it, so it is always there. */
export interface IdArgs {
  id: number;
}
