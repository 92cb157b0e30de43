// A BFF route called by its entry (lib/client/bff-routes.ts): the path is built from the entry's
// template and the call's params, the body and query are typed by the entry's schemas, and the answer is
// parsed by the entry's answer schema. Components call through useBffCall, which says the offline and
// "something went wrong" failures in the customer's language.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../contract/transaction-headers';
import { bffFetch, type BffOptions, type BffResult } from './bff-fetch';
import type { BffRoute, ParamsOf, SchemaOf } from './bff-routes';

/** A query value as the browser writes it: a number where the server reads digits. */
type QueryValue<V> = V extends string ? V | number : V;
type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]: QueryValue<z.input<S>[K]> };

type ParamsPart<R extends BffRoute> = [ParamsOf<R['path']>] extends [never] ? unknown : { params: Record<ParamsOf<R['path']>, string | number> };
type BodyPart<R extends BffRoute> = R['body'] extends () => Promise<z.ZodType> ? { body: z.input<SchemaOf<R['body']>> } : unknown;
type QueryPart<R extends BffRoute> = R['query'] extends () => Promise<z.ZodType> ? { query: QueryOf<SchemaOf<R['query']>> } : unknown;
/** A money call carries the key made once per confirmed form, so a second press or a retry pays once. */
type KeyPart<R extends BffRoute> = R['idempotent'] extends true ? { idempotencyKey: string } : unknown;

export type CallOptions<R extends BffRoute> = Pick<BffOptions<never>, 'fallbackMessage' | 'offlineMessage' | 'onSignedOut'> & ParamsPart<R> & BodyPart<R> & QueryPart<R> & KeyPart<R>;

/** The answer a route's entry parses. */
export type AnswerOf<R extends BffRoute> = z.infer<R['answer'] extends () => Promise<infer S> ? S : R['answer']>;

type Loose = { params?: Record<string, string | number>; body?: unknown; query?: Record<string, unknown>; idempotencyKey?: string };

/** The entry's path with its parameters filled in, and the query after it. */
export function bffPath(route: Pick<BffRoute, 'path'>, params: Record<string, string | number> = {}, query: Record<string, unknown> = {}): string {
  const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])));
  return search.size > 0 ? `${path}?${search}` : path;
}

export function bffCall<R extends BffRoute>(route: R, options: CallOptions<R>): Promise<BffResult<AnswerOf<R>>> {
  const { params, body, query, idempotencyKey, ...rest } = options as CallOptions<R> & Loose;
  return bffFetch(bffPath(route, params, query), {
    ...rest,
    method: route.method,
    ...(route.body ? { body } : {}),
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
    schema: route.answer,
  }) as Promise<BffResult<AnswerOf<R>>>;
}

/** bffCall, saying the offline and the fallback failures in the customer's language (common.forms). */
export function useBffCall(): typeof bffCall {
  const t = useTranslations('common.forms');
  return useCallback(
    <R extends BffRoute>(route: R, options: CallOptions<R>) => bffCall(route, { fallbackMessage: t('failed'), offlineMessage: t('offline'), ...options }),
    [t],
  );
}
