// Real-user monitoring (spec 001 sections 7 and 9): what the browser sends to the portal's own intake
// (POST /api/monitoring/intake), and what the intake keeps or forwards to the collector.
import { z } from 'zod';
import { SafeMultilineTextSchema, SafeTextSchema } from './common';

/** Spec 001 section 9: monitoring samples 100 percent of sessions. */
export const RUM_SESSION_SAMPLE_RATE = 1;
export const RUM_MAX_EVENTS = 20;
export const RUM_MAX_BODY_BYTES = 16 * 1024;
export const RUM_MAX_MESSAGE = 1000;
export const RUM_MAX_STACK = 4000;

/** A path only: no query string or fragment (they may hold ids or a return address). */
const PathSchema = z.string().max(300).regex(/^\/[^?#\s]*$/, 'Must be a path without query or fragment');

export const WebVitalEventSchema = z.object({
  type: z.literal('web-vital'),
  name: z.enum(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']),
  /** Milliseconds, except CLS (a unitless score). */
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  id: SafeTextSchema.min(1).max(100),
  navigation_type: SafeTextSchema.max(40).optional(),
  path: PathSchema,
});

export const ClientErrorEventSchema = z.object({
  type: z.literal('error'),
  /** window error, unhandled promise rejection, or an error boundary of the app. */
  kind: z.enum(['error', 'unhandledrejection', 'boundary']),
  message: SafeMultilineTextSchema.max(RUM_MAX_MESSAGE),
  source: SafeTextSchema.max(500).optional(),
  line: z.number().int().min(0).optional(),
  column: z.number().int().min(0).optional(),
  stack: SafeMultilineTextSchema.max(RUM_MAX_STACK).optional(),
  digest: SafeTextSchema.max(100).optional(),
  path: PathSchema,
});

export const RumEventSchema = z.discriminatedUnion('type', [WebVitalEventSchema, ClientErrorEventSchema]);
export type RumEvent = z.infer<typeof RumEventSchema>;

export const RumBatchSchema = z.object({
  /** One id per page load, made by the browser. */
  view_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Must be 8 to 64 letters, digits or dashes'),
  events: z.array(RumEventSchema).min(1).max(RUM_MAX_EVENTS),
});
export type RumBatch = z.infer<typeof RumBatchSchema>;

/** One event as the intake writes or forwards it: tagged with the build's version, commit and environment. */
export type RumRecord = RumEvent & {
  view_id: string;
  received_at: string;
  version: string;
  commit: string;
  environment: string;
  sample_rate: number;
};
