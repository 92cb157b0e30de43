// The application's to-do list as the screen reads it: each item's state, the reason of a refusal, its files
// (their sizes in words, the address that opens them through the portal) and how many more it takes. No list
// (a lender without it, or nothing the customer can send now) is null: the page keeps its notice.
import type { Checklist, ChecklistItemKey, ChecklistState, Upload } from '../contract/uploads';
import { fileSize } from '../rules/uploads';

export interface ChecklistFileView {
  id: number;
  filename: string;
  size: string;
  /** Opened through the portal, which asks the lender (owner or staff checked there). */
  href: string;
}

export interface ChecklistItemView {
  key: ChecklistItemKey;
  state: ChecklistState;
  refusalReason: string | null;
  files: ChecklistFileView[];
  filesLeft: number;
}

export interface ChecklistView {
  applicationId: number;
  items: ChecklistItemView[];
  canReview: boolean;
}

export const uploadHref = (id: number) => `/files/uploads/${id}`;

/** A file the customer sent (a to-do item's, a help request's) as the screens list it. */
export const toUploadView = (f: Upload): ChecklistFileView => ({ id: f.id, filename: f.filename, size: fileSize(f.size), href: uploadHref(f.id) });

export function toChecklistView(checklist: Checklist | undefined): ChecklistView | null {
  if (!checklist || checklist.items.length === 0) return null;
  return {
    applicationId: checklist.application_id,
    canReview: checklist.can_review,
    items: checklist.items.map((item) => ({
      key: item.key,
      state: item.state,
      refusalReason: item.refusal_reason,
      filesLeft: item.files_left,
      files: item.files.map(toUploadView),
    })),
  };
}
