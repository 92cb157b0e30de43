// A file sent to the lender as it arrives: the browser's multipart body piped through the portal (a
// `duplex: 'half'` request body), never held whole in the portal's memory. The call is a row of the call table
// with `upload` (lib/contract/calls.ts); its answer is parsed by the row's schema like every other call's.
import 'server-only';
import type { z } from 'zod';
import { callOf, callPath, type CallId, type CallOf } from '../contract/calls';
import { ErrorBodySchema } from '../contract/common';
import { IDEMPOTENCY_HEADER } from '../contract/transactions';
import { LENDER_API_URL, requestIdHeader } from './client';
import { LenderError } from './errors';
import { tracedAttempt, type Outcome } from './trace';

export type UploadCallId = Extract<CallOf<CallId>, { upload: object }>['id'];
type UploadAnswer<Id extends UploadCallId> = CallOf<Id>['response'] extends infer R extends z.ZodType ? z.output<R> : never;

export interface UploadInput {
  token: string;
  params: Record<string, string | number>;
  /** The request's body as it arrives (lib/bff/handler.ts's `stream`), with its multipart content type. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  idempotencyKey?: string;
}

const fetchOutcome = (result: Response | Error): Outcome =>
  result instanceof Error ? { error: result.name === 'TimeoutError' ? 'timeout' : 'unreachable' } : { status: result.status };

/** Sends the file; the lender's answer parsed by the row's schema, or a LenderError as every call throws. */
export async function sendUpload<Id extends UploadCallId>(id: Id, input: UploadInput): Promise<UploadAnswer<Id>> {
  const call = callOf(id);
  const url = new URL(callPath(id, input.params), LENDER_API_URL);
  const headers: Record<string, string> = {
    authorization: `Bearer ${input.token}`,
    accept: 'application/json',
    'content-type': input.contentType,
    ...(input.idempotencyKey ? { [IDEMPOTENCY_HEADER]: input.idempotencyKey } : {}),
    ...(await requestIdHeader()),
  };
  let res: Response;
  try {
    res = await tracedAttempt({ method: call.method, url, headers, attempt: 1 }, (sent) =>
      fetch(url, {
        method: call.method,
        headers: sent,
        body: input.body,
        // A stream body is sent as it is read (Node's fetch asks for half duplex to take one).
        duplex: 'half',
        signal: AbortSignal.timeout(call.timeoutMs ?? 60_000),
        cache: 'no-store',
      } as RequestInit & { duplex: 'half' }),
    fetchOutcome);
  } catch (err) {
    const timeout = err instanceof Error && err.name === 'TimeoutError';
    throw new LenderError(timeout ? 'timeout' : 'unreachable', timeout ? 504 : 502, timeout ? 'The lender API did not answer in time' : 'The lender API could not be reached');
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ErrorBodySchema.safeParse(json);
    throw new LenderError('http', res.status, parsed.success ? parsed.data.message : `Lender API answered ${res.status}`, parsed.success ? parsed.data.errors : undefined, res.headers.get('retry-after') ?? undefined, parsed.success ? parsed.data.code : undefined);
  }
  const schema = call.response as z.ZodType;
  const answer = schema.safeParse(json);
  if (!answer.success) throw new LenderError('malformed', 502, `Unexpected answer from ${call.method} ${call.path}`);
  return answer.data as UploadAnswer<Id>;
}
