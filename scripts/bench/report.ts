// What the benchmark prints: each figure on its line with its goal, under its group's title, as it is
// recorded; the figures are kept for bench/results.json.
import { failed, formatGoal, formatValue, type Figure } from './stats';

export const GROUP_TITLES: Record<number, string> = {
  1: '1. No waterfalls: (page − bare page) server time ÷ one lender call alone',
  2: "2. The portal's own CPU: per loan page ÷ per bare page",
  3: '3. First-load JavaScript (gzip) ÷ bare page; pages without JavaScript',
  4: '4. Lighthouse, mobile preset: LCP and TBT ÷ the bare page of the same round',
  5: '5. Growth: server time with 10,000 ÷ with 10 payments and statements',
  6: '6. Sandbox latency at 50 concurrent connections',
  7: '7. Real-user monitoring: field figures from the browser runs',
  8: "8. Profile: the portal's own CPU per loan page under --cpu-prof, the ten costliest frames by own time",
  9: "9. OpenTelemetry: the portal's CPU per loan page with traces and metrics sent ÷ without",
};

export type RecordFigure = (f: Figure) => void;

export interface Report {
  /** Prints a figure (and its group's title when the group changes) and keeps it. */
  record: RecordFigure;
  /** The figures recorded so far, in order. */
  figures: Figure[];
}

/** A fresh report; `print` takes each line (the console's by default). */
export function createReport(print: (line: string) => void = console.log): Report {
  const figures: Figure[] = [];
  let printedGroup = 0;
  const record = (f: Figure) => {
    figures.push(f);
    if (f.group !== printedGroup) {
      printedGroup = f.group;
      print(`\n${GROUP_TITLES[f.group]}`);
    }
    const value = formatValue(f.value, f.unit).padStart(10);
    const goal = formatGoal(f.goal, f.unit).padEnd(16);
    print(`  ${f.status.padEnd(5)} ${f.label.padEnd(42)} ${value}  ${goal} ${f.detail}`);
  };
  return { record, figures };
}

/** A progress line, apart from the figures. */
export const log = (message: string) => console.log(`[bench] ${message}`);

/**
 * Runs one step of the benchmark when `run` says so: an error becomes an ERROR figure of its group
 * ("{name}.error") instead of ending the run, and the step's time is logged.
 */
export async function runStep(record: RecordFigure, name: string, group: number, body: () => Promise<void>, run: boolean): Promise<void> {
  if (!run) return;
  const started = Date.now();
  try {
    await body();
  } catch (err) {
    record(failed(group, `${name}.error`, `${name} could not run`, err instanceof Error ? err.message.split('\n')[0]! : String(err)));
  }
  log(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
}
