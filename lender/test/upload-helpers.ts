// Files for the upload tests: a small sample of each kind the lender keeps and of each it refuses, and a
// multipart post of one (part `file`) to any upload route.
import { EICAR_TEST_STRING } from '../stand-ins/malware-scanner';
import type { Sandbox } from './harness';

export const SAMPLES = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  heic: () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic')]),
  gif: () => Buffer.from('GIF89a\x01\x00\x01\x00'),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  eicar: () => Buffer.from(`%PDF-1.4\n${EICAR_TEST_STRING}\n`),
};

/** Bodies that are not one multipart part `file`: [what, content type, body]. Each is refused as unreadable. */
export const MALFORMED_BODIES: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'garbage'],
  ['a broken body', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end'],
  ['no file part', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--XYZ--\r\n'],
  ['the file as a plain field', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF-1.4\r\n--XYZ--\r\n'],
  ['JSON', 'application/json', '{"file":"%PDF-"}'],
];

export interface SampleFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** Posts `file` as the one multipart part `file`, with the key when given. */
export async function postFile(sb: Sandbox, path: string, token: string | undefined, file: SampleFile, key?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  const res = await sb.app.request(path, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
}
