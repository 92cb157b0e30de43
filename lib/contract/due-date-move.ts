// Moving the due date, all of it the portal's extension (the spec names none of these calls): whether the
// loan may move and why not, a preview of a new day (the first new due date and any interest the move
// adds), and the move itself (a sensitive change: step-up; once per Idempotency-Key). Each answer's `data`
// is itself the extension: a lender that sends only what the spec names sends none, and the portal leaves
// the feature out, as it does when the call answers 404.
import { z } from 'zod';
import { authorizationCopyFile, IsoDateSchema, MoneySchema } from './common';
import { ext } from './wire';

export const DueDateMoveRecordSchema = z.object({
  id: z.number().int().positive(),
  moved_at: z.iso.datetime({ offset: true }),
  previous_due_date: IsoDateSchema,
  new_due_date: IsoDateSchema,
  new_day: z.number().int(),
  /** The interest the later due date added (0 when the date came earlier). */
  added_interest: MoneySchema,
  /** The customer accepted a new autopay authorization and autopay's day moved with the due date. */
  autopay_moved: z.boolean(),
});
export type DueDateMoveRecord = z.infer<typeof DueDateMoveRecordSchema>;

/** A reason the loan may not move: its code (DUE_DATE_MOVE_REASON_MESSAGES) and the lender's words. */
export const DueDateMoveReasonSchema = z.object({ code: z.string().max(60), message: z.string().max(300) });

export const DueDateMoveEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** Empty when eligible. */
  reasons: z.array(DueDateMoveReasonSchema),
  /** The due date a move would replace (the next one from today); null when nothing is coming. */
  current_due_date: IsoDateSchema.nullable(),
  /** The days of the month the loan may move to now (empty when not eligible). */
  allowed_days: z.array(z.number().int().min(1).max(31)),
  moves_left: z.number().int().min(0),
  /** Every move of this loan, newest first. */
  moves: z.array(DueDateMoveRecordSchema),
});
export type DueDateMoveEligibility = z.infer<typeof DueDateMoveEligibilitySchema>;

/** GET /api/loan_accounts/{applicationId}/due_date_move */
export const DueDateMoveEligibilityResponseSchema = z.object({
  data: ext(DueDateMoveEligibilitySchema, {
    why: 'Moving the due date: whether the loan may move and why not, the days it may move to, and the moves so far.',
    without: 'Moving the due date is left out of the loan area.',
  }),
});

/** ?day=1…28: the new day of the month. */
export const DueDateMovePreviewQuerySchema = z.object({ day: z.coerce.number().int() });

export const DueDateMovePreviewSchema = z.object({
  day: z.number().int(),
  previous_due_date: IsoDateSchema,
  first_due_date: IsoDateSchema,
  /** The interest the move adds: the per-diem for each day the due date comes later (0 when earlier). */
  added_interest: MoneySchema,
  /** Autopay on the loan and where its next debit would go; null without autopay. */
  autopay: z
    .object({
      next_transaction_date: IsoDateSchema,
      new_next_transaction_date: IsoDateSchema,
      /** The authorization version to accept for autopay's day to move. */
      authorization_version: z.string().max(60),
    })
    .nullable(),
});
export type DueDateMovePreview = z.infer<typeof DueDateMovePreviewSchema>;

/** GET /api/loan_accounts/{applicationId}/due_date_move/preview?day= */
export const DueDateMovePreviewResponseSchema = z.object({
  data: ext(DueDateMovePreviewSchema, {
    why: 'The first new due date and any interest the move adds, before the customer confirms.',
    without: 'Moving the due date is left out of the loan area.',
  }),
});

export const AUTHORIZATION_LANGUAGES = ['en-US', 'es-US'] as const;

/** POST /api/loan_accounts/{applicationId}/due_date_move */
export const DueDateMoveRequestSchema = z.object({
  day: z.number().int(),
  /** The first new due date the preview showed: the lender refuses the move when it would be another. */
  first_due_date: IsoDateSchema,
  /** Present when the customer accepted the new autopay authorization: autopay's day moves too. */
  autopay: z
    .object({
      authorization_version: z.string().max(60),
      /** The text accepted: English, or the translation shown beside the binding English. */
      authorization_language: z.enum(AUTHORIZATION_LANGUAGES),
    })
    .optional(),
});
export type DueDateMoveRequest = z.infer<typeof DueDateMoveRequestSchema>;

export const DueDateMoveResultSchema = z.object({
  move: DueDateMoveRecordSchema,
  /** Autopay's next debit after the move; null without autopay. */
  autopay_next_transaction_date: IsoDateSchema.nullable(),
  authorization_file_id: authorizationCopyFile("autopay's new authorization, when the move moved autopay's day"),
});
export type DueDateMoveResult = z.infer<typeof DueDateMoveResultSchema>;

export const DueDateMoveResponseSchema = z.object({
  data: ext(DueDateMoveResultSchema, {
    why: 'The move as the lender recorded it.',
    without: 'Moving the due date is left out of the loan area.',
  }),
});
