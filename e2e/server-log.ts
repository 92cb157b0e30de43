// The servers' JSON log lines (pino) in the browser tests' log file (scripts/start.mjs's LOG_FILE): both
// servers append to it; other lines (Next's own start-up text) are skipped.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serverLogFile } from '../playwright.config';

export const logPath = path.resolve(serverLogFile);

export interface LogEntry {
  name: 'portal' | 'sandbox';
  msg: string;
  level: number;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  userId?: number;
  params?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the logged parameters are asserted field by field
}

/** Where the log ends now, in bytes: read from here after a test's steps. */
export const logOffset = async () => (await stat(logPath)).size;

/** The log's text since `from` (bytes are cut, then decoded: a multibyte character earlier would shift a cut in characters). */
export const logTextSince = async (from: number) => (await readFile(logPath)).subarray(from).toString('utf8');

/** The JSON lines written since `from`. */
export async function logEntriesSince(from: number): Promise<LogEntry[]> {
  return (await logTextSince(from)).split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}
