import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { Notices } from '../notices/Notices';

/**
 * Marks uses of deprecated functions and arguments, as WordPress's
 * `_deprecated_function` / `_deprecated_argument` do: the `*_run` action always
 * fires (that is where the interface adds its `X-SVC-Deprecated*` headers), and a
 * developer notice follows unless the `*_trigger_error` filter says no — which it
 * does during interface requests, so clients never see a notice as an error.
 */
@injectable()
export class Deprecations {
  constructor(
    @inject(TOKENS.Hooks) private readonly hooks: Hooks,
    @inject(TOKENS.Notices) private readonly notices: Notices,
  ) {}

  /** `fn` is deprecated since `version`; `replacement` is what to call instead, if anything. */
  deprecatedFunction(fn: string, version: string, replacement = ''): void {
    this.hooks.doAction('deprecated_function_run', fn, replacement, version);
    if (this.hooks.applyFilters('deprecated_function_trigger_error', true) !== true) return;
    const message =
      replacement !== ''
        ? `Function ${fn} is deprecated since version ${version}! Use ${replacement} instead.`
        : `Function ${fn} is deprecated since version ${version} with no alternative available.`;
    this.notices.raise(fn, message, version);
  }

  /** `fn` was called with an argument deprecated since `version`; `message` says what to do instead. */
  deprecatedArgument(fn: string, version: string, message = ''): void {
    this.hooks.doAction('deprecated_argument_run', fn, message, version);
    if (this.hooks.applyFilters('deprecated_argument_trigger_error', true) !== true) return;
    const prefix = `Function ${fn} was called with an argument that is deprecated since version ${version}`;
    this.notices.raise(fn, message !== '' ? `${prefix}! ${message}` : `${prefix} with no alternative available.`, version);
  }
}
