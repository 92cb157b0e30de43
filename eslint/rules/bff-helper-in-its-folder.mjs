// A feature's own helper built on bffFetch (a hook, a submit function: a .ts module that imports it) is used
// in its own folder only. A component calling it may be rendered anywhere, but a helper imported from
// another folder would be a second, shared way to call the BFF beside bffFetch.
import path from 'node:path';
import { importsInText, onImports, repoPath, resolveImport, textOf } from '../module-path.mjs';

const CLIENT = new Set(['lib/client/bff-fetch.ts', 'lib/client/bff-call.ts']);
const callsTheBff = (file) => importsInText(textOf(file)).some((s) => CLIENT.has(resolveImport(file, s)));

const bffHelperInItsFolder = {
  meta: {
    type: 'problem',
    docs: { description: "A feature's helper built on bffFetch is imported only from its own folder." },
    messages: { elsewhere: '{{target}} calls the BFF for its own folder: call bffFetch (lib/client/bff-fetch.ts) here instead.' },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.physicalFilename);
    if (!file) return {};
    return onImports((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target || target.startsWith('lib/client/') || !target.endsWith('.ts') || path.posix.dirname(target) === path.posix.dirname(file)) return;
      if (callsTheBff(target)) context.report({ node, messageId: 'elsewhere', data: { target } });
    });
  },
};

export default bffHelperInItsFolder;
