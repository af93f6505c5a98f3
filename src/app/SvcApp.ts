import type { Server as HttpServer } from 'node:http';
import type Koa from 'koa';
import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { DeveloperNotice, Notices } from '../notices/Notices';
import type { RestError } from '../errors/RestError';
import { ensureRequest, ensureResponse } from '../server/ensure';
import type { ParamMap } from '../server/ParamMap';
import type { RestRequest } from '../server/RestRequest';
import type { RestResponse } from '../server/RestResponse';
import { RestServer, type RestServerDeps } from '../server/RestServer';
import type { RestUrls } from '../server/RestUrls';
import type { AppHost } from '../server/AppHost';
import type { ResolvedOptions } from './AppOptions';
import type { Storage } from '../storage/types';
import { preload, type PreloadResult } from '../server/preload';
import { createHttpServer } from '../http/createHttpServer';
import { AuthServices } from '../auth/wiring/AuthServices';
import { UsersFacade } from '../users/UsersFacade';

export type ServerClass = new (deps: RestServerDeps) => RestServer;

/** Steps createApp plugs in: what runs once when the server is first needed. */
export interface ServerBootstrap {
  /** Registers the routes every server has (index, batch) before `rest_api_init`. */
  registerCoreRoutes(server: RestServer): void;
}

/**
 * One svc-rest application: a Koa app serving the interface, its hooks, its
 * container, and a REST server created on first need (SPEC "Server class and
 * initialisation"), at which point `rest_api_init` fires once.
 */
export class SvcApp implements AppHost {
  readonly koa: Koa;
  readonly hooks: Hooks;
  readonly container: Container;
  readonly options: ResolvedOptions;
  private readonly noticeLog: Notices;
  private serverInstance: RestServer | null = null;
  private readonly httpServers = new Set<HttpServer>();
  private readonly closers: Array<() => Promise<void>> = [];

  constructor(parts: { koa: Koa; hooks: Hooks; notices: Notices; container: Container; options: ResolvedOptions; bootstrap: ServerBootstrap }) {
    this.koa = parts.koa;
    this.hooks = parts.hooks;
    this.noticeLog = parts.notices;
    this.container = parts.container;
    this.options = parts.options;
    this.bootstrap = parts.bootstrap;
  }

  private readonly bootstrap: ServerBootstrap;

  /** The REST server; the first read creates it and fires `init` (with the app), then `rest_api_init`. */
  get server(): RestServer {
    if (this.serverInstance !== null) return this.serverInstance;
    const serverClass = this.hooks.applyFilters<ServerClass>('svc_rest_server_class', RestServer);
    const server = new serverClass({ hooks: this.hooks, notices: this.noticeLog });
    this.serverInstance = server;
    this.container.bind(TOKENS.Server).toConstantValue(server);
    this.bootstrap.registerCoreRoutes(server);
    // WordPress's `init`: the last moment to register post types and taxonomies before their routes are chosen.
    this.hooks.doAction('init', this);
    this.hooks.doAction('rest_api_init', server);
    return server;
  }

  /** Developer notices raised so far (function name and message). */
  get notices(): readonly DeveloperNotice[] {
    return this.noticeLog.all();
  }

  /** The storage services (SQLite by default, PostgreSQL with a postgres:// database). */
  get storage(): Storage {
    return this.container.get<Storage>(TOKENS.Storage);
  }

  /** Seeding users and logging in without HTTP (CONTRACT `users`). */
  get users(): UsersFacade {
    return new UsersFacade(AuthServices.of(this));
  }

  get urls(): RestUrls {
    return this.container.get<RestUrls>(TOKENS.RestUrls);
  }

  /** Starts listening; resolves once the port is bound. */
  listen(port = 0, host = '127.0.0.1'): Promise<HttpServer> {
    void this.server;
    return new Promise((resolve, reject) => {
      const http = createHttpServer(this.koa.callback());
      http.once('listening', () => resolve(http));
      http.once('error', reject);
      http.listen(port, host);
      this.httpServers.add(http);
      http.once('close', () => this.httpServers.delete(http));
    });
  }

  /** Registers cleanup to run on close (storage handles, timers). */
  onClose(fn: () => Promise<void>): void {
    this.closers.push(fn);
  }

  /** Stops every listener and releases storage. */
  async close(): Promise<void> {
    await Promise.all(
      [...this.httpServers].map(
        (http) =>
          new Promise<void>((resolve) => {
            http.closeAllConnections?.();
            http.close(() => resolve());
          }),
      ),
    );
    for (const fn of this.closers.splice(0).reverse()) await fn();
  }

  ensureRequest(value: RestRequest | string | ParamMap): RestRequest {
    return ensureRequest(value);
  }

  ensureResponse(value: unknown): RestResponse | RestError {
    return ensureResponse(value);
  }

  /** SPEC "Preload": GET (and OPTIONS) results of internal dispatches, keyed by path. */
  preload(paths: readonly unknown[]): Promise<PreloadResult> {
    return preload(this.server, this.urls, paths);
  }

  /** SPEC "Do request": dispatches internally. */
  doRequest(value: RestRequest | string | ParamMap): Promise<RestResponse> {
    return this.server.dispatch(ensureRequest(value));
  }
}
