// Every handler of the BFF is a bff() handler that declares what it reads of the request (path parameters
// for every dynamic segment, query, body), so bff() parses each with its schema and refuses it one way. No
// handler parses or reads the request itself: it reads only what bff() hands it.
import { repoPath } from '../module-path.mjs';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const BODY_READS = new Set(['json', 'text', 'formData', 'arrayBuffer', 'blob']);

const nameOf = (node) => (node?.type === 'Identifier' ? node.name : node?.type === 'MemberExpression' && !node.computed ? node.property.name : null);
const propertyNames = (object) => new Set(object.properties.filter((p) => p.type === 'Property' && !p.computed).map((p) => p.key.name ?? p.key.value));

/** Whether the handler function reads the query of its context: `({ query })` or `ctx.query`. */
function readsQuery(handler, sourceCode) {
  const param = handler?.params?.[0];
  if (param?.type === 'ObjectPattern') return param.properties.some((p) => p.type === 'Property' && (p.key.name ?? p.key.value) === 'query');
  if (param?.type !== 'Identifier') return false;
  const context = sourceCode.getDeclaredVariables(handler).find((v) => v.name === param.name);
  return (context?.references ?? []).some(({ identifier }) => nameOf(identifier.parent) === 'query' && identifier.parent.object === identifier);
}

const bffHandler = {
  meta: {
    type: 'problem',
    docs: { description: 'A BFF route handler is bff({ params, query, body, … }, handler) and reads the request only through it.' },
    messages: {
      notBff: '{{method}} is not a bff() handler: write `export const {{method}} = bff({ … }, handler)` (lib/bff/handler.ts), which checks the session and the Origin and parses every input.',
      parses: 'A handler does not parse with a schema itself: declare it in bff({ params, query, body }) and read ctx.',
      readsRequest: 'A handler does not read the request itself ({{what}}): declare it in bff({ params, query, body, headers }) and read ctx.',
      noParams: 'This route has a dynamic segment: declare its schema as bff({ params }).',
      undeclaredQuery: 'The handler reads a query it does not declare: add bff({ query: Schema }).',
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.physicalFilename) ?? '';
    const dynamic = /\/\[[^/]+\]\//.test(file);
    const checkBff = (call) => {
      const [options, handler] = call.arguments;
      const declared = options?.type === 'ObjectExpression' ? propertyNames(options) : null;
      if (declared === null) return;
      if (dynamic && !declared.has('params')) context.report({ node: options, messageId: 'noParams' });
      if (!declared.has('query') && readsQuery(handler, context.sourceCode)) context.report({ node: handler, messageId: 'undeclaredQuery' });
    };
    const checkExport = (node, method, init) => {
      if (!METHODS.has(method)) return;
      if (init?.type === 'CallExpression' && nameOf(init.callee) === 'bff') checkBff(init);
      else context.report({ node, messageId: 'notBff', data: { method } });
    };
    return {
      ExportNamedDeclaration(node) {
        const d = node.declaration;
        if (d?.type === 'FunctionDeclaration') checkExport(node, d.id?.name, null);
        if (d?.type === 'VariableDeclaration') for (const v of d.declarations) checkExport(node, v.id.name, v.init);
        for (const s of node.specifiers ?? []) checkExport(node, s.exported.name ?? s.exported.value, null);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        const object = callee.object;
        if (method === 'safeParse' || method === 'safeParseAsync' || ((method === 'parse' || method === 'parseAsync') && /Schema$/.test(nameOf(object) ?? ''))) {
          context.report({ node, messageId: 'parses' });
        } else if (method === 'get' && ['searchParams', 'headers'].includes(nameOf(object))) {
          context.report({ node, messageId: 'readsRequest', data: { what: `${nameOf(object)}.get` } });
        } else if (method === 'fromEntries' && nameOf(object) === 'Object') {
          context.report({ node, messageId: 'readsRequest', data: { what: 'Object.fromEntries' } });
        } else if (BODY_READS.has(method) && ['request', 'req'].includes(nameOf(object))) {
          context.report({ node, messageId: 'readsRequest', data: { what: `request.${method}()` } });
        }
      },
    };
  },
};

export default bffHandler;
