// Fuzzing every contract schema (fast-check): random and hostile values — wrong types, huge strings,
// negative and fractional amounts, impossible dates, unknown and prototype-polluting keys, SQL and HTML
// fragments — are either refused with field issues (a ZodError, never another exception) or parsed into
// safe values: finite numbers, no key the schema does not name, no huge string where a request comes in.
// FUZZ_RUNS sets the cases per schema (default 200).
import fc from 'fast-check';
import { z } from 'zod';
import { assertProperty, hostileValue, leafPaths, mutationsOf, setPath, shapedBy, UNKNOWN_KEY, UNSAFE_TEXT } from '../testing/hostile';
import * as accountAccess from './account-access';
import * as applications from './applications';
import * as auth from './auth';
import * as bankAccounts from './bank-accounts';
import * as comments from './comments';
import * as common from './common';
import { PASSWORD_MESSAGES } from './limits';
import * as dealerships from './dealerships';
import * as history from './history';
import * as loanAccounts from './loan-accounts';
import * as monitoring from './monitoring';
import * as passkeys from './passkeys';
import * as preferences from './preferences';
import * as promises from './promises';
import * as purchases from './purchases';
import * as qualifications from './qualifications';
import * as recurringPayments from './recurring-payments';
import * as repairs from './repairs';
import * as revolvers from './revolvers';
import * as signing from './signing';
import * as speedpay from './speedpay';
import * as staff from './staff';
import * as statements from './statements';
import * as teamComments from './team-comments';
import * as textPreferences from './text-preferences';
import * as transactions from './transactions';
import * as twoStep from './two-step';
import * as twoStepView from './two-step-view';
import * as users from './users';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const MODULES = {
  accountAccess, applications, auth, bankAccounts, comments, common, dealerships, history, loanAccounts, monitoring, passkeys, preferences, promises, purchases,
  qualifications, recurringPayments, repairs, revolvers, signing, speedpay, staff, statements, teamComments, textPreferences, transactions, twoStep, twoStepView, users,
};

const SCHEMAS: [string, z.ZodType][] = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]): [string, z.ZodType] => [`${module}.${name}`, schema]),
);

/** What comes in from a browser or a caller (the rest parses the lender's answers). */
const isInput = (name: string) =>
  /(Request|Query|Decision|Batch)Schema$/.test(name) ||
  /\.(Id|IdParam|IdempotencyKey|PurchaseGuid|Pin|PhoneNumber|Email|CommentText|TeamCommentBody|PaymentAmount|IsoDate|NewApplication|NewComment|RumEvent|SecondStepComplete|EnrolConfirm|TwoStepOff|NewPassword|PasswordResetComplete|ActivationComplete|LinkToken|TextConsentIn)Schema$/.test(name);

const MAX_INPUT_STRING = 10_000;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Fails when the parsed value holds a key its object schema does not name (unknown keys must be dropped). */
function assertNoUnknownKeys(schema: z.ZodType, value: unknown, path: string): void {
  if (value === null || value === undefined) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const key of Object.keys(value as object)) {
        if (!(key in def.shape!)) throw new Error(`unknown key ${path}.${key} kept`);
        assertNoUnknownKeys(def.shape![key]!, (value as Record<string, unknown>)[key], `${path}.${key}`);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return assertNoUnknownKeys(def.innerType!, value, path);
    case 'pipe':
      return assertNoUnknownKeys(def.out!, value, path);
    case 'array':
      (value as unknown[]).forEach((item, i) => assertNoUnknownKeys(def.element!, item, `${path}[${i}]`));
      return;
    case 'union': {
      // The option that accepts it is the one it was parsed by.
      const option = def.options!.find((o) => o.safeParse(value).success);
      if (option) assertNoUnknownKeys(option, value, path);
      return;
    }
    default:
      return;
  }
}

/** Every number finite, every string bounded and holdable by a database and a screen (for inputs: no NUL,
 * no other control character but line breaks and tabs, no lone surrogate), and the whole thing JSON. */
