// A JSON-lines log that cannot fill the disk: the intake's reports come from anyone who sets our Origin
// header, so its file is rotated by size (file → file.1 → file.2 …) and the oldest rotated file is dropped
// once the files together would pass the total cap. Appends of one process go one at a time, so a
// rotation never interleaves with a write.
import 'server-only';
import { appendFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface LogCaps {
  /** The current file is rotated before it would pass this many bytes. */
  fileBytes: number;
  /** The current file and its rotated copies together stay within this many bytes. */
  totalBytes: number;
}

/** How many rotated copies fit beside the current file under the total cap. */
export const rotatedCopies = (caps: LogCaps) => Math.max(0, Math.floor(caps.totalBytes / caps.fileBytes) - 1);

const sizeOf = (file: string) => stat(file).then((s) => s.size, () => 0);

async function rotate(file: string, copies: number): Promise<void> {
  await rm(`${file}.${copies}`, { force: true });
  for (let i = copies - 1; i >= 1; i--) await rename(`${file}.${i}`, `${file}.${i + 1}`).catch(() => undefined);
  if (copies > 0) await rename(file, `${file}.1`).catch(() => undefined);
  else await rm(file, { force: true });
}

/** Appends `text` to `file`, rotating first when it would pass the file cap; answers false when `text` alone is too large to keep. */
async function appendWithin(file: string, text: string, caps: LogCaps): Promise<boolean> {
  const bytes = Buffer.byteLength(text);
  if (bytes > Math.min(caps.fileBytes, caps.totalBytes)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  if ((await sizeOf(file)) + bytes > caps.fileBytes) await rotate(file, rotatedCopies(caps));
  await appendFile(file, text);
  return true;
}

let queue: Promise<unknown> = Promise.resolve();

/** One append after another in this process; a failed one does not stop those behind it. */
export function appendCapped(file: string, text: string, caps: LogCaps): Promise<boolean> {
  const next = queue.then(() => appendWithin(file, text, caps));
  queue = next.catch(() => undefined);
  return next;
}
