// POST /api/monitoring/intake — the intake proxy of spec 001 section 7: web vitals and client errors from
// the browser (sent with sendBeacon), validated, tagged with version and environment, and delivered to
// the collector. Open without a session (errors happen on the sign-in page too), so not a bff() handler,
// but same-origin only, size-limited, rate-limited in reports and in bytes, and refused the way bff()
// refuses (mapError). The handler and its limits are lib/monitoring/intake.ts's.
import { createIntake, intakeSettings } from '@/lib/monitoring/intake';

// eslint-disable-next-line portal/bff-handler -- open without a session (client errors are reported from the sign-in page too), rate-limited in reports before its body is read, which it reads bounded, and in bytes once read; it refuses through the same mapper (mapError) and parses its body with parseJsonBody
export const POST = createIntake(intakeSettings());
