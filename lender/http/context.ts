// What every sandbox handler can reach: the database, the clock, the adapters, and who is calling.
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import type { Clock } from '../domain/clock';
import type { Adapters } from '../stand-ins';

export type UserRow = typeof users.$inferSelect;

export interface Deps {
  db: Db;
  clock: Clock;
  adapters: Adapters;
  /** Sandbox-only endpoints (/sandbox/*); off for anything that looks like production. */
  tools: boolean;
  /** Hash of the personas' password, computed once per process for fast resets. */
  seedPasswordHash: () => Promise<string>;
  /** Delay added to every answer while the sandbox tools are on (benchmark); changeable at run time. */
  latency: { ms: number };
  /** Limits an operator may change (lender/domain/rate-limit.ts has the rest). */
  limits: { paymentsPerWindow: number };
  /** 'spec': answers carry only the fields the specification names (SANDBOX_WIRE, lender/http/wire.ts). */
  wire: 'full' | 'spec';
  /** The secret the portal sends with the visitor's address (LENDER_CLIENT_ADDRESS_SECRET); without it the
   * portal's header is ignored and the connection's address counts. */
  clientAddressSecret?: string;
  /** Where the access log goes (a line per request, secrets filtered); none in tests. */
  log?: (line: string) => void;
  /** A span per request, joined to the caller's trace (OpenTelemetry on: lender/http/tracing.ts). */
  traced?: boolean;
}

export interface Actor {
  user: UserRow;
  roles: string[];
  /** Role group admin: customer care and collections, who may read any customer. */
  isStaff: boolean;
  sessionId: number;
  /** When this session last confirmed the password or a passkey (step-up, ../domain/step-up.ts); null if never. */
  verifiedAt: Date | null;
  /** Customers whose records this request touched (staff requests are written to the audit trail). */
  touchedCustomers: Set<number>;
}

export type Env = { Variables: { deps: Deps; actor: Actor } };
