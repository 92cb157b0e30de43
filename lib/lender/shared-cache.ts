// Answers the lender itself marks as the same for everyone (`Cache-Control: public, max-age=N`, RFC 9111
// §3.5: a shared cache may keep an answer to a request with Authorization only when it says `public`),
// kept for that long and shared by every request of this process: reference data such as the promise-to-pay
// codes, asked on every Make Payment page, is then one call in ten minutes instead of one per
// page. Only GETs with a 200; an answer without `public` and `max-age` (every answer of a lender that does
// not send the header: the fallback) is never kept. Not 'server-only': the unit tests import it.

/** Longest a lender's `max-age` is honoured, whatever it says. */
export const MAX_SHARED_MS = 60 * 60 * 1000;
/** Most answers kept; the oldest goes first. */
const MAX_ENTRIES = 200;

/** How long an answer with this Cache-Control may be kept for everyone, in ms; null when it may not. */
export function sharedLifetimeMs(cacheControl: string | string[] | undefined): number | null {
  if (typeof cacheControl !== 'string') return null;
  const directives = new Map<string, string | true>();
  for (const part of cacheControl.split(',')) {
    const [name, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (name) directives.set(name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, ''));
  }
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  if (!Number.isInteger(seconds) || seconds <= 0) return null;
  return Math.min(seconds * 1000, MAX_SHARED_MS);
}

interface Entry {
  text: string;
  expires: number;
}

export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept answer's body for this URL while it is fresh. */
  get(url: string): string | null {
    const entry = this.entries.get(url);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(url);
      return null;
    }
    return entry.text;
  }

  /** Keeps a 200's body when its Cache-Control allows it; answers whether it did. */
  offer(url: string, status: number, cacheControl: string | string[] | undefined, text: string): boolean {
    const lifetime = status === 200 ? sharedLifetimeMs(cacheControl) : null;
    if (lifetime === null) return false;
    this.entries.delete(url);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(url, { text, expires: this.now() + lifetime });
    return true;
  }
}
