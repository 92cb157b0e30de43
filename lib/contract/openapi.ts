// The lender contract as an OpenAPI 3.1 document, generated from lib/contract's zod schemas and the call
// table (lib/contract/calls.ts). Served by the sandbox at GET /openapi.json, committed as
// docs/lender-api.openapi.json (a test fails when the two differ), read by npm run contract:check.
import { z } from 'zod';
import { LENDER_CALLS, PATH_PARAMS, type LenderCall } from './calls';
import { ErrorBodySchema } from './common';

type Json = Record<string, unknown>;

export const OPENAPI_VERSION = '1.0.0';

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // A date's format says it all; zod's long regex beside it only makes the document hard to read.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date' || jsonSchema.format === 'date-time') delete jsonSchema.pattern;
    },
  }) as Json;
  delete out.$schema;
  return out;
};

/**
 * Answers: a lender may send fields the portal does not know (they are ignored), so objects are open.
 * Fields with no mark of their own inside an extension call, or under an extension field, are that
 * extension's.
 */
function finish(node: unknown, opts: { open: boolean; inherited?: Json }): void {
  if (Array.isArray(node)) return node.forEach((n) => finish(n, opts));
  if (!node || typeof node !== 'object') return;
  const obj = node as Json;
  if (opts.open && obj.additionalProperties === false) delete obj.additionalProperties;
  const properties = obj.properties as Record<string, Json> | undefined;
  if (properties) {
    for (const prop of Object.values(properties)) {
      if (!prop['x-spec'] && !prop['x-extension'] && opts.inherited) Object.assign(prop, opts.inherited);
      const inherited = prop['x-extension']
        ? { 'x-extension': true, 'x-reason': `Part of the extension ${opts.inherited?.['x-reason'] ? 'call' : 'field'} above.` }
        : opts.inherited;
      finish(prop, { ...opts, inherited });
    }
  }
  for (const [key, value] of Object.entries(obj)) if (key !== 'properties') finish(value, opts);
}

const marksOfCall = (call: LenderCall): Json =>
  'spec' in call.source
    ? { 'x-spec': call.source.spec }
    : { 'x-extension': true, 'x-reason': call.source.extension, 'x-fallback': call.source.without };

function parameters(call: LenderCall): Json[] {
  const params: Json[] = [];
  for (const [, name = ''] of call.path.matchAll(/\{(\w+)\}/g)) {
    params.push({ name, in: 'path', required: true, schema: jsonSchemaOf((PATH_PARAMS as Record<string, z.ZodType>)[name] ?? z.string(), 'input'), ...marksOfCall(call) });
  }
  if (call.query) {
    const query = jsonSchemaOf(call.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, Json>) ?? {})) {
      const { 'x-spec': xSpec, 'x-extension': xExt, 'x-reason': reason, 'x-fallback': fallback, ...rest } = schema;
      const marks = xSpec || xExt ? { 'x-spec': xSpec, 'x-extension': xExt, 'x-reason': reason, 'x-fallback': fallback } : marksOfCall(call);
      params.push({ name, in: 'query', required: required.has(name) && !('default' in rest), schema: rest, ...JSON.parse(JSON.stringify(marks)) });
    }
  }
  for (const [name, header] of Object.entries(call.headers ?? {})) {
    params.push({
      name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: { type: 'string' },
      ...(header.extension ? { 'x-extension': true, 'x-reason': header.description, 'x-fallback': 'A lender that does not know it ignores it.' } : marksOfCall(call)),
    });
  }
  return params;
}

function operation(call: LenderCall): Json {
  const callMarks = marksOfCall(call);
  const inherited = 'extension' in call.source ? { 'x-extension': true, 'x-reason': `Part of the extension call ${call.method} ${call.path}.` } : undefined;
  const responses: Json = {};
  if (call.response === 'pdf') {
    responses['200'] = { description: 'The document.', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } };
  } else if (call.response === 'file') {
    const file = { schema: { type: 'string', format: 'binary' } };
    responses['200'] = { description: 'The file as it was kept.', content: { 'application/pdf': file, 'image/jpeg': file, 'image/png': file, 'image/heic': file } };
  } else {
    const schema = jsonSchemaOf(call.response, 'output');
    finish(schema, { open: true, inherited });
    responses['200'] = { description: call.summary, content: { 'application/json': { schema } } };
  }
  for (const status of call.errors) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  const op: Json = {
    operationId: call.id,
    summary: call.summary,
    ...callMarks,
    security: call.signedOut ? [] : [{ bearer: [] }],
    parameters: parameters(call),
    responses,
  };
  if (call.body) {
    const schema = jsonSchemaOf(call.body, 'input');
    finish(schema, { open: false, inherited });
    op.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  if (call.upload) {
    const marks = { 'x-extension': true, 'x-reason': `Part of the extension call ${call.method} ${call.path}.`, 'x-fallback': 'No upload is offered.' };
    const schema = { type: 'object', required: [call.upload.field], ...marks, properties: { [call.upload.field]: { type: 'string', format: 'binary', description: 'PDF, JPEG, PNG or HEIC, by its first bytes.', ...marks } } };
    op.requestBody = { required: true, description: `At most ${call.upload.maxBytes} bytes in all.`, content: { 'multipart/form-data': { schema } } };
  }
  return op;
}

const ERROR_WORDS: Record<number, string> = {
  401: 'Not signed in, or the token has expired or was revoked: the portal sends the customer to sign in.',
  403: 'Signed in, but not allowed this record or action.',
  404: 'No such record, or not one of the caller’s.',
  409: 'The record is not in a state that allows this.',
  422: 'The request broke a rule: `errors` maps each field path to its messages, shown beside the field.',
  429: 'Too many tries: `Retry-After` says how many seconds to wait.',
};

export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const call of LENDER_CALLS) {
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  const errorBody = jsonSchemaOf(ErrorBodySchema, 'output');
  finish(errorBody, { open: true });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lender API: what the customer portal calls',
      version: OPENAPI_VERSION,
      description:
        'Every call the portal makes to the lender API. Each operation and field carries x-spec (the section of the specification that names it: ' +
        "document 000 or 001, section §n) or x-extension: true with x-reason (why the portal asks for it) and x-fallback (what the portal does without it). " +
        'Extension fields are optional: a lender that sends only what the specification names is served. Unknown fields are ignored. See docs/lender-api.md.',
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'The lender sandbox (npm start)' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /platform/auth/sessions.' } },
      schemas: { ErrorBody: errorBody },
      responses: Object.fromEntries(
        [...new Set(LENDER_CALLS.flatMap((c) => c.errors))]
          .sort()
          .map((status) => [
            `Error${status}`,
            {
              description: ERROR_WORDS[status] ?? `HTTP ${status}`,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
              ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } } : {}),
            },
          ]),
      ),
    },
    paths,
  };
}
