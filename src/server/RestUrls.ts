import type { ParamMap } from './ParamMap';

/** Builds and reads URLs of the interface; implemented by the HTTP layer (it knows the base URL and permalink mode). */
export interface RestUrls {
  /** The URL of a route (`/wp/v2/posts`), or of the API root when the path is empty. Not escaped. */
  restUrl(path?: string): string;
  /** The route and query of a URL that points into this interface, or null when it does not. */
  parseRestUrl(url: string): { route: string; query: ParamMap } | null;
}
