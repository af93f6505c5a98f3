import type { CliOutput } from '../io';

const BAR_WIDTH = 30;

/**
 * Progress of a long task on stderr: a bar redrawn in place on a terminal, otherwise (logs, CI)
 * one line each time another tenth is done.
 */
export class Progress {
  private done = 0;
  private shown = -1;

  constructor(
    private readonly out: CliOutput,
    private readonly label: string,
    private readonly total: number,
  ) {}

  advance(count = 1): void {
    this.done = Math.min(this.total, this.done + count);
    const percent = this.total === 0 ? 100 : Math.floor((this.done * 100) / this.total);
    if (this.out.isTTY === true) {
      if (percent !== this.shown) this.draw(percent);
    } else {
      const tenth = Math.floor(percent / 10) * 10;
      if (tenth > this.shown && tenth > 0) this.out.write(`${this.label}: ${tenth}% (${this.done}/${this.total})\n`);
      this.shown = Math.max(this.shown, tenth);
      return;
    }
    this.shown = percent;
  }

  /** Ends the bar's line on a terminal. */
  finish(): void {
    if (this.out.isTTY === true && this.shown >= 0) this.out.write('\n');
  }

  private draw(percent: number): void {
    const filled = Math.round((percent * BAR_WIDTH) / 100);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
    this.out.write(`\r${this.label} [${bar}] ${String(percent).padStart(3)}% ${this.done}/${this.total}`);
  }
}
