// Builds the sandbox's dependencies from a database handle.
import type { Db } from '../db/client';
import { SEED_PASSWORD } from '../db/seed';
import { sandboxAdapters } from '../stand-ins';
import { createClock, type Clock } from '../domain/clock';
import type { Deps } from './context';
import { hashPassword } from '../domain/passwords';
import { PAYMENTS_PER_CUSTOMER } from '../domain/rate-limit';

let cachedHash: Promise<string> | null = null;

export function createDeps(db: Db, options: { tools?: boolean; clock?: Clock; publicUrl?: string; filesDir?: string; latencyMs?: number; paymentLimit?: number; clientAddressSecret?: string; log?: (line: string) => void; wire?: 'full' | 'spec'; traced?: boolean } = {}): Deps {
  return {
    db,
    clock: options.clock ?? createClock(),
    adapters: sandboxAdapters(db, { publicUrl: options.publicUrl, filesDir: options.filesDir }),
    tools: options.tools ?? true,
    seedPasswordHash: () => (cachedHash ??= hashPassword(SEED_PASSWORD)),
    latency: { ms: options.latencyMs ?? 0 },
    limits: { paymentsPerWindow: options.paymentLimit ?? PAYMENTS_PER_CUSTOMER },
    clientAddressSecret: options.clientAddressSecret || undefined,
    log: options.log,
    wire: options.wire ?? 'full',
    traced: options.traced ?? false,
  };
}
