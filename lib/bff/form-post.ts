// The plain form posts of the pages that work without JavaScript (sign-in, forgotten password, reset,
// activation): one way to refuse a foreign origin, read the form's fields, parse them, and answer with a
// 303 back to a page. Redirects go to the portal's public origin (portalOrigin), never to request.url's:
// that is the address the server listens on (http://0.0.0.0:3000 for a standalone server).
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { isSameOrigin } from './handler';
import { portalOrigin } from './request-info';
import { isLenderError } from '../lender/errors';
import { passwordRefusalOf } from '../rules/password-words';

/** 303 See Other to one of the portal's pages, with these query parameters. */
export function seeOther(request: NextRequest, path: string, params: Record<string, string> = {}): NextResponse {
  const url = new URL(path, portalOrigin(request));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}

/** The answer to a post from another origin, or null when the post is ours. */
export function refusedOrigin(request: NextRequest): NextResponse | null {
  return isSameOrigin(request) ? null : NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
}

/** The form's fields as strings ('' for a missing one or a file); an unreadable body reads as empty. */
export async function formFields(request: NextRequest): Promise<(name: string) => string> {
  const form = await request.formData().catch(() => null);
  return (name) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
}

/** The fields parsed by the schema, or the names of the fields it refused with the first message of each. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; refused: Set<string>; messages: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, refused: new Set(Object.keys(messages)), messages };
}

/** The code of a new password the form's schema refused (empty, too long, a character sign-in cannot take). */
export const schemaPasswordRefusal = (message: string | undefined) => passwordRefusalOf(message ?? '') ?? 'empty';

/**
 * A lender's refusal of a link-and-new-password form (reset, activation) as the form's error code: a used-up
 * or expired link ('expired', the link is not offered again), a refused password (its reason's code), too
 * many tries ('locked'), or the lender not answering ('unavailable').
 */
export function newPasswordRefusal(err: unknown): { error: string; keepLink: boolean } {
  if (isLenderError(err) && err.status === 410) return { error: 'expired', keepLink: false };
  if (isLenderError(err) && err.status === 422) return { error: passwordRefusalOf(err.errors?.new_password?.[0] ?? err.message) ?? 'weak', keepLink: true };
  if (isLenderError(err) && err.status === 429) return { error: 'locked', keepLink: true };
  return { error: 'unavailable', keepLink: true };
}
