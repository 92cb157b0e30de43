// A Dockerfile read as its stages and instructions: enough for the tests to check its conventions and to
// lay out its final stage's COPY lines without a Docker engine (e2e/image.spec.ts). Continuation lines are
// joined, comments and the parser directive dropped; JSON-form arguments are parsed.
import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  /** FROM's image (or an earlier stage's name). */
  from: string;
  name: string | null;
  instructions: Instruction[];
}

export function parseDockerfile(file: string): Stage[] {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name = null] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else if (stages.length) stages.at(-1)!.instructions.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') });
  }
  return stages;
}

export const instructionsOf = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** An exec-form argument list (["node", "server.js"]) or a shell-form line as one word list. */
export function words(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(' ');
}

/** ENV's name=value pairs (the `ENV a=1 b=2` form). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of instructionsOf(stage, 'ENV')) for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g)) env[name!] = value!.replace(/^"|"$/g, '');
  return env;
}

export interface Copy {
  /** The stage copied from, or null for the build context. */
  from: string | null;
  sources: string[];
  destination: string;
  chown: string | null;
}

export function copiesOf(stage: Stage): Copy[] {
  return instructionsOf(stage, 'COPY').map((args) => {
    const parts = args.split(' ');
    const flags = parts.filter((p) => p.startsWith('--'));
    const paths = parts.filter((p) => !p.startsWith('--'));
    const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1] ?? null;
    return { from: flag('from'), sources: paths.slice(0, -1), destination: paths.at(-1)!, chown: flag('chown') };
  });
}

/** The stage's working directory: its last WORKDIR. */
export const workdirOf = (stage: Stage) => instructionsOf(stage, 'WORKDIR').at(-1) ?? '/';
