// A lender call's method, path and schemas are written once, in the call table (lib/contract/calls.ts); the
// server client is derived from it (`lender.getUser({ token, id })`). A lender path written anywhere else
// (a string, a template, the start of a concatenation) is a second declaration the table does not see, so
// it is refused. The paths are the published document's (docs/lender-api.openapi.json, built from the table
// and held current by lib/contract/openapi.test.ts): the rule runs without loading TypeScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCUMENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'lender-api.openapi.json');

let templates = null;
/** Each path template of the table as a pattern: a parameter is one segment, or part of one. */
function lenderTemplates() {
  templates ??= Object.keys(JSON.parse(readFileSync(DOCUMENT, 'utf8')).paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?#]+')}/?$`),
  }));
  return templates;
}

/** A placeholder for what code fills in: it matches a parameter's segment. */
const FILLED = 'x1';

const matchOf = (text) => {
  const pathOnly = text.split(/[?#]/)[0];
  return pathOnly.startsWith('/') ? lenderTemplates().find((t) => t.pattern.test(pathOnly)) : undefined;
};

const noLenderPath = {
  meta: {
    type: 'problem',
    docs: { description: 'No lender path written by hand outside the call table.' },
    messages: {
      path: "{{path}} is the lender call {{template}}: name it in the call table (lib/contract/calls.ts) and call it through `lender` (lib/lender/api.ts), or build it with callPath(id, params).",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const hit = matchOf(text);
      if (hit) context.report({ node, messageId: 'path', data: { path: text, template: hit.template } });
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        // The start of a concatenation: what is added fills a parameter.
        const added = node.parent.type === 'BinaryExpression' && node.parent.operator === '+' && node.parent.left === node;
        check(node, added ? node.value + FILLED : node.value);
      },
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return;
        check(node, node.quasis.map((q) => q.value.cooked ?? '').join(FILLED));
      },
    };
  },
};

export default noLenderPath;
