// The BFF's refusals in the caller's language (issue 23): the language link's cookie, else the browser's
// Accept-Language (no lender call for it). Only answers that are not OK change; see lib/i18n/reverse.ts
// for which words are translated.
import 'server-only';
import type { NextRequest } from 'next/server';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { chooseLocale, LOCALE_COOKIE } from '../i18n/locales';
import { translateErrorBody, translationTable, type ErrorBody } from '../i18n/reverse';

/** The namespaces whose words the lender and the BFF say: the BFF's own, the rules', the bank accounts', account access's, the application's and signing's refusals. */
const NAMESPACES = ['bff', 'rules', 'bank-accounts', 'payment.soldOff', 'account.lender', 'apply.refusals', 'application.refusals'];
let spanish: Map<string, string> | null = null;

export async function inCallersLanguage(request: NextRequest, response: Response): Promise<Response> {
  if (response.ok) return response;
  const locale = chooseLocale({ cookie: request.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: request.headers.get('accept-language') });
  if (locale === 'en-US' || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as ErrorBody | null;
  if (!body || typeof body.message !== 'string') return response;
  spanish ??= translationTable(en, es, NAMESPACES);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(translateErrorBody(body, spanish)), { status: response.status, headers });
}
