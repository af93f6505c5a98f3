/**
 * Developer notices: SPEC's "a developer notice is raised". They never reach
 * the client; they are recorded (observable in tests) and logged once per
 * distinct message so a misconfigured route does not flood the log.
 */
export interface DeveloperNotice {
  /** The function the notice is about, e.g. `registerRoute`. */
  readonly functionName: string;
  readonly message: string;
  /** The version in which the behaviour became a notice, when known. */
  readonly version?: string;
}

export type NoticeLogger = (line: string) => void;

export class Notices {
  private readonly recorded: DeveloperNotice[] = [];
  private readonly logged = new Set<string>();

  constructor(private readonly log: NoticeLogger = (line) => process.emitWarning(line, 'SvcRestNotice')) {}

  raise(functionName: string, message: string, version?: string): void {
    const notice: DeveloperNotice = version === undefined ? { functionName, message } : { functionName, message, version };
    this.recorded.push(notice);
    const line = `${functionName} was called incorrectly. ${message}`;
    if (!this.logged.has(line)) {
      this.logged.add(line);
      this.log(line);
    }
  }

  /** Every notice raised so far, oldest first. */
  all(): readonly DeveloperNotice[] {
    return this.recorded;
  }

  clear(): void {
    this.recorded.length = 0;
  }
}

/** Notices raised outside any app (e.g. by the pure schema helpers), logged once per message. */
export const globalNotices = new Notices();
