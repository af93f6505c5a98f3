/**
 * A site for the font tests: the built-in controllers on a free port, an uploads
 * folder of its own, an administrator, an editor and a subscriber, and a client
 * that sends JSON or multipart bodies as one of them (or anonymously).
 */
import type { ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { SECRET, serveSite, type Session } from '../auth-http/site';
import type { TestDatabase } from '../storage/backends';

export type Json = Record<string, unknown>;

export interface Sent {
  status: number;
  headers: Headers;
  body: Json;
  /** The body as a list (collections). */
  list: Json[];
}

export interface FontSite {
  app: SvcApp;
  uploads: string;
  /** The site's address without the REST prefix (for the uploaded files' URLs). */
  origin: string;
  admin: Session;
  editor: Session;
  subscriber: Session;
  /** `body`: JSON (an object) or a multipart form. `as`: a session, or null for an anonymous request (default: the administrator). */
  send(method: string, path: string, body?: Json | FormData, as?: Session | null): Promise<Sent>;
  /** A file of the uploads folder, fetched over HTTP by its URL's path. */
  fetchFile(url: string): Promise<Response>;
}

export async function fontSite(t: ExecutionContext, database: TestDatabase): Promise<FontSite> {
  const uploads = mkdtempSync(join(tmpdir(), 'svc-fonts-'));
  t.teardown(() => rmSync(uploads, { recursive: true, force: true }));
  const app = await createApp({ secret: SECRET, ...database, uploadsDir: uploads });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  for (const [username, role] of [['admin', 'administrator'], ['editor', 'editor'], ['sub', 'subscriber']] as const) {
    await app.users.create({ username, email: `${username}@example.com`, password: `${username}-pass`, roles: [role] });
  }
  const [admin, editor, subscriber] = await Promise.all(['admin', 'editor', 'sub'].map((name) => site.login(name, `${name}-pass`)));
  const origin = site.base.replace(/\/svc-json$/, '');
  const send: FontSite['send'] = async (method, path, body, as = admin!) => {
    const headers: Record<string, string> = {};
    if (as !== null) Object.assign(headers, { Cookie: as.cookie, 'X-SVC-Nonce': as.nonce });
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${site.base}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
    const text = await response.text();
    const parsed = (text === '' ? null : JSON.parse(text)) as unknown;
    return { status: response.status, headers: response.headers, body: parsed as Json, list: parsed as Json[] };
  };
  const fetchFile = (url: string): Promise<Response> => fetch(`${origin}${new URL(url).pathname}`);
  return { app, uploads, origin, admin: admin!, editor: editor!, subscriber: subscriber!, send, fetchFile };
}

/** A family's create body: its settings as the JSON string WordPress expects. */
export const familyBody = (settings: Json): Json => ({ font_family_settings: JSON.stringify(settings) });

/** Bytes a font sniffer takes for a WOFF2 file (the signature, then binary). */
export const woff2Bytes = (fill = 7): Buffer => Buffer.concat([Buffer.from('wOF2'), Buffer.from([0, 1, 0, 0]), Buffer.alloc(56, fill)]);

/** Bytes of a TrueType file's header (version 1.0, a few tables). */
export const ttfBytes = (): Buffer => Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 4]), Buffer.alloc(58, 3)]);

/** A face's multipart body: the settings string and the named files. */
export function faceForm(settings: Json, files: Record<string, { bytes: Buffer; name: string; type?: string }> = {}): FormData {
  const form = new FormData();
  form.append('font_face_settings', JSON.stringify(settings));
  for (const [field, file] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** An error body as WordPress answers it. */
export const error = (code: string, message: string, status: number): Json => ({ code, message, data: { status } });

/** WordPress's `rest_invalid_param` for one parameter whose check failed with `message`. */
export const invalidParam = (param: string, message: string): Json => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${param}`,
  data: { status: 400, params: { [param]: message }, details: { [param]: { code: 'rest_invalid_param', message, data: { status: 400 } } } },
});

/** What a `rest_invalid_param` answer says of one parameter: its status, message and the code of the check that failed. */
export function paramFailure(sent: Sent, param: string): { status: number; code: unknown; message: unknown; failed: unknown } {
  const data = sent.body.data as { params?: Record<string, string>; details?: Record<string, { code: string }> };
  return { status: sent.status, code: sent.body.code, message: data.params?.[param], failed: data.details?.[param]?.code };
}

/** The failure paramFailure reads when a settings value breaks the settings schema. */
export const schemaFailure = (message: string, failed: string) => ({ status: 400, code: 'rest_invalid_param', message, failed });