function assertSafeValue(value: unknown, input: boolean, path = '$'): void {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  if (typeof value === 'string' && input && value.length > MAX_INPUT_STRING) throw new Error(`${path} kept a string of ${value.length} characters`);
  if (typeof value === 'string' && input && !common.isSafeMultiline(value)) throw new Error(`${path} kept ${JSON.stringify(value)}: a control character or a lone surrogate`);
  if (value && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype && !Array.isArray(value) && !(value instanceof Date)) throw new Error(`${path} is a ${value.constructor?.name}`);
    for (const [key, item] of Object.entries(value)) assertSafeValue(item, input, `${path}.${key}`);
  }
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join();

function check(name: string, schema: z.ZodType, candidate: unknown) {
  let result: ReturnType<z.ZodType['safeParse']>;
  try {
    result = schema.safeParse(candidate);
  } catch (err) {
    throw new Error(`${name} threw ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)} instead of refusing`);
  }
  if (!result.success) {
    if (!(result.error instanceof z.ZodError)) throw new Error(`${name} failed without a ZodError`);
    if (result.error.issues.length === 0) throw new Error(`${name} refused with no issue`);
    for (const issue of result.error.issues) {
      if (typeof issue.message !== 'string' || !issue.message) throw new Error(`${name}: an issue without a message`);
      if (!Array.isArray(issue.path)) throw new Error(`${name}: an issue without a path`);
    }
  } else {
    assertSafeValue(result.data, isInput(name));
    assertNoUnknownKeys(schema, result.data, '$');
    JSON.stringify(result.data);
  }
  if (Object.getOwnPropertyNames(Object.prototype).sort().join() !== PROTOTYPE_KEYS || ({} as Record<string, unknown>)[UNKNOWN_KEY] !== undefined) {
    throw new Error(`${name} polluted Object.prototype`);
  }
}

it('finds the contract schemas, inputs among them', () => {
  expect(SCHEMAS.length).toBeGreaterThan(90);
  expect(SCHEMAS.filter(([name]) => isInput(name)).length).toBeGreaterThan(30);
});

describe.each(SCHEMAS)('%s', (name, schema) => {
  it('refuses hostile values with field issues or parses them into safe values, never throwing', () => {
    // A valid-looking sample to mutate, when the shaped generator can make one.
    const samples = fc.sample(shapedBy(schema, 1_000_000), 50);
    const valid = samples.find((s) => schema.safeParse(s).success);
    const inputs = fc.oneof(
      { weight: 4, arbitrary: shapedBy(schema) },
      { weight: 2, arbitrary: hostileValue },
      { weight: valid === undefined ? 0 : 4, arbitrary: mutationsOf(valid) },
    );
    assertProperty(fc.property(inputs, (candidate) => check(name, schema, candidate)), RUNS);
  });
});

