/**
 * The asynchronous Site Health tests, in WordPress's result shape (label, status,
 * badge, description, actions, test), asking what matters for this stack: the
 * database answers and accepts writes, the uploads folder is writable, the
 * server answers its own requests, the site address uses HTTPS, and whether
 * outbound requests are possible at all.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Storage } from '../../src/storage/types';

export type HealthStatus = 'good' | 'recommended' | 'critical';

export interface HealthResult {
  label: string;
  status: HealthStatus;
  badge: { label: string; color: 'blue' | 'orange' | 'red' | 'green' | 'purple' | 'gray' };
  description: string;
  actions: string;
  test: string;
}

export interface HealthContext {
  storage: Storage;
  options: ResolvedOptions;
  /** Serves `GET /` of the interface in-process: the status it answered. */
  loopback: () => Promise<number>;
}

const SECURITY = { label: 'Security', color: 'blue' } as const;
const PERFORMANCE = { label: 'Performance', color: 'blue' } as const;

const result = (test: string, badge: HealthResult['badge'], status: HealthStatus, label: string, description: string, actions = ''): HealthResult => ({
  label, status, badge: { ...badge }, description, actions, test,
});

/** Whether `path` (or, when it does not exist yet, the folder it would be created in) is writable. */
export async function isWritable(path: string): Promise<boolean> {
  let current = path;
  for (;;) {
    try {
      await stat(current);
      await access(current, constants.W_OK);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
      const parent = dirname(current);
      if (parent === current) return false;
      current = parent;
    }
  }
}

/** What background work needs: an option written and read back, and a writable uploads folder. */
export async function backgroundUpdatesTest(context: HealthContext): Promise<HealthResult> {
  const problems: string[] = [];
  try {
    const probe = `health-check-${context.options.now()}`;
    await context.storage.options.set('_site_health_write_probe', probe, { autoload: false });
    if ((await context.storage.options.get('_site_health_write_probe')) !== probe) problems.push('The database did not return the value just written to it.');
    await context.storage.options.delete('_site_health_write_probe');
  } catch {
    problems.push('The database does not accept writes.');
  }
  if (!(await isWritable(context.options.uploadsDir))) problems.push('The uploads folder is not writable.');
  const intro = '<p>Background work (saving content, storing uploads) needs a database that accepts writes and a writable uploads folder.</p>';
  if (problems.length === 0) return result('background_updates', SECURITY, 'good', 'Background updates are working', intro);
  const list = `<ul>${problems.map((problem) => `<li>${problem}</li>`).join('')}</ul>`;
  return result('background_updates', SECURITY, 'critical', 'Background updates may not be working properly', `${intro}${list}`);
}

/** The server answers a request to itself (the interface index), as WordPress's loopback request does. */
export async function loopbackRequestsTest(context: HealthContext): Promise<HealthResult> {
  const intro = '<p>Loopback requests are used to run scheduled events, and are also used by the built-in editors for themes and plugins to verify code stability.</p>';
  let status = 0;
  try {
    status = await context.loopback();
  } catch {
    status = 0;
  }
  if (status === 200) return result('loopback_requests', PERFORMANCE, 'good', 'Your site can perform loopback requests', intro);
  const why = status === 0 ? 'The request did not complete.' : `The loopback request returned an unexpected http status code, ${status}, it was not possible to determine if this will prevent features from working as expected.`;
  return result('loopback_requests', PERFORMANCE, 'recommended', 'Your site could not complete a loopback request', `${intro}<p>${why}</p>`);
}

/** The site address uses HTTPS. */
export function httpsStatusTest(context: HealthContext): HealthResult {
  const intro = '<p>An HTTPS connection is a more secure way of browsing the web. Many services now have HTTPS as a requirement. HTTPS allows you to take advantage of new features that can increase site speed, improve search rankings, and gain the trust of your visitors by helping to protect their online privacy.</p>';
  if (context.options.baseUrl.startsWith('https:')) return result('https_status', SECURITY, 'good', 'Your website is using an active HTTPS connection', intro);
  const how = `<p>Your Site Address (${context.options.baseUrl}) is not set up to use HTTPS: set the baseUrl option to an https address once the server is reachable over HTTPS.</p>`;
  return result('https_status', SECURITY, 'recommended', 'Your website does not use HTTPS', `${intro}${how}`);
}

/** WordPress checks it can reach WordPress.org; this server makes outbound requests only through a configured fetcher. */
export function dotorgCommunicationTest(context: HealthContext): HealthResult {
  const intro = '<p>Communicating with other sites is used to fetch embeds and link previews; this server does it only through the remote fetcher it was configured with, and only to the hosts it allows.</p>';
  if (context.options.remoteFetcher !== undefined && context.options.remoteHosts.length > 0) {
    return result('dotorg_communication', SECURITY, 'good', 'Outbound requests go through the configured remote fetcher', intro);
  }
  return result('dotorg_communication', SECURITY, 'recommended', 'Outbound requests are turned off', `${intro}<p>No remote fetcher or no allowed host is configured (the remoteFetcher and remoteHosts options): embeds and link previews of other sites are not available.</p>`);
}

/** The Authorization header reaches the application (no PHP-FPM in between to drop it). */
export function authorizationHeaderTest(): HealthResult {
  return result(
    'authorization_header', SECURITY, 'good', 'The Authorization header is working as expected',
    '<p>The Authorization header is used by third-party applications you have approved for this site. Without this header, those apps cannot connect to your site.</p>',
  );
}

/** This server keeps no full page cache; its answers carry validators for conditional requests instead. */
export function pageCacheTest(): HealthResult {
  return result(
    'page_cache', PERFORMANCE, 'recommended', 'Page cache is not detected',
    '<p>Page cache enhances the speed and performance of your site by saving and serving static pages instead of calling for a page every time a user visits.</p><p>This server does not keep a page cache; its answers carry ETag validators so clients and proxies can revalidate instead of downloading again.</p>',
  );
}
