// The portal's own lint rules: the boundaries ESLint's built-in rules cannot say, on the syntax tree, so the
// editor shows them. Registered as the `portal` plugin in eslint.config.mjs; each has a sample in
// test/boundaries/lint-rules.test.ts.
import bffHandler from './rules/bff-handler.mjs';
import bffRouteByEntry from './rules/bff-route-by-entry.mjs';
import bffHelperInItsFolder from './rules/bff-helper-in-its-folder.mjs';
import clientFunctionSize from './rules/client-function-size.mjs';
import contractInComponents from './rules/contract-in-components.mjs';
import noLenderPath from './rules/no-lender-path.mjs';
import noVisibleWords from './rules/no-visible-words.mjs';
import noWireAttributes from './rules/no-wire-attributes.mjs';
import submitShowsPending from './rules/submit-shows-pending.mjs';

const portal = {
  meta: { name: 'portal' },
  rules: {
    'bff-handler': bffHandler,
    'bff-helper-in-its-folder': bffHelperInItsFolder,
    'bff-route-by-entry': bffRouteByEntry,
    'client-function-size': clientFunctionSize,
    'contract-in-components': contractInComponents,
    'no-lender-path': noLenderPath,
    'no-visible-words': noVisibleWords,
    'no-wire-attributes': noWireAttributes,
    'submit-shows-pending': submitShowsPending,
  },
};

export default portal;
