// The words a component or page shows people, written in its source instead of taken from the catalogues
// (issue 23): JSX text, the attributes people read or hear, string literals rendered from a JSX expression,
// and a page's metadata title. Read with TypeScript's parser; a literal without a letter ("·", "$", " ")
// is not a word.
import ts from 'typescript';

/** Attributes whose value is read or heard: a literal here is a word on the screen. */
export const READ_ATTRIBUTES = new Set([
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

const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

export interface VisibleString {
  line: number;
  text: string;
}

/** The words of one source file that are not from a catalogue. */
export function visibleStrings(fileName: string, text: string): VisibleString[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: VisibleString[] = [];
  const add = (node: ts.Node, value: string) => {
    if (hasWord(value)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: value.trim() });
  };

  /** The literals an expression renders as it is: 'x', `x ${y}`, a ? 'x' : 'y', a && 'x', a ?? 'x'. */
  const rendered = (node: ts.Expression) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '));
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(rendered);
    else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)) {
      [node.left, node.right].forEach(rendered);
    } else if (ts.isParenthesizedExpression(node)) rendered(node.expression);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) rendered(node.expression);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) add(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) rendered(value.expression);
    } else if (ts.isPropertyAssignment(node) && ['title', 'description'].includes(node.name.getText(source)) && isMetadata(node)) {
      rendered(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A property of `export const metadata = { … }` (the page's title and description). */
function isMetadata(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isVariableDeclaration(n)) return n.name.getText() === 'metadata';
  }
  return false;
}
