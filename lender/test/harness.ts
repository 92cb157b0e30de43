// The sandbox under test: the real app on a real database (PGlite in memory, or the PostgreSQL of
// DATABASE_URL), reset and seeded, called in process through Hono's fetch interface.
import { desc, eq } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SECRET_HEADER } from '../../lib/contract/client-address';
import { createApp } from '../http';
import { createClock, type Clock } from '../domain/clock';
import { createDeps } from '../http/deps';
import { openDatabase, type Database } from '../db/client';
import { outbox, users } from '../db/schema';
import { UserResponseSchema } from '../../lib/contract/users';
import { copySeed, restoreSeed, seedAndCopy, type SeedCopy } from './seed-copy';
import { readSeedSnapshot } from './seed-snapshot';

export interface Sandbox {
  database: Database;
  clock: Clock;
  /** The third parties' stand-ins, for a test that makes one fail. */
  adapters: ReturnType<typeof createDeps>['adapters'];
  app: ReturnType<typeof createApp>;
  request: (method: string, path: string, options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: any; headers: Headers }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
  signIn: (email: string) => Promise<string>;
  /** Confirms the password in the token's session (step-up): its sensitive changes are allowed for 5 minutes. Answers the token. */
  stepUp: (token: string) => Promise<string>;
  userId: (email: string) => Promise<number>;
  /** Back to the baseline; `seeded`: it was for another day, so the personas were seeded anew (sessions gone). */
  reset: () => Promise<{ seeded: boolean }>;
  /** What the database holds now becomes what reset() restores (until the sandbox's today changes). */
  rebase: () => Promise<void>;
  close: () => Promise<void>;
}

export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** The secret the tests' portal shares with the sandbox (LENDER_CLIENT_ADDRESS_SECRET). */
export const CLIENT_ADDRESS_SECRET = 'test-client-address-secret-long-enough-0123456789';

/** Headers of a request the portal makes for a visitor at `address`. */
export const fromAddress = (address: string): Record<string, string> => ({
  [CLIENT_ADDRESS_HEADER]: address,
  [CLIENT_ADDRESS_SECRET_HEADER]: CLIENT_ADDRESS_SECRET,
});

/** The run's database: PostgreSQL (DATABASE_URL), or a PGlite loaded from the run's seeded one when it is for `today`. */
export async function openTestDatabase(today: string) {
  const snapshot = databaseKind === 'pglite' ? readSeedSnapshot(today) : undefined;
  return { database: await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, loadDataDir: snapshot?.data }), snapshot };
}

export async function startSandbox(options: { paymentLimit?: number; log?: (line: string) => void; wire?: 'full' | 'spec' } = {}): Promise<Sandbox> {
  const clock = createClock();
  const { database, snapshot } = await openTestDatabase(clock.today());
  const deps = createDeps(database.db, { clock, tools: true, paymentLimit: options.paymentLimit, clientAddressSecret: CLIENT_ADDRESS_SECRET, log: options.log, wire: options.wire });
  const app = createApp(deps);
  let copy: SeedCopy = snapshot ? snapshot.copy : await seedAndCopy(deps);

  const request: Sandbox['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a PDF, an HTML stand-in page): keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  /** Staff (two-step required, e-mail codes): the code the sign-in sent, read from the outbox. */
  async function completeSecondStep(challenge: string, email: string): Promise<string> {
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sent?.body ?? '')?.[1];
    const res = await request('POST', '/platform/auth/second_step', { body: { challenge, code } });
    if (res.status !== 201) throw new Error(`second step of ${email} answered ${res.status}`);
    return res.body.token as string;
  }

  return {
    database,
    clock,
    adapters: deps.adapters,
    app,
    request,
    async signIn(email) {
      const res = await request('POST', '/platform/auth/sessions', { body: { email, password: 'demo-password' } });
      if (res.status === 200 && res.body.second_step) return completeSecondStep(res.body.second_step.challenge, email);
      if (res.status !== 201) throw new Error(`sign-in of ${email} answered ${res.status}`);
      return res.body.token as string;
    },
    async stepUp(token) {
      const res = await request('POST', '/platform/auth/step_up', { token, body: { password: 'demo-password' } });
      if (res.status !== 200) throw new Error(`step-up answered ${res.status}`);
      return token;
    },
    async userId(email) {
      const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    reset: async () => {
      clock.reset();
      if (copy.today === clock.today()) {
        await restoreSeed(database.db, copy);
        return { seeded: false };
      }
      copy = await seedAndCopy(deps);
      return { seeded: true };
    },
    rebase: async () => {
      copy = await copySeed(database.db, clock.today());
    },
    close: () => database.close(),
  };
}

/** A persona signed in: its token, its user id and current application id. */
export async function signedInPersona(sb: Sandbox, name: string) {
  const token = await sb.signIn(`${name}@example.com`);
  const user = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
  return { token, appId: user.attributes.current_application_id!, userId: Number(user.id) };
}
