import { inject, injectable } from 'inversify';
import type { CoreOptions } from '../server/CoreOptions';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import { currentScope, type RequestScopeState } from '../scope/RequestScope';

/**
 * During an interface request, deprecations become response headers instead of
 * developer notices (SPEC "Headers on responses"): `X-SVC-DeprecatedFunction`
 * and `X-SVC-DeprecatedParam`, sent only in debug mode. Outside interface
 * requests the notices are raised as usual.
 */
@injectable()
export class DeprecationInterceptor implements Interceptor {
  constructor(@inject(TOKENS.Options) private readonly options: CoreOptions) {}

  attach(hooks: Hooks): void {
    hooks.addAction('deprecated_function_run', (fn: string, replacement: string, version: string) => {
      const detail = replacement ? `use ${replacement} instead` : 'no alternative available';
      this.sendHeader('X-SVC-DeprecatedFunction', `${fn} (since ${version}; ${detail})`);
    });
    hooks.addAction('deprecated_argument_run', (fn: string, message: string, version: string) => {
      this.sendHeader('X-SVC-DeprecatedParam', `${fn} (since ${version}; ${message ? message : 'no alternative available'})`);
    });
    const silenceDuringRequests = (trigger: unknown): unknown => (interfaceScope() !== undefined ? false : trigger);
    hooks.addFilter('deprecated_function_trigger_error', silenceDuringRequests);
    hooks.addFilter('deprecated_argument_trigger_error', silenceDuringRequests);
  }

  private sendHeader(name: string, value: string): void {
    const scope = interfaceScope();
    // Like PHP's header(), a value that cannot be a header line is dropped rather than sent broken.
    if (scope === undefined || !this.options.debug || !HEADER_VALUE.test(value)) return;
    scope.extraHeaders[name] = value;
  }
}

/** Characters Node accepts in a header value. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

function interfaceScope(): RequestScopeState | undefined {
  const scope = currentScope();
  return scope?.restRequest === true ? scope : undefined;
}
