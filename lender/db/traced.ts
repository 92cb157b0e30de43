// Database spans for the sandbox's traces: each query the app sends (and each transaction, as one span
// around its queries) becomes a child of the request's span, named for its operation (SELECT, INSERT, …),
// with the statement's text (Drizzle sends values as parameters, never in the text). Wrapped onto the
// PGlite client or the PostgreSQL pool only when the sandbox's traces are on (server.ts). Queries outside a
// request (migrations, the seed, the sweeper) make no span.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = () => trace.getTracer('lender-sandbox');

const MAX_TEXT = 300;

function statementOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string') return (arg as { text: string }).text;
  return '';
}

async function inSpan<T>(name: string, attributes: Record<string, string>, run: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', ...attributes } }, async (span) => {
    try {
      return await run();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      if (err instanceof Error) span.recordException(err);
      throw err;
    } finally {
      span.end();
    }
  });
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** Replaces `target[name]` with the same method, each call in a span named by `describe`. */
function wrap(target: object, name: string, describe: (args: unknown[]) => { name: string; attributes: Record<string, string> }): void {
  const holder = target as Record<string, Method>;
  const original = holder[name]!.bind(target);
  holder[name] = (...args: unknown[]) => {
    // Only within a request's trace: migrations, the seed and the sweeper would each start one of their own.
    if (!trace.getActiveSpan()) return original(...args);
    const d = describe(args);
    return inSpan(d.name, d.attributes, () => original(...args));
  };
}

const query = (args: unknown[]) => {
  const text = statementOf(args[0]).trim();
  const operation = (/^\w+/.exec(text)?.[0] ?? 'query').toUpperCase();
  return { name: `db ${operation}`, attributes: { 'db.operation.name': operation, 'db.query.text': text.slice(0, MAX_TEXT) } };
};
const transaction = () => ({ name: 'db transaction', attributes: { 'db.operation.name': 'TRANSACTION' } });

/** PGlite: its queries and its transactions. */
export function tracePglite(client: object): void {
  wrap(client, 'query', query);
  wrap(client, 'transaction', transaction);
}

/** node-postgres: the pool's queries, and those of each client a transaction takes from it. */
export function tracePgPool(pool: object): void {
  wrap(pool, 'query', query);
  const connect = (pool as { connect: () => Promise<object> }).connect.bind(pool);
  (pool as { connect: () => Promise<object> }).connect = async () => {
    const client = await connect();
    if (!(client as { [TRACED]?: boolean })[TRACED]) {
      wrap(client, 'query', query);
      (client as { [TRACED]?: boolean })[TRACED] = true;
    }
    return client;
  };
}

const TRACED = Symbol('traced');
