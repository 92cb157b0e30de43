// The sandbox's seed is split per persona (issue 21): no function of lender/db/seed/ runs over 80 lines, so
// each persona's data stays a small function named for what it shows. A new long one fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SEED = path.resolve(__dirname, '../../lender/db/seed');
const MAX_LINES = 80;

/** Every function, method and arrow function of a source text, with its length in lines. */
function functionLengths(fileName: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = (node as ts.FunctionDeclaration).name?.getText(source) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
      out.push({ name: `${path.basename(fileName)}:${start + 1} ${named}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

it('measures functions, arrows and methods', () => {
  const text = `function a() {\n  return 1;\n}\nconst b = () => {\n\n\n};\nclass C { m() {} }`;
  expect(functionLengths('x.ts', text).map((f) => [f.name, f.lines])).toEqual([
    ['x.ts:1 a', 3],
    ['x.ts:4 b', 4],
    ['x.ts:8 m', 1],
  ]);
});

it(`has no function over ${MAX_LINES} lines in lender/db/seed/`, () => {
  const files = readdirSync(SEED).filter((f) => f.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(3);
  const long = files.flatMap((f) => functionLengths(f, readFileSync(path.join(SEED, f), 'utf8'))).filter((f) => f.lines > MAX_LINES);
  expect(long).toEqual([]);
});
