// The published contract: a valid OpenAPI 3.1 document, current with the schemas, covering every call the
// portal makes, with every field marked as named by the spec or as the portal's extension.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { z } from 'zod';
import { LENDER_CALLS } from './calls';
import { buildOpenApi } from './openapi';
import { ext, spec } from './wire';

const root = path.resolve(__dirname, '..', '..');
const committed = () => JSON.parse(readFileSync(path.join(root, 'docs', 'lender-api.openapi.json'), 'utf8'));

type Json = Record<string, unknown>;

/** Every property of every schema in the document that carries neither mark, by where it is. */
function unmarked(doc: Json): string[] {
  const bad: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, where));
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    for (const [name, prop] of Object.entries((obj.properties as Record<string, Json>) ?? {})) {
      if (!prop['x-spec'] && !prop['x-extension']) bad.push(`${where} ${name}`);
      walk(prop, `${where}.${name}`);
    }
    for (const [key, value] of Object.entries(obj)) if (key !== 'properties') walk(value, where);
  };
  for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(ops)) {
      walk(op, `${method.toUpperCase()} ${p}`);
      for (const param of op.parameters as Json[]) if (!param['x-spec'] && !param['x-extension']) bad.push(`${method} ${p} ${param.in} ${param.name}`);
      if (!op['x-spec'] && !op['x-extension']) bad.push(`${method} ${p} (the call)`);
    }
  }
  return bad;
}

describe('the lender contract (OpenAPI 3.1)', () => {
  const doc = buildOpenApi();

  it('is a valid OpenAPI 3.1 document', () => {
    // The validator is an ES module: it runs in its own node, the document on its stdin.
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      let text = ''; for await (const chunk of process.stdin) text += chunk;
      const v = new Validator(); const r = await v.validate(JSON.parse(text));
      console.log(JSON.stringify({ valid: r.valid, errors: r.errors ?? [], version: v.version }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, input: JSON.stringify(doc) });
    const result = JSON.parse(out.toString());
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('is the committed docs/lender-api.openapi.json (run npm run openapi after changing a schema)', () => {
    expect(committed()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('marks every call, parameter and field as named by the spec (with its section) or as an extension', () => {
    expect(unmarked(doc)).toEqual([]);
  });

  it('gives every extension its reason and its fallback', () => {
    const missing: string[] = [];
    JSON.stringify(doc, (key, value) => {
      if (value && typeof value === 'object' && value['x-extension'] && !value['x-reason']) missing.push(JSON.stringify(value).slice(0, 80));
      return value;
    });
    expect(missing).toEqual([]);
    for (const call of LENDER_CALLS) if ('extension' in call.source) expect(call.source.without).not.toBe('');
  });

  it('finds a change to a schema alone (the check above is not blind)', () => {
    const Probe = z.object({ a: spec(z.string(), '000 §3'), b: ext(z.number(), { why: 'w', without: 'x' }) });
    const before = JSON.stringify(z.toJSONSchema(Probe));
    const After = Probe.extend({ c: z.boolean() });
    expect(JSON.stringify(z.toJSONSchema(After))).not.toBe(before);
    expect(unmarked({ paths: { '/p': { get: { 'x-spec': '000 §7', parameters: [], responses: { 200: z.toJSONSchema(After) } } } } })).toEqual(['GET /p c']);
  });
});
