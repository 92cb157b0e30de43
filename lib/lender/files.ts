// Documents from the lender API, streamed through the portal (the browser never sees the upstream).
import 'server-only';
import { LENDER_API_URL, requestIdHeader } from './client';
import { LenderError } from './errors';

export async function fetchFile(token: string, id: number): Promise<{ body: ArrayBuffer; filename: string }> {
  let res: Response;
  try {
    res = await fetch(new URL(`/api/files/${id}`, LENDER_API_URL), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf', ...(await requestIdHeader()) },
      signal: AbortSignal.timeout(15_000),
      cache: 'no-store',
    });
  } catch (err) {
    const timeout = err instanceof Error && err.name === 'TimeoutError';
    throw new LenderError(timeout ? 'timeout' : 'unreachable', timeout ? 504 : 502, 'The document could not be fetched');
  }
  if (!res.ok) throw new LenderError('http', res.status, 'The document could not be fetched');
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `document-${id}.pdf`;
  return { body: await res.arrayBuffer(), filename };
}
