// A client component's function stays small: at most `max` lines (120 by default). A client form that grows
// past it is split into its parts (its fields, its review, its hook), so each says one thing and the form
// pattern (pending, field errors, focus) is not written again inside it. Only files that start with
// 'use client': server components render data and are held by the style guide's sizes, not by this rule.
const isClient = (program) => program.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client');

const clientFunctionSize = {
  meta: {
    type: 'suggestion',
    docs: { description: "A client component's function is at most 120 lines." },
    messages: { long: '{{name}} is {{lines}} lines: a client function is at most {{max}}. Split it into its parts (fields, review, a use… hook).' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
  },
  create(context) {
    const max = context.options[0]?.max ?? 120;
    if (!isClient(context.sourceCode.ast)) return {};
    const check = (node) => {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines <= max) return;
      const name = node.id?.name ?? (node.parent?.type === 'VariableDeclarator' ? node.parent.id.name : 'This function');
      context.report({ node, messageId: 'long', data: { name, lines: String(lines), max: String(max) } });
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

export default clientFunctionSize;
