/**
 * The one way out to other sites for the oEmbed proxy and url-details: an
 * injectable fetcher (the global `fetch` will do) limited to an allow-list of
 * hosts. Without a fetcher nothing is fetched — the machine may be offline and
 * which sites may be reached is the host's decision — and every fetch fails the
 * way a refused `wp_safe_remote_get` does.
 */
import { readBodyStart } from '../../src/http/readBodyStart';
import type { RemoteFetcher } from '../../src/app/builtInOptions';
export type { RemoteFetcher };

export interface RemoteAccess {
  fetcher: RemoteFetcher | undefined;
  /** Hosts (`example.com`, `*.example.com`, `127.0.0.1:8123`) the fetcher may reach; `*` allows any. */
  hosts: readonly string[];
}

/** A fetched page: its status and (the start of) its body. */
export interface RemotePage {
  status: number;
  body: string;
  contentType: string;
}

/** Whether `url` is an http(s) URL whose host (with or without its port) the allow-list names. */
export function isAllowedRemoteUrl(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  const hostWithPort = parsed.port === '' ? host : `${host}:${parsed.port}`;
  return hosts.some((entry) => {
    const allowed = entry.toLowerCase();
    if (allowed === '*') return true;
    if (allowed.startsWith('*.')) return host.endsWith(allowed.slice(1));
    return allowed === host || allowed === hostWithPort;
  });
}

/**
 * GETs `url` through the app's fetcher, reading at most `limit` bytes of the body.
 * Undefined when nothing may or could be fetched (no fetcher, a host off the
 * allow-list, a network error): WordPress's WP_Error of a failed request.
 */
export async function fetchRemote(access: RemoteAccess, url: string, headers: Record<string, string>, limit: number): Promise<RemotePage | undefined> {
  if (access.fetcher === undefined || !isAllowedRemoteUrl(url, access.hosts)) return undefined;
  try {
    const response = await access.fetcher(url, { method: 'GET', headers });
    return { status: response.status, body: await readBodyStart(response, limit), contentType: response.headers.get('content-type') ?? '' };
  } catch {
    return undefined;
  }
}
