// Documents from the lender API, streamed through the portal (the browser never sees the upstream).
import 'server-only';
import { callPath } from '../contract/calls';
import { LENDER_API_URL, requestIdHeader } from './client';
import { LenderError } from './errors';
import { tracedAttempt, type Outcome } from './trace';

const fetchOutcome = (result: Response | Error): Outcome =>
  result instanceof Error ? { error: result.name === 'TimeoutError' ? 'timeout' : 'unreachable' } : { status: result.status };

export function fetchFile(token: string, id: number) {
  return fetchPdf(token, new URL(callPath('getFile', { id }), LENDER_API_URL), `document-${id}.pdf`);
}

/** The payoff letter for a chosen date (an extension: a 404 when the lender has none). */
export const getPayoffQuoteLetter = (token: string, applicationId: number, date: string) =>
  fetchPdf(token, withQuery(new URL(callPath('getPayoffQuoteLetter', { applicationId }), LENDER_API_URL), { date }), `payoff-letter-${applicationId}-${date}.pdf`);

/** The electronic delivery disclosure with the customer's code (an extension: a 404 when the lender has none). */
export const getEsignDisclosure = (token: string, userId: number) =>
  fetchPdf(token, new URL(callPath('getEsignDisclosure', { id: userId }), LENDER_API_URL), 'electronic-delivery-disclosure.pdf');

const withQuery = (url: URL, query: Record<string, string>) => {
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
};

async function fetchPdf(token: string, url: URL, fallbackName: string): Promise<{ body: ArrayBuffer; filename: string }> {
  let res: Response;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/pdf', ...(await requestIdHeader()) };
  try {
    // In its span when traces are on, like every lender call (./trace.ts).
    res = await tracedAttempt({ method: 'GET', url, headers, attempt: 1 }, (sent) => fetch(url, { headers: sent, signal: AbortSignal.timeout(15_000), cache: 'no-store' }), fetchOutcome);
  } catch (err) {
    const timeout = err instanceof Error && err.name === 'TimeoutError';
    throw new LenderError(timeout ? 'timeout' : 'unreachable', timeout ? 504 : 502, 'The document could not be fetched');
  }
  if (!res.ok) throw new LenderError('http', res.status, 'The document could not be fetched');
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { body: await res.arrayBuffer(), filename };
}

/** The file types a customer's upload may have: anything else the lender answers is not passed on. */
const UPLOAD_CONTENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/heic']);

/** A file a customer sent (their own, or any for staff), passed on as it arrives with the type its bytes showed. */
export async function fetchUpload(token: string, id: number): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; filename: string }> {
  const url = new URL(callPath('getUpload', { id }), LENDER_API_URL);
  const headers = { authorization: `Bearer ${token}`, ...(await requestIdHeader()) };
  let res: Response;
  try {
    res = await tracedAttempt({ method: 'GET', url, headers, attempt: 1 }, (sent) => fetch(url, { headers: sent, signal: AbortSignal.timeout(30_000), cache: 'no-store' }), fetchOutcome);
  } catch (err) {
    const timeout = err instanceof Error && err.name === 'TimeoutError';
    throw new LenderError(timeout ? 'timeout' : 'unreachable', timeout ? 504 : 502, 'The file could not be fetched');
  }
  if (!res.ok) throw new LenderError('http', res.status, 'The file could not be fetched');
  const contentType = res.headers.get('content-type') ?? '';
  if (!res.body || !UPLOAD_CONTENT_TYPES.has(contentType)) throw new LenderError('malformed', 502, 'The file could not be fetched');
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `file-${id}`;
  return { body: res.body, contentType, filename };
}
