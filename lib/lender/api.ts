// The lender API calls the portal makes, derived from the call table (lib/contract/calls.ts): one function
// per row, `lender.getUser({ token, id })`, typed by the row (path parameters by name, query, body, the
// visitor or Idempotency-Key its headers need) and parsed by its answer schema. Nothing here repeats a
// method, path, schema or header. Each returns the answer's data: the record or list inside `{ data }`
// (never the envelope), or the whole answer where it has no envelope or a page's `meta` beside it.
// Reads (a GET that changes nothing) are cached per request: the header and the page ask for the same records.
import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SECRET_HEADER,
  CLIENT_AGENT_HEADER,
  CLIENT_AGENT_MAX,
  type Visitor,
} from '../contract/client-address';
import { answersFile, callOf, callPath, LENDER_CALLS, type CallAnswer, type CallInput, type JsonCallId, type LenderCall } from '../contract/calls';
import { toCardAccount } from './card-account';
import { lenderFetch } from './client';

export type { Visitor };

/** The answer as callers get it: the data of a `{ data }` envelope, else the whole answer. */
type Unwrapped<T> = T extends object ? ('data' extends keyof T ? ([Exclude<keyof T, 'data'>] extends [never] ? T['data'] : T) : T) : T;

/** Answers reshaped as soon as they are read: the card account's servicer number is cut to its last 4
 * here, before any page or handler sees it. */
const RESHAPE = {
  getRevolver: (data: Unwrapped<CallAnswer<'getRevolver'>>) => ({ ...data, attributes: toCardAccount(data.attributes) }),
};

export type LenderAnswer<Id extends JsonCallId> = Id extends keyof typeof RESHAPE ? ReturnType<(typeof RESHAPE)[Id]> : Unwrapped<CallAnswer<Id>>;
export type LenderClient = { [Id in JsonCallId]: (input: CallInput<Id>) => Promise<LenderAnswer<Id>> };

/** What a call's input may hold, seen from the generic side. */
interface AnyInput {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  visitor?: Visitor;
  idempotencyKey?: string;
  [param: string]: unknown;
}

/**
 * The visitor for the lender, in headers it believes only with the secret the two share
 * (LENDER_CLIENT_ADDRESS_SECRET). Without the secret nothing is sent: the lender then counts the portal's
 * own address; the browser goes only beside the address.
 */
function visitorHeaders(visitor: Visitor): Record<string, string> {
  const secret = process.env.LENDER_CLIENT_ADDRESS_SECRET;
  if (!secret || !visitor.address) return {};
  const agent = visitor.userAgent?.replace(/[^\x20-\x7e]/g, '').slice(0, CLIENT_AGENT_MAX);
  return { [CLIENT_ADDRESS_HEADER]: visitor.address, [CLIENT_ADDRESS_SECRET_HEADER]: secret, ...(agent ? { [CLIENT_AGENT_HEADER]: agent } : {}) };
}

/** The headers the row declares, each from where the row says. */
function headersOf(call: LenderCall, input: AnyInput): Record<string, string> {
  const fromVisitor = input.visitor ? visitorHeaders(input.visitor) : {};
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(call.headers ?? {})) {
    const value = 'value' in header ? header.value : header.from === 'idempotencyKey' ? input.idempotencyKey : fromVisitor[name];
    if (value) headers[name] = value;
  }
  return headers;
}

const isEnvelope = (schema: LenderCall['response']) =>
  schema instanceof z.ZodObject && Object.keys(schema.shape).length === 1 && 'data' in schema.shape;

async function send(id: JsonCallId, input: AnyInput): Promise<unknown> {
  const call = callOf(id);
  const schema = call.response;
  if (typeof schema === 'string' || call.upload) throw new Error(`${id} answers a file or sends one: lib/lender/files.ts and lib/lender/uploads.ts make it`);
  const answer = await lenderFetch({
    method: call.method,
    path: callPath(id, input),
    token: input.token,
    query: input.query,
    body: input.body,
    schema,
    headers: headersOf(call, input),
    timeoutMs: call.timeoutMs,
  });
  const data: unknown = isEnvelope(schema) ? (answer as { data: unknown }).data : answer;
  const reshape = (RESHAPE as Record<string, (d: never) => unknown>)[id];
  return reshape ? reshape(data as never) : data;
}

/** Per request, keyed by the call and its whole input (the token included). */
const read = cache((id: JsonCallId, input: string) => send(id, JSON.parse(input) as AnyInput));

const isRead = (call: LenderCall) => call.method === 'GET' && !call.changesState;

export const lender = Object.fromEntries(
  LENDER_CALLS.filter((call: LenderCall) => !answersFile(call) && !call.upload).map((call) => {
    const id = call.id as JsonCallId;
    return [id, isRead(call) ? (input: AnyInput) => read(id, JSON.stringify(input)) : (input: AnyInput) => send(id, input)];
  }),
) as unknown as LenderClient;

