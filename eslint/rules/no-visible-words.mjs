// Every word a component or page shows people comes from the catalogues (messages/<locale>/*.json): JSX
// text, the attributes people read or hear, string literals rendered from a JSX expression, and a page's
// metadata title and description. A literal without two letters in a row ("·", "$", " ") is not a word.

/** Attributes whose value is read or heard: a literal here is a word on the screen. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  // Shown by the style sheet as each cell's label on a phone (components/ui/stack-table.ts).
  'data-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'pendingLabel',
  'hint',
  'description',
  'legend',
  'heading',
  'emptyText',
  'caption',
  'summary',
  'confirmLabel',
  'cancelLabel',
]);

const RENDERING_OPERATORS = new Set(['&&', '||', '??', '+']);
const hasWord = (text) => /\p{L}{2,}/u.test(text);

/** Whether a property belongs to `export const metadata = { … }`. */
function inMetadata(node) {
  for (let n = node.parent; n; n = n.parent) if (n.type === 'VariableDeclarator') return n.id.name === 'metadata';
  return false;
}

const noVisibleWords = {
  meta: {
    type: 'problem',
    docs: { description: 'No words written in a component or page: they come from the catalogues.' },
    messages: { words: '"{{text}}" is shown to people: put it in messages/en and messages/es and take it with useTranslations/getTranslations.' },
    schema: [],
  },
  create(context) {
    const add = (node, text) => {
      if (hasWord(text)) context.report({ node, messageId: 'words', data: { text: text.trim() } });
    };
    /** The literals an expression renders as it is: 'x', `x ${y}`, a ? 'x' : 'y', a && 'x', a ?? 'x', 'x' + y. */
    const rendered = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') add(node, node.value);
      else if (node.type === 'TemplateLiteral') add(node, node.quasis.map((q) => q.value.cooked ?? '').join(' '));
      else if (node.type === 'ConditionalExpression') [node.consequent, node.alternate].forEach(rendered);
      else if ((node.type === 'LogicalExpression' || node.type === 'BinaryExpression') && RENDERING_OPERATORS.has(node.operator)) [node.left, node.right].forEach(rendered);
    };
    return {
      JSXText: (node) => add(node, node.value),
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXAttribute' && node.expression.type !== 'JSXEmptyExpression') rendered(node.expression);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(node.name.name) || !node.value) return;
        if (node.value.type === 'Literal') add(node.value, String(node.value.value));
        else if (node.value.type === 'JSXExpressionContainer' && node.value.expression.type !== 'JSXEmptyExpression') rendered(node.value.expression);
      },
      Property(node) {
        const key = node.key.name ?? node.key.value;
        if (!node.computed && (key === 'title' || key === 'description') && inMetadata(node)) rendered(node.value);
      },
    };
  },
};

export default noVisibleWords;
