// The BFF's refusals in the caller's language: the language link's cookie, else the browser's
// Accept-Language (no lender call for it). A refusal travels by its code (lib/contract/refusals.ts), which
// is its message's key in the catalogues; the message and each field's messages are said in that language
// from there. A message without a code (one with figures, one the portal does not know) stays as it was said.
import 'server-only';
import type { NextRequest } from 'next/server';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { chooseLocale, LOCALE_COOKIE, type Locale } from '../i18n/locales';

type Tree = { [key: string]: string | Tree };
const CATALOGUES: Record<Locale, Tree> = { 'en-US': en, 'es-US': es };

/** The catalogue's words for a code ('rules.routing'), when it has them and they take no argument. */
export function refusalText(locale: Locale, code: string | undefined): string | undefined {
  if (!code) return undefined;
  let node: string | Tree | undefined = CATALOGUES[locale];
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && !/[{<]/.test(node) ? node : undefined;
}

/** The BFF's own refusal, by its code: the English words are the catalogue's. */
export function bffRefusal(code: `bff.${keyof typeof en.bff}`): { code: string; message: string } {
  return { code, message: refusalText('en-US', code)! };
}

/** An error answer's body, as the BFF writes it (lib/bff/handler.ts, errorJson). */
export interface RefusalBody {
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  codes?: Record<string, string[]>;
}

/** The body with every message that has a code in the catalogue's words of `locale`. */
export function localizeRefusal(body: RefusalBody, locale: Locale): RefusalBody {
  const say = (code: string | undefined, said: string) => refusalText(locale, code) ?? said;
  const errors = body.errors
    ? Object.fromEntries(Object.entries(body.errors).map(([field, list]) => [field, list.map((said, i) => say(body.codes?.[field]?.[i], said))]))
    : undefined;
  return { ...body, message: say(body.code, body.message), ...(errors ? { errors } : {}) };
}

export async function inCallersLanguage(request: NextRequest, response: Response): Promise<Response> {
  if (response.ok) return response;
  const locale = chooseLocale({ cookie: request.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: request.headers.get('accept-language') });
  if (locale === 'en-US' || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as RefusalBody | null;
  if (!body || typeof body.message !== 'string') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(localizeRefusal(body, locale)), { status: response.status, headers });
}
