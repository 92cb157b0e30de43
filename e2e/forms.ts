// The form rules every screen is held to, checked on the page as it stands:
// - every visible field has a visible label (a <label>, or aria-labelledby pointing at visible text);
// - every text-like field says what the browser may fill (`autocomplete`, "off" included), and the
//   fields of the table below carry the autocomplete and keyboard (`inputmode`) they need on a phone;
// - a field marked aria-invalid names its message with aria-describedby, and that message is visible
//   and announced (role=alert or status, or inside a live region).
import { expect, type Page } from '@playwright/test';

/** By the field's label: what it must carry. `inputmode` undefined: not checked. */
export const FIELD_RULES: { label: RegExp; autocomplete?: RegExp; inputmode?: RegExp; type?: RegExp }[] = [
  { label: /^PIN\b/, autocomplete: /^one-time-code$/, inputmode: /^numeric$/ },
  { label: /routing number/i, autocomplete: /^off$/, inputmode: /^numeric$/ },
  { label: /account number/i, autocomplete: /^off$/, inputmode: /^numeric$/ },
  { label: /amount|\(\$/i, inputmode: /^decimal$/ },
  { label: /^e-?mail( address)?$/i, autocomplete: /^(email|username)( webauthn)?$/, type: /^email$/ }, // ' webauthn': the sign-in e-mail offers passkeys too
  { label: /mobile number|phone/i, autocomplete: /^tel(-national)?$/, inputmode: /^(numeric|tel)$/, type: /^tel$/ },
  { label: /password/i, autocomplete: /^(current|new)-password$/, type: /^password$/ },
];

const TEXT_LIKE = ['text', 'email', 'tel', 'password', 'search', 'number', 'url', ''];

export interface FieldProblem {
  field: string;
  problem: string;
}

/** Every problem of the visible fields of the page (empty: all good). */
export async function formProblems(page: Page): Promise<FieldProblem[]> {
  const rules = FIELD_RULES.map((r) => ({
    label: [r.label.source, r.label.flags],
    autocomplete: r.autocomplete ? [r.autocomplete.source, r.autocomplete.flags] : null,
    inputmode: r.inputmode ? [r.inputmode.source, r.inputmode.flags] : null,
    type: r.type ? [r.type.source, r.type.flags] : null,
  }));
  return page.evaluate(
    ({ rules, textLike }) => {
      const re = (pair: string[] | null) => (pair ? new RegExp(pair[0]!, pair[1]) : null);
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        return el.getClientRects().length > 0 && style.visibility !== 'hidden';
      };
      const textOf = (el: Element | null) => (el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : '');
      const byIds = (ids: string | null) =>
        (ids ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id));
      const announced = (el: Element) => {
        for (let n: Element | null = el; n; n = n.parentElement) {
          const role = n.getAttribute('role');
          const live = n.getAttribute('aria-live');
          if (role === 'alert' || role === 'status' || (live && live !== 'off')) return true;
        }
        return false;
      };

      const problems: { field: string; problem: string }[] = [];
      const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'));
      for (const el of fields) {
        const type = el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase();
        if (type === 'hidden' || !visible(el)) continue;
        const labelled = byIds(el.getAttribute('aria-labelledby')).filter((l): l is HTMLElement => l !== null && visible(l));
        const labels = Array.from(el.labels ?? []).filter((l) => visible(l) && textOf(l));
        const visibleLabel = labels.map(textOf).join(' ') || labelled.map(textOf).join(' ');
        const name = el.getAttribute('aria-label') ?? visibleLabel;
        const field = `${type} "${name || el.outerHTML.slice(0, 80)}"`;
        if (!visibleLabel) problems.push({ field, problem: 'has no visible label' });

        if (el instanceof HTMLInputElement && textLike.includes(el.getAttribute('type') ?? '')) {
          const autocomplete = el.getAttribute('autocomplete');
          if (autocomplete === null) problems.push({ field, problem: 'has no autocomplete attribute' });
          for (const rule of rules) {
            if (!re(rule.label)!.test(visibleLabel)) continue;
            const inputmode = el.getAttribute('inputmode') ?? '';
            if (rule.autocomplete && !re(rule.autocomplete)!.test(autocomplete ?? '')) problems.push({ field, problem: `autocomplete is "${autocomplete}", expected ${rule.autocomplete[0]}` });
            if (rule.inputmode && !re(rule.inputmode)!.test(inputmode)) problems.push({ field, problem: `inputmode is "${inputmode}", expected ${rule.inputmode[0]}` });
            if (rule.type && !re(rule.type)!.test(el.type)) problems.push({ field, problem: `type is "${el.type}", expected ${rule.type[0]}` });
            break;
          }
        }

        if (el.getAttribute('aria-invalid') === 'true') {
          const described = byIds(el.getAttribute('aria-describedby'));
          const messages = described.filter((d): d is HTMLElement => d !== null && visible(d) && textOf(d) !== '');
          if (messages.length === 0) problems.push({ field, problem: 'is invalid but aria-describedby names no visible message' });
          else if (!messages.some(announced)) problems.push({ field, problem: `its message "${textOf(messages[0]!)}" is not announced (no role=alert/status or live region)` });
        }
      }
      return problems;
    },
    { rules, textLike: TEXT_LIKE },
  );
}

export async function expectSoundForms(page: Page, label: string, { soft = false } = {}) {
  const problems = (await formProblems(page)).map((p) => `${p.field} ${p.problem}`);
  (soft ? expect.soft : expect)(problems, `form problems on ${label}`).toEqual([]);
}
