/** A tiny browser stand-in for the page tests: a cookie jar, form posts, manual redirects. */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';

export interface PageReply {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
}

export interface Browser {
  app: SvcApp;
  origin: string;
  cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<PageReply>;
  post(path: string, form: Record<string, string>, headers?: Record<string, string>): Promise<PageReply>;
  close(): Promise<void>;
}

export const ADMIN = { username: 'ada', email: 'ada@example.com', password: 'pw-ada-1', roles: ['administrator'] };

export async function openBrowser(options: AppOptions = {}): Promise<Browser> {
  const app = await createApp({ database: ':memory:', secret: 'pages-secret', ...options });
  await app.users.create(ADMIN);
  const http = await app.listen(0);
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body: string | undefined, headers: Record<string, string>): Promise<PageReply> => {
    const jar = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(jar === '' ? {} : { Cookie: jar }), ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }), ...headers },
      ...(body === undefined ? {} : { body }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /Max-Age=0/.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return { status: response.status, headers: response.headers, text: await response.text(), location: response.headers.get('location') };
  };
  return {
    app,
    origin,
    cookies,
    get: (path, headers = {}) => send('GET', path, undefined, headers),
    post: (path, form, headers = {}) => send('POST', path, new URLSearchParams(form).toString(), headers),
    close: () => app.close(),
  };
}

/** The value of a hidden input in a page. */
export function hidden(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (match === null) throw new Error(`no hidden field ${name}`);
  return match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Signs in through the sign-in page. */
export async function signIn(browser: Browser, redirectTo = '/'): Promise<PageReply> {
  const form = await browser.get(`/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`);
  return browser.post('/wp-login.php', {
    log: ADMIN.username,
    pwd: ADMIN.password,
    redirect_to: hidden(form.text, 'redirect_to'),
    _svc_login_token: hidden(form.text, '_svc_login_token'),
  }, { Origin: browser.origin });
}
