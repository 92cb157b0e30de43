// Where the portal's CPU goes: Node's own sampling profiler (--cpu-prof) in the portal's process
// while it serves one page again and again, folded into the frames that cost the most by their own time.
// Pure: reads a .cpuprofile's JSON; the bench starts the portal, loads the page and hands the file here.

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Frame {
  /** "functionName (where:line)" */
  name: string;
  /** The package (node_modules/<name>), the project's own file, or node: */
  module: string;
  selfMs: number;
  share: number;
}

/** Frames that are not work: the profiler's idle and the program's waiting. */
const NOT_WORK = new Set(['(idle)', '(program)', '(garbage collector)']);

/** Where a script lives: the package under node_modules, "node:…" internals, or the project's path. */
export function moduleOf(url: string, root = ''): string {
  if (!url) return '(native)';
  // Node's own code by file (node:zlib, node:internal/deps/undici/undici: fetch), so its share can be told apart.
  if (url.startsWith('node:')) return url;
  const clean = url.replace(/^file:\/\//, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + '/node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    // Next ships React's server renderer and others compiled inside it: name them.
    const compiled = pkg === 'next' ? clean.match(/\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/) : null;
    return compiled ? `next/compiled/${compiled[1]}` : pkg;
  }
  return root && clean.startsWith(root) ? clean.slice(root.length).replace(/^\//, '') : clean;
}

/** Each frame's own time (samples × their time deltas), summed over the nodes of the same function. */
export function selfTimes(profile: CpuProfile, root = ''): { total: number; frames: Frame[]; modules: Frame[]; gc: number } {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const perNode = new Map<number, number>();
  profile.samples.forEach((id, i) => perNode.set(id, (perNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const frames = new Map<string, Frame>();
  const modules = new Map<string, Frame>();
  let total = 0;
  let gc = 0;
  for (const [id, ms] of perNode) {
    const { callFrame: f } = byNode.get(id)!;
    if (f.functionName === '(garbage collector)') gc += ms;
    if (NOT_WORK.has(f.functionName)) continue;
    total += ms;
    const pkg = moduleOf(f.url, root);
    const where = f.url ? `${pkg}:${f.lineNumber + 1}` : pkg;
    const name = `${f.functionName || '(anonymous)'} (${where})`;
    const frame = frames.get(name) ?? { name, module: pkg, selfMs: 0, share: 0 };
    frame.selfMs += ms;
    frames.set(name, frame);
    const m = modules.get(pkg) ?? { name: pkg, module: pkg, selfMs: 0, share: 0 };
    m.selfMs += ms;
    modules.set(pkg, m);
  }
  const ranked = (list: Iterable<Frame>) =>
    [...list].map((f) => ({ ...f, share: total ? f.selfMs / total : 0 })).sort((a, b) => b.selfMs - a.selfMs);
  return { total, frames: ranked(frames.values()), modules: ranked(modules.values()), gc };
}
