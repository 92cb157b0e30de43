// Figure 9: what OpenTelemetry costs the portal (the measure itself is scripts/bench/tracing.ts).
import type { BenchContext, Target } from '../context';
import { clientAddressSecret } from '../servers';
import { figure, GOALS } from '../stats';
import { describeTracingCpu, measureTracingCpu } from '../tracing';

/** 9: the portal's CPU per loan page with OpenTelemetry on ÷ off (scripts/bench/tracing.ts), before the run's sandbox. */
export async function tracingFigures({ config, record }: BenchContext, t: Target) {
  const addressSecret = clientAddressSecret();
  const r = await measureTracingCpu({ sandbox: t.sandbox, port: config.tracingPort, concurrency: config.concurrency, seconds: config.durationS, env: addressSecret ? { LENDER_CLIENT_ADDRESS_SECRET: addressSecret } : {} });
  record(figure(9, 'tracing.cpu.portal', 'loan page: portal CPU with OpenTelemetry on ÷ off', r.ratio ?? Number.NaN, '×', GOALS.tracingCpu, describeTracingCpu(r)));
}
