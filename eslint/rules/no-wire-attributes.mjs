// Pages and components read the view models of lib/view, never a JSON:API resource's `.attributes`:
// lib/view builds what they read, once, with the extensions' fallbacks applied.
const noWireAttributes = {
  meta: {
    type: 'problem',
    docs: { description: 'No JSON:API `.attributes` read in pages and components.' },
    messages: { attributes: "Read a view model of lib/view, not the lender's wire (.attributes): map it with lib/view's to… function in the page or loader." },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        const p = node.property;
        if ((!node.computed && p.name === 'attributes') || (node.computed && p.type === 'Literal' && p.value === 'attributes')) {
          context.report({ node, messageId: 'attributes' });
        }
      },
    };
  },
};

export default noWireAttributes;
