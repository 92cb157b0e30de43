// A page or component names a BFF route by its entry in lib/client/bff-routes.ts and calls it with
// useBffCall, so its body is type-checked against the route's schema and its answer parsed by the route's:
// no BFF path written by hand (`/api/…`, `/platform/…`), and no bffFetch, which takes one.
const BFF_PATH = /^\/(api|platform)\//;
const CLIENT = /(^|\/)lib\/client\/bff-fetch(\.ts)?$/;

const bffRouteByEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Pages and components call a BFF route by its entry (lib/client/bff-routes.ts), never by a path.' },
    messages: {
      path: 'Name the BFF route by its entry in lib/client/bff-routes.ts and call it with useBffCall (lib/client/bff-call.ts), not by the path "{{path}}".',
      bffFetch: 'Call the BFF with useBffCall and an entry of lib/client/bff-routes.ts: bffFetch takes a path written by hand.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && BFF_PATH.test(text)) context.report({ node, messageId: 'path', data: { path: text } });
    };
    return {
      Literal(node) {
        check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis[0]?.value.cooked);
      },
      ImportDeclaration(node) {
        if (!CLIENT.test(String(node.source.value))) return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && spec.imported.name === 'bffFetch') context.report({ node: spec, messageId: 'bffFetch' });
        }
      },
    };
  },
};

export default bffRouteByEntry;
