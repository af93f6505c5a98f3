import type { ImportProgress } from '../importer/wordpress/ImportContext';
import type { CliOutput } from './io';
import { Progress } from './seed/Progress';

/** One progress display per phase on stderr: each table of an import, each phase of a seed. */
export class CliProgress implements ImportProgress {
  private current: Progress | undefined;

  constructor(private readonly out: CliOutput) {}

  start(kind: string, total: number): void {
    this.current = new Progress(this.out, kind, total);
    if (total === 0) this.current.advance(0);
  }

  advance(count: number): void {
    this.current?.advance(count);
  }

  finish(): void {
    this.current?.finish();
    this.current = undefined;
  }
}
