// Components take no type of lib/contract (a wire record in snake_case): lib/view builds what they read.
// They may import the contract's modules of fixed words and limits (option `constants`), the request bodies
// they write whose wire spelling is the point (option `requestBodies`: name → reason), and load an answer
// schema for bffFetch: `import('…').then((m) => m.XSchema)`.
import { onImports, repoPath, resolveImport } from '../module-path.mjs';

const nameOf = (node) => node?.name ?? node?.value;

const contractInComponents = {
  meta: {
    type: 'problem',
    docs: { description: 'Components read view models: no wire type of lib/contract, besides its constants and the listed request bodies.' },
    messages: {
      name: "{{name}} is the lender's wire ({{wire}}): take a view model of lib/view, or add the request body you send to requestBodies with its reason.",
      whole: "{{wire}} is the lender's wire: import its constants from a constants module, and read view models of lib/view.",
    },
    schema: [
      {
        type: 'object',
        properties: { constants: { type: 'array', items: { type: 'string' } }, requestBodies: { type: 'object', additionalProperties: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = repoPath(context.physicalFilename);
    const { constants = [], requestBodies = {} } = context.options[0] ?? {};
    if (!file) return {};
    const isWire = (target) => target.startsWith('lib/contract/') && !constants.includes(target.replace(/\.tsx?$/, ''));
    const refuse = (node, wire, name) => {
      if (name === undefined) context.report({ node, messageId: 'whole', data: { wire } });
      else if (!Object.hasOwn(requestBodies, name)) context.report({ node, messageId: 'name', data: { name, wire } });
    };
    return onImports((node, specifier) => {
      const wire = resolveImport(file, specifier);
      if (!wire || !isWire(wire)) return;
      if (node.type === 'TSImportType') return refuse(node, wire, nameOf(node.qualifier?.right ?? node.qualifier));
      if (node.type === 'ImportExpression') {
        // A schema loaded for bffFetch (import('…').then(…)) or a whole module awaited is fine; a name read off it is not.
        const parent = node.parent;
        if (parent.type === 'MemberExpression' && parent.object === node && nameOf(parent.property) !== 'then') refuse(parent, wire, nameOf(parent.property));
        return;
      }
      if (node.type === 'ExportAllDeclaration') return refuse(node, wire);
      if (node.type === 'ImportDeclaration' && node.specifiers.length === 0) return refuse(node, wire);
      for (const s of node.specifiers) {
        if (s.type === 'ImportSpecifier') refuse(s, wire, nameOf(s.imported));
        else if (s.type === 'ExportSpecifier') refuse(s, wire, nameOf(s.local));
        else refuse(s, wire);
      }
    });
  },
};

export default contractInComponents;
