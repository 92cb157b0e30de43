// Which characters a line or a few lines of text may hold: the wire's text schemas (lib/contract/common.ts)
// refine with these, and the password rules of both parties check a new password with the same test that
// sign-in's schema applies, so a password is never set that sign-in would refuse.

/** NUL and the other control characters (C0, DEL, C1) but tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its pair: no database or screen can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Single-line text: no control character at all (not even a line break or tab), no lone surrogate. */
export const isSafeLine = (value: string) => !CONTROL.test(value) && !/[\t\n\r]/.test(value) && !LONE_SURROGATE.test(value);
/** Multi-line text: line breaks (\n, \r\n) and tabs are fine; other control characters and lone surrogates are not. */
export const isSafeMultiline = (value: string) => !CONTROL.test(value) && !/\r(?!\n)/.test(value) && !LONE_SURROGATE.test(value);
