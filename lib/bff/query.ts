// Query strings of BFF GET handlers, parsed with their lib/contract schema: a bad one answers 422.
import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { errorJson } from './handler';

export function parseQuery<S extends z.ZodType>(request: NextRequest, schema: S): { data: z.infer<S> } | { response: Response } {
  const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'base'] ??= []).push(issue.message);
  return { response: errorJson(422, 'Please correct the highlighted fields.', errors) };
}
