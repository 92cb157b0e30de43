// Removes the run's seeded database dump (lender/test/global-setup.ts).
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.LENDER_TEST_SEED_SNAPSHOT;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
