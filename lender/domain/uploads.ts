// The lender's side of a file a customer sends: read the one multipart part with a byte cap as it arrives,
// refuse an empty or oversized file, scan it (../stand-ins/malware-scanner.ts), decide its type by its first
// bytes (never its name or the type the browser claims), and keep it with its size and sha-256. The target is
// whatever the file answers (an application's to-do item: ./checklists.ts); another kind of target reads the
// file the same way and stores it with its own target_kind.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { UPLOAD_ENVELOPE_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UPLOAD_TYPES } from '../../lib/contract/limits';
import { UPLOAD_FIELD, type Upload } from '../../lib/contract/uploads';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { Deps, Env } from '../http/context';
import { HttpError } from '../http/errors';

export type UploadType = (typeof UPLOAD_TYPES)[number];
export type UploadRow = typeof uploads.$inferSelect;

export const CONTENT_TYPES: Record<UploadType, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', heic: 'image/heic' };

/** HEIF brands of a HEIC photo (an iPhone's): the ftyp box's major brand. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The file's type by its first bytes, or null for anything else (an executable renamed .pdf is null). */
export function detectType(bytes: Uint8Array): UploadType | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** A name safe to show and to put in a header: letters, digits, dots, dashes, underscores and spaces. */
export function safeFilename(name: string): string {
  const cleaned = name.replace(/[^\w .-]/g, '_').replace(/^[.\s]+/, '').trim().slice(-100);
  return cleaned || 'file';
}

/** A refusal of the file, by the `file` field (beside the file input). */
export const refuseFile = (message: string, status: 413 | 422 = 422) => new HttpError(status, message, { [UPLOAD_FIELD]: [message] });

/** The request's body, read as it arrives and refused once it passes `cap` bytes (nothing past it is kept). */
async function readCapped(c: Context<Env>, cap: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '');
  if (Number.isFinite(declared) && declared > cap) throw refuseFile(UPLOAD_MESSAGES.tooLarge, 413);
  const body = c.req.raw.body;
  if (!body) throw refuseFile(UPLOAD_MESSAGES.unreadable);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      throw refuseFile(UPLOAD_MESSAGES.tooLarge, 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface ReceivedFile {
  filename: string;
  bytes: Uint8Array;
}

/** The one file of a multipart/form-data body (part `file`), or a refusal that says what is wrong with it. */
export async function readUploadedFile(c: Context<Env>): Promise<ReceivedFile> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw refuseFile(UPLOAD_MESSAGES.unreadable);
  const raw = await readCapped(c, UPLOAD_MAX_BYTES + UPLOAD_ENVELOPE_BYTES);
  const form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData().catch(() => null);
  const part = form?.get(UPLOAD_FIELD);
  if (!part || typeof part === 'string') throw refuseFile(UPLOAD_MESSAGES.unreadable);
  if (part.size === 0) throw refuseFile(UPLOAD_MESSAGES.empty);
  if (part.size > UPLOAD_MAX_BYTES) throw refuseFile(UPLOAD_MESSAGES.tooLarge, 413);
  return { filename: safeFilename(part.name), bytes: new Uint8Array(await part.arrayBuffer()) };
}

export interface CheckedFile extends ReceivedFile {
  type: UploadType;
  sha256: string;
}

/** Scanned, then typed by its bytes: an infected file or one of another kind is refused and never kept. */
export async function checkFile(deps: Deps, file: ReceivedFile): Promise<CheckedFile> {
  if ((await deps.adapters.malwareScanner.scan(file.bytes)) !== 'clean') throw refuseFile(UPLOAD_MESSAGES.infected);
  const type = detectType(file.bytes);
  if (!type) throw refuseFile(UPLOAD_MESSAGES.type);
  return { ...file, type, sha256: createHash('sha256').update(file.bytes).digest('hex') };
}

export interface UploadTarget {
  kind: string;
  id: number;
  key: string;
  round: number;
  ownerId: number;
}

const ofTarget = (target: UploadTarget) =>
  and(eq(uploads.targetKind, target.kind), eq(uploads.targetId, target.id), eq(uploads.targetKey, target.key), eq(uploads.round, target.round));

/** The files of a target's current round, oldest first. */
export const uploadsOf = (db: Db, target: UploadTarget) => db.select().from(uploads).where(ofTarget(target)).orderBy(asc(uploads.createdAt), asc(uploads.id));

/** Keeps the checked file for the target (its bytes in the file store, by their sha-256); `uploadedBy` is the person who sent it. */
export async function storeUpload(deps: Deps, db: Db, target: UploadTarget, uploadedBy: number, file: CheckedFile, now: Date): Promise<UploadRow> {
  await deps.adapters.fileStore.put(file.sha256, file.bytes);
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId: target.ownerId,
      uploadedBy,
      targetKind: target.kind,
      targetId: target.id,
      targetKey: target.key,
      round: target.round,
      filename: file.filename,
      detectedType: file.type,
      size: file.bytes.byteLength,
      sha256: file.sha256,
      scanResult: 'clean',
      storageKey: file.sha256,
      createdAt: now,
    })
    .returning();
  return row!;
}

export const serializeUpload = (row: UploadRow): Upload => ({
  id: row.id,
  filename: row.filename,
  type: row.detectedType as UploadType,
  size: row.size,
  sha256: row.sha256,
  scan: 'clean',
  uploaded_at: row.createdAt.toISOString(),
});

