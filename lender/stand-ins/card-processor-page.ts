// The sandbox's stand-in for the card payment processor (SpeedPay): the page the portal's debit card tab
// posts url/encrypted_data/iv to. It decrypts the context, takes a test card, records the payment as a
// DebitCard transaction (at most once per hand-off) and sends the browser back to the portal's thanks page.
// Mounted outside /api and always (a real lender's processor is a separate site; this is its stand-in).
//   POST /sandbox-processor/pay     the card form
//   POST /sandbox-processor/charge  pays, then 303 to the portal
// Test cards: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined (→ the portal's error page).
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { lenderToday } from '../../lib/common/dates';
import { dollarsToCents, formatCents, formatDollars } from '../../lib/common/money';
import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, amountBoxText, centsProblem, DEBIT_CARD_FEE_CENTS, readTypedAmount } from '../domain/payments';
import { customerLoanPage, type LoanPage } from '../domain/portal-links';
import type { SpeedpayContext } from './card-processor';
import { applications } from '../db/schema';
import type { Env } from '../http/context';
import { HttpError } from '../http/errors';
import { idempotent } from '../domain/idempotency';
import { recordPayment, thanksPath } from '../domain/payment-records';

export const APPROVED_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';

type Fields = Record<'amount' | 'card_number' | 'expiry' | 'cvc' | 'zip', string>;
type FieldErrors = Partial<Record<keyof Fields | 'base', string>>;

export const cardProcessorStandIn = new Hono<Env>();

async function readForm(c: Context<Env>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v.slice(0, 4096);
  return out;
}

