import { moduleOf, selfTimes, type CpuProfile } from './profile';

describe('moduleOf', () => {
  it.each([
    ['file:///app/node_modules/next/dist/server/render.js', 'next'],
    ['file:///app/node_modules/@swc/helpers/x.js', '@swc/helpers'],
    ['file:///app/node_modules/a/node_modules/zod/v4/core.js', 'zod'],
    ['node:internal/streams/readable', 'node:internal/streams/readable'],
    ['file:///app/node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js', 'next/compiled/react-dom'],
    ['file:///app/node_modules/next/dist/server/base-server.js', 'next'],
    ['', '(native)'],
    ['file:///app/.next/server/chunks/ssr/page.js', '.next/server/chunks/ssr/page.js'],
  ])('%s → %s', (url, expected) => expect(moduleOf(url, '/app')).toBe(expected));
});

describe('selfTimes', () => {
  const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('render', 'file:///app/node_modules/react-dom/server.js', 9) },
      { id: 3, callFrame: frame('parse', 'file:///app/node_modules/zod/index.js', 4) },
      { id: 4, callFrame: frame('render', 'file:///app/node_modules/react-dom/server.js', 9) },
      { id: 5, callFrame: frame('(idle)') },
      { id: 6, callFrame: frame('(garbage collector)') },
    ],
    // time deltas in microseconds: render 3 ms over two nodes, parse 1 ms, idle 50 ms, GC 2 ms
    samples: [2, 3, 4, 5, 6, 2],
    timeDeltas: [1000, 1000, 1000, 50_000, 2000, 1000],
  };

  it('sums each function over its nodes, leaves idle and GC out of the work, and ranks by own time', () => {
    const { total, frames, modules, gc } = selfTimes(profile, '/app');
    expect(total).toBe(4);
    expect(gc).toBe(2);
    expect(frames.map((f) => [f.name, f.selfMs, f.share])).toEqual([
      ['render (react-dom:10)', 3, 0.75],
      ['parse (zod:5)', 1, 0.25],
    ]);
    expect(modules.map((m) => [m.name, m.selfMs])).toEqual([
      ['react-dom', 3],
      ['zod', 1],
    ]);
  });
});