describe('text that a database or a screen cannot hold', () => {
  const leafAt = (value: unknown, path: string[]) => path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
  const inputs = SCHEMAS.filter(([name]) => isInput(name));
  it.each(inputs)('%s refuses it in every text field, or keeps none of it', (name, schema) => {
    const valid = fc.sample(shapedBy(schema, 1_000_000), 50).find((s) => schema.safeParse(s).success);
    if (valid === undefined) return;
    for (const path of leafPaths(valid).filter((p) => typeof leafAt(valid, p) === 'string')) {
      for (const text of UNSAFE_TEXT) check(name, schema, setPath(valid, path, text));
    }
  });

  it('NUL in a mailbox message, a bank name and a feedback comment is a field error', () => {
    const message = teamComments.TeamCommentBodySchema.safeParse({ team_comment: { application_id: 1, user_id: 1, text: 'before\u0000after' } });
    expect(message.success || message.error.issues.map((i) => i.path.join('.'))).toEqual(['team_comment.text']);
    const bank = bankAccounts.ManualBankAccountRequestSchema.safeParse({ type: 'MANUAL', user_id: 1, routing_number: '011000015', account_number: '12345678', bank_name: 'Bank\u0000', account_type: 'checking' });
    expect(bank.success || bank.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([`bank_name: ${common.UNSAFE_TEXT_MESSAGE}`]);
    const feedback = comments.NewCommentSchema.safeParse({ rate: 5, comment: 'x\uD800', authorize: true, user_id: 1, commentable_id: 1 });
    expect(feedback.success).toBe(false);
  });
});

describe('the rules the schemas carry', () => {
  it('a new password (activation, reset, change) is one sign-in accepts: no password set locks its holder out', () => {
    const passwords = fc.oneof(fc.string({ unit: 'binary', maxLength: 450 }), fc.string({ unit: 'grapheme', maxLength: 250 }), fc.constantFrom(...UNSAFE_TEXT, 'correct horse\u0000 battery staple zz'));
    assertProperty(
      fc.property(passwords, (password) => {
        if (!auth.NewPasswordSchema.safeParse(password).success) return;
        expect(auth.SignInRequestSchema.safeParse({ email: 'ana@example.com', password }).success).toBe(true);
      }),
      RUNS * 5,
    );
    const nul = accountAccess.ChangePasswordRequestSchema.safeParse({ current_password: 'demo-password', new_password: 'correct horse\u0000 battery staple zz' });
    expect(nul.success || nul.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([`new_password: ${PASSWORD_MESSAGES.characters}`]);
  });

  const amounts = fc.oneof(fc.double(), fc.integer().map((n) => n / 1000), fc.constantFrom(-0.01, 0, 0.001, 0.01, 1.005, 1e21, Number.MAX_VALUE));
  it('a payment amount is accepted only above 0 with at most two decimals', () => {
    assertProperty(
      fc.property(amounts, (n) => {
        const ok = transactions.PaymentAmountSchema.safeParse(n).success;
        return ok === (Number.isFinite(n) && n > 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6 && Number.isSafeInteger(Math.round(n * 100)));
      }),
      RUNS * 5,
    );
  });

  it('a calendar date is accepted only when that day exists', () => {
    const dates = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 12000 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 33 })).map(
        ([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      ),
      fc.string({ maxLength: 12 }),
    );
    assertProperty(
      fc.property(dates, (text) => {
        if (!common.IsoDateSchema.safeParse(text).success) return true;
        const [y, m, d] = text.split('-').map(Number) as [number, number, number];
        const day = new Date(Date.UTC(2000, m - 1, d));
        day.setUTCFullYear(y);
        return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
      }),
      RUNS * 5,
    );
  });

  it('a record id is a whole number from 1 to 2,147,483,647 (the database integer), from a path or query string', () => {
    const ids = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.double().map(String), fc.constantFrom('2147483648', '1e3', '0x1F', ' 7 ', '-0', '007'));
    assertProperty(
      fc.property(ids, (text) => {
        const parsed = common.IdParamSchema.safeParse(text);
        return !parsed.success || (Number.isInteger(parsed.data) && parsed.data >= 1 && parsed.data <= 2_147_483_647);
      }),
      RUNS * 5,
    );
  });

  it('every id a request body names fits the database integer', () => {
    const ids = [0, -1, 1.5, 2_147_483_648, 9_007_199_254_740_991];
    const bodies: [string, (id: number) => unknown][] = [
      ['CreateTransactionRequest.application_id', (id) => ({ ...validPayment, application_id: id })],
      ['CreateTransactionRequest.transactable_id', (id) => ({ ...validPayment, transaction: { ...validPayment.transaction, transactable_id: id } })],
    ];
    for (const [label, make] of bodies) {
      for (const id of ids) expect({ label, id, ok: transactions.CreateTransactionRequestSchema.safeParse(make(id)).success }).toEqual({ label, id, ok: false });
    }
  });
});

const validPayment = {
  application_id: 12,
  terms_version: 'v1',
  transaction: { amount: 25, future_effective_at: '2025-01-15', authorized: true, transactable_type: 'BankAccount', transactable_id: 3, active: true },
};
