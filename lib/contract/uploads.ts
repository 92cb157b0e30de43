// Files the customer sends the lender, and the application's to-do list they answer (all of it the portal's
// extension: the spec names neither). An upload is one multipart/form-data part named `file`, streamed by the
// portal to the lender as it arrives; the lender decides its type by its first bytes, scans it and keeps it
// with its size and sha-256. The to-do list says, for an application waiting on its customer, what the lender
// needs by the application's status and where each item stands. Each answer's `data` is itself marked as the
// extension: a lender that sends only what the spec names sends none, and the portal leaves the list out.
import { z } from 'zod';
import { IdSchema } from './common';
import { UPLOAD_MESSAGES, UPLOAD_REASON_MAX, UPLOAD_TYPES } from './limits';
import { ext } from './wire';

/** The multipart part that carries the file. */
export const UPLOAD_FIELD = 'file';

/** What a to-do item asks for. */
export const CHECKLIST_ITEMS = ['repair_order', 'final_repair_estimate', 'photo_id', 'proof_of_address', 'proof_of_income'] as const;
export type ChecklistItemKey = (typeof CHECKLIST_ITEMS)[number];

/** needed: nothing sent yet (or refused and nothing new since); received: waiting for review. */
export const CHECKLIST_STATES = ['needed', 'received', 'accepted', 'refused'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

export const UploadSchema = z.object({
  id: IdSchema,
  /** The name the customer's file had, cut to letters, digits, dots, dashes and spaces. */
  filename: z.string(),
  /** Decided by the file's first bytes. */
  type: z.enum(UPLOAD_TYPES),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The malware scan's verdict: only a clean file is kept. */
  scan: z.literal('clean'),
  uploaded_at: z.iso.datetime({ offset: true }),
});
export type Upload = z.infer<typeof UploadSchema>;

export const ChecklistItemSchema = z.object({
  key: z.enum(CHECKLIST_ITEMS),
  state: z.enum(CHECKLIST_STATES),
  /** Why staff refused the item (shown to the customer); null unless refused. */
  refusal_reason: z.string().nullable(),
  /** The files of the item's current round (a refusal starts a new one). */
  files: z.array(UploadSchema),
  /** How many more files the item takes in this round. */
  files_left: z.number().int().nonnegative(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistSchema = z.object({
  application_id: IdSchema,
  status_cache_status: z.string(),
  /** Empty when the application waits on nothing the customer can send. */
  items: z.array(ChecklistItemSchema),
  /** Whether the caller may accept or refuse items (staff of a reviewing role). */
  can_review: z.boolean(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

const CHECKLIST_NOTE = {
  why: "The application's to-do list: what the lender needs from the customer, each item's state and files.",
  without: 'The application page says only that the lender will be in touch; no upload is offered.',
};

/** GET /api/applications/{id}/checklist */
export const ChecklistResponseSchema = z.object({ data: ext(ChecklistSchema, CHECKLIST_NOTE) });

/** POST /api/applications/{id}/checklist/{item}/files: the file kept (201), or the same file again (200). */
export const UploadResponseSchema = z.object({
  data: ext(z.object({ upload: UploadSchema, checklist: ChecklistSchema }), CHECKLIST_NOTE),
});

export const REVIEW_DECISIONS = ['accept', 'refuse'] as const;

/** POST /api/applications/{id}/checklist/{item}/review: staff accept an item, or refuse it with the reason. */
export const ReviewRequestSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reason: z.string().trim().max(UPLOAD_REASON_MAX, UPLOAD_MESSAGES.reasonTooLong).optional(),
  })
  .refine((r) => r.decision === 'accept' || (r.reason ?? '').length > 0, { message: UPLOAD_MESSAGES.reasonRequired, path: ['reason'] });
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const ReviewResponseSchema = z.object({ data: ext(ChecklistSchema, CHECKLIST_NOTE) });
