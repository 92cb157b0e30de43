// Every submit button of the portal shows progress and refuses a second press while its request is out: a
// <Button>/<button type="submit"> passes `pending`, or handles its press with `blockPress` itself (the
// link-styled button of a plain form's FormSubmitButton).
const BUTTONS = new Set(['Button', 'button']);

const attribute = (element, name) => element.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === name);
const valueOf = (attr) => (attr?.value?.type === 'Literal' ? attr.value.value : attr?.value?.expression?.type === 'Literal' ? attr.value.expression.value : undefined);

const submitShowsPending = {
  meta: {
    type: 'problem',
    docs: { description: 'A submit button passes its pending state.' },
    messages: { pending: 'A submit button shows that its request is out and refuses a second press: pass pending={…} (or use FormSubmitButton in a plain form).' },
    schema: [],
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || !BUTTONS.has(node.name.name) || valueOf(attribute(node, 'type')) !== 'submit') return;
        const blocks = context.sourceCode.getTokens(node).some((t) => /Identifier$/.test(t.type) && t.value === 'blockPress');
        if (!attribute(node, 'pending') && !blocks) context.report({ node, messageId: 'pending' });
      },
    };
  },
};

export default submitShowsPending;
