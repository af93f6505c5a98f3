/** What happened to the rows of one kind (users, posts, postmeta…). */
export interface KindReport {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows not imported, counted by reason. */
  skipped: Record<string, number>;
}

/** The outcome of one import, kind by kind, in the order they ran. */
export class ImportReport {
  readonly kinds = new Map<string, KindReport>();
  /** Observations that are not per-row skips (e.g. post types without a REST route). */
  readonly notes: string[] = [];

  kind(name: string): KindReport {
    let report = this.kinds.get(name);
    if (report === undefined) {
      report = { created: 0, updated: 0, unchanged: 0, skipped: {} };
      this.kinds.set(name, report);
    }
    return report;
  }

  skip(kind: string, reason: string, count = 1): void {
    const skipped = this.kind(kind).skipped;
    skipped[reason] = (skipped[reason] ?? 0) + count;
  }

  /** Rows created or updated over every kind (0 on a second run of the same source). */
  get changes(): number {
    let total = 0;
    for (const report of this.kinds.values()) total += report.created + report.updated;
    return total;
  }

  /** A plain-text summary, one line per kind then its skip reasons. */
  format(dryRun: boolean): string {
    const verb = dryRun ? 'would be ' : '';
    const lines = [dryRun ? 'Dry run: nothing was written.' : 'Import finished.'];
    for (const [name, r] of this.kinds) {
      const skipped = Object.values(r.skipped).reduce((a, b) => a + b, 0);
      lines.push(`  ${name}: ${r.created} ${verb}created, ${r.updated} ${verb}updated, ${r.unchanged} unchanged, ${skipped} skipped`);
      for (const [reason, count] of Object.entries(r.skipped)) lines.push(`    skipped ${count}: ${reason}`);
    }
    for (const note of this.notes) lines.push(`  note: ${note}`);
    return `${lines.join('\n')}\n`;
  }
}
