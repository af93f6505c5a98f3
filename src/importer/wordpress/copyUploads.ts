import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ImportContext } from './ImportContext';

/** Every file under `dir`, as paths relative to it. */
async function listFiles(dir: string, base = dir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path, base)));
    else if (entry.isFile()) files.push(relative(base, path));
  }
  return files;
}

async function digest(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function sameContent(a: string, b: string): Promise<boolean> {
  return (await digest(a)) === (await digest(b));
}

/**
 * Copies WordPress's uploads folder (wp-content/uploads) into ours, keeping the year/month
 * layout that `_wp_attached_file` and `_wp_attachment_metadata` name. A file already there
 * with the same content is left alone.
 */
export async function copyUploads(ctx: ImportContext, from: string, to: string): Promise<void> {
  const report = ctx.report.kind('upload files');
  const files = await listFiles(from);
  ctx.progress.start('upload files', files.length);
  try {
    for (const file of files) {
      const source = await stat(join(from, file));
      const target = await stat(join(to, file)).catch(() => undefined);
      if (target !== undefined && target.size === source.size && (await sameContent(join(from, file), join(to, file)))) {
        report.unchanged++;
      } else {
        if (target === undefined) report.created++;
        else report.updated++;
        if (!ctx.dryRun) {
          await mkdir(join(to, file, '..'), { recursive: true });
          await copyFile(join(from, file), join(to, file));
        }
      }
      ctx.progress.advance(1);
    }
  } finally {
    ctx.progress.finish();
  }
}
