/**
 * An error as the REST layer reports it: a string code, a message, and data
 * (an object; `status` carries the HTTP status). Like WordPress's WP_Error it
 * can hold several codes, each with its messages and data.
 */
export type ErrorData = Record<string, unknown> & { status?: number };

export class RestError {
  /** Every code with its messages, in insertion order. */
  readonly errors: Record<string, string[]> = {};
  /** Data per code. */
  readonly errorData: Record<string, ErrorData | undefined> = {};
  private earlierData: Record<string, unknown[]> | null = null;

  constructor(code?: string, message?: string, data?: ErrorData) {
    if (code !== undefined && code !== '') this.add(code, message ?? '', data);
  }

  /**
   * Earlier data per code that later data replaced (WP_Error's additional_data), oldest first; sent as
   * `additional_data`. Made when first asked for: a page's permission checks make refusals that never carry any.
   */
  get additionalData(): Record<string, unknown[]> {
    return (this.earlierData ??= {});
  }

  /** The first code, or `''` for an empty error. */
  get code(): string {
    return Object.keys(this.errors)[0] ?? '';
  }

  /** The first message of the first code. */
  get message(): string {
    return this.errors[this.code]?.[0] ?? '';
  }

  /** The data of the first code (an empty object when none was given). */
  get data(): ErrorData {
    return this.errorData[this.code] ?? {};
  }

  /** The HTTP status of the first code, 500 when unset. */
  get status(): number {
    const status = this.data.status;
    return typeof status === 'number' ? status : 500;
  }

  add(code: string, message: string, data?: ErrorData): this {
    (this.errors[code] ??= []).push(message);
    if (data !== undefined) this.errorData[code] = data;
    return this;
  }

  /** Replaces the data of `code` (default: the first code), keeping the old data as additional data (WP_Error::add_data). */
  addData(data: ErrorData, code?: string): this {
    const target = code ?? this.code;
    const previous = this.errorData[target];
    if (previous !== undefined) (this.additionalData[target] ??= []).push(previous);
    this.errorData[target] = data;
    return this;
  }

  /** Every data given to `code`, oldest first (WP_Error::get_all_error_data). */
  getAllErrorData(code?: string): ErrorData[] {
    const target = code ?? this.code;
    const all = [...(this.earlierData?.[target] ?? [])] as ErrorData[];
    const last = this.errorData[target];
    if (last !== undefined) all.push(last);
    return all;
  }

  /** Copies every message and data of `other` into this error (WP_Error::merge_from). */
  mergeFrom(other: RestError): this {
    for (const code of other.getErrorCodes()) {
      for (const message of other.getErrorMessages(code)) this.add(code, message);
      for (const data of other.getAllErrorData(code)) this.addData(data, code);
    }
    return this;
  }

  getErrorCodes(): string[] {
    return Object.keys(this.errors);
  }

  getErrorMessages(code?: string): string[] {
    if (code !== undefined) return this.errors[code] ?? [];
    // A plain loop: Array.prototype.flat is slow, and validation errors are built on the request path.
    const all: string[] = [];
    for (const messages of Object.values(this.errors)) for (const message of messages) all.push(message);
    return all;
  }

  getErrorData(code?: string): ErrorData | undefined {
    return this.errorData[code ?? this.code];
  }

  hasErrors(): boolean {
    return this.code !== '';
  }
}

export function isRestError(value: unknown): value is RestError {
  return value instanceof RestError;
}