function openContext(c: Context<Env>, form: Record<string, string>): SpeedpayContext | null {
  const ctx = c.get('deps').adapters.cardProcessor.open(form.encrypted_data ?? '', form.iv ?? '');
  if (!ctx || new Date(ctx.expires_at) <= c.get('deps').clock.now()) return null;
  return ctx;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function validate(fields: Fields, ctx: SpeedpayContext, today: string): { errors: FieldErrors; cents: number; card: string } {
  const errors: FieldErrors = {};
  const parsed = readTypedAmount(fields.amount);
  let cents = 0;
  if (parsed.kind === 'empty') errors.amount = AMOUNT_MIN_MESSAGE;
  else if (parsed.kind === 'invalid') errors.amount = AMOUNT_FORMAT_MESSAGE;
  else {
    cents = parsed.cents;
    const problem = centsProblem(cents, dollarsToCents(ctx.payoff_balance));
    if (problem) errors.amount = problem;
  }
  const card = fields.card_number.replace(/[\s-]/g, '');
  if (!luhnValid(card)) errors.card_number = 'Enter a valid card number.';
  else if (card !== APPROVED_TEST_CARD && card !== DECLINED_TEST_CARD) {
    errors.card_number = 'This sandbox takes only its test cards: 4242 4242 4242 4242 (approved) or 4000 0000 0000 0002 (declined).';
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(fields.expiry.trim());
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (`20${expiry[2]}-${expiry[1]}` < today.slice(0, 7)) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!/^\d{5}$/.test(fields.zip.trim())) errors.zip = 'Enter the 5 digit billing ZIP code.';
  return { errors, cents, card };
}

const portalPath = (ctx: SpeedpayContext, page: LoanPage) => new URL(customerLoanPage(ctx.user_id, ctx.application_id, page), ctx.return_url).toString();

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1.25rem}
h1{font-size:1.4rem;margin:0 0 .25rem}label{display:block;font-weight:600;margin:.9rem 0 .25rem}
input{box-sizing:border-box;width:100%;min-height:2.75rem;font-size:1rem;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b42318}.err{color:#b42318;margin:.25rem 0 0}.row{display:flex;flex-wrap:wrap;column-gap:.75rem}.row>div{flex:1 1 10rem}
button{margin-top:1.25rem;width:100%;min-height:2.75rem;font-size:1rem;font-weight:600;color:#fff;background:#3730a3;border:0;border-radius:.375rem;cursor:pointer}
:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}.muted{color:#4b5563;font-size:.9rem}a{color:#3730a3}`;

function layout(title: string, body: unknown) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · SpeedPay (sandbox)</title><style>${raw(STYLE)}</style></head>
<body><main><p class="muted">SpeedPay card payments — sandbox stand-in</p>${body}</main></body></html>`;
}

function field(name: keyof Fields, label: string, value: string, error: string | undefined, attrs: { autocomplete: string; inputmode: string; placeholder?: string }) {
  const id = `f-${name}`;
  return html`<div><label for="${id}">${label}</label>
<input id="${id}" name="${name}" value="${value}" autocomplete="${attrs.autocomplete}" inputmode="${attrs.inputmode}" placeholder="${attrs.placeholder ?? ''}"
 aria-invalid="${error ? 'true' : 'false'}" ${error ? html`aria-describedby="${id}-err"` : ''}>
${error ? html`<p id="${id}-err" class="err" role="alert">${error}</p>` : ''}</div>`;
}

function cardForm(ctx: SpeedpayContext, form: Record<string, string>, fields: Fields, errors: FieldErrors) {
  return layout(
    'Pay by debit card',
    html`<div class="card">
<h1>Pay by debit card</h1>
<p>ExpressWay Finance loan account ${ctx.acctrefno} · ${ctx.customer_name}</p>
<p class="muted">A ${formatCents(DEBIT_CARD_FEE_CENTS)} fee is charged for each payment. Payments may take up to 24 hours to process. Your card company may charge a cash advance fee.</p>
${errors.base ? html`<p class="err" role="alert">${errors.base}</p>` : ''}
<form method="post" action="/sandbox-processor/charge" novalidate>
<input type="hidden" name="encrypted_data" value="${form.encrypted_data ?? ''}"><input type="hidden" name="iv" value="${form.iv ?? ''}">
${field('amount', `Payment amount (payoff balance ${formatDollars(ctx.payoff_balance)})`, fields.amount, errors.amount, { autocomplete: 'off', inputmode: 'decimal' })}
${field('card_number', 'Card number', fields.card_number, errors.card_number, { autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242' })}
<div class="row">${field('expiry', 'Expiry (MM/YY)', fields.expiry, errors.expiry, { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY' })}
${field('cvc', 'Security code', fields.cvc, errors.cvc, { autocomplete: 'cc-csc', inputmode: 'numeric' })}</div>
${field('zip', 'Billing ZIP code', fields.zip, errors.zip, { autocomplete: 'postal-code', inputmode: 'numeric' })}
<button type="submit">Pay now</button>
</form>
<p><a href="${portalPath(ctx, 'make-payment')}">Cancel and return to ExpressWay Finance</a></p>
</div>`,
  );
}

function notice(c: Context<Env>, status: 400 | 409 | 422 | 429, title: string, text: string, back: string | null, headers?: Record<string, string>) {
  return c.html(
    layout(title, html`<div class="card"><h1>${title}</h1><p role="alert">${text}</p>${back ? html`<p><a href="${back}">Return to ExpressWay Finance</a></p>` : ''}</div>`),
    status,
    headers,
  );
}

const invalidSession = (c: Context<Env>) =>
  notice(c, 400, 'Payment session not valid', 'This payment session is not valid or has expired. Please start again from the portal.', null);

cardProcessorStandIn.post('/pay', async (c) => {
  const form = await readForm(c);
  const ctx = openContext(c, form);
  if (!ctx) return invalidSession(c);
  const amount = ctx.amount_due > 0 ? amountBoxText(dollarsToCents(ctx.amount_due)) : '';
  return c.html(cardForm(ctx, form, { amount, card_number: '', expiry: '', cvc: '', zip: '' }, {}));
});

cardProcessorStandIn.post('/charge', async (c) => {
  const deps = c.get('deps');
  const form = await readForm(c);
  const ctx = openContext(c, form);
  if (!ctx) return invalidSession(c);
  const fields: Fields = {
    amount: form.amount ?? '',
    card_number: form.card_number ?? '',
    expiry: form.expiry ?? '',
    cvc: form.cvc ?? '',
    zip: form.zip ?? '',
  };
  const today = lenderToday(deps.clock.now());
  const { errors, cents, card } = validate(fields, ctx, today);
  if (Object.keys(errors).length) return c.html(cardForm(ctx, form, fields, errors), 422);
  if (card === DECLINED_TEST_CARD) return c.redirect(portalPath(ctx, 'payments/error'), 303);

  const [application] = await deps.db.select().from(applications).where(eq(applications.id, ctx.application_id)).limit(1);
  if (!application || application.userId !== ctx.user_id) return invalidSession(c);
  try {
    const answer = await idempotent(
      deps,
      { userId: ctx.actor_id, key: `speedpay-${ctx.nonce}`, scope: 'POST /sandbox-processor/charge', body: { cents, last4: card.slice(-4) } },
      async (tx) => {
        const row = await recordPayment(tx, deps, {
          application,
          actorId: ctx.actor_id,
          amount: cents / 100,
          date: today,
          method: { kind: 'DebitCard', cardLast4: card.slice(-4) },
          active: true,
          allowDuplicate: true,
        });
        return { status: 201, body: { redirect_url: thanksPath(row, application.userId) } };
      },
    );
    return c.redirect(new URL(String(answer.body.redirect_url), ctx.return_url).toString(), 303);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (err.status === 429) return notice(c, 429, 'Too many payments', err.message, portalPath(ctx, 'make-payment'), err.headers);
    if (err.status === 409) return notice(c, 409, 'Payment in progress', 'This payment is still being processed. Please wait a moment and refresh.', null);
    if (err.errors?.idempotency_key) {
      return notice(c, 422, 'Payment already made', 'A payment was already made in this session. Please start again from the portal.', portalPath(ctx, 'make-payment'));
    }
    if (err.status === 422) {
      const amountProblem = err.errors?.['transaction.amount']?.[0];
      return c.html(cardForm(ctx, form, fields, amountProblem ? { amount: amountProblem } : { base: err.message }), 422);
    }
    throw err;
  }
});
