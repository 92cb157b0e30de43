// The BFF's answers in the customer's language (issue 23). The lender words its refusals in English, and
// the portal's catalogues hold the same English words (the rules' and the sandbox's agree: test/agreement):
// a message that is word for word one of the catalogue's English messages without arguments is given in
// the other language; any other (with figures in it) stays as the lender said it.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** English message → the other language's, for the messages of these namespaces that take no argument. */
export function translationTable(english: Tree, other: Tree, namespaces: readonly string[]): Map<string, string> {
  const table = new Map<string, string>();
  const theirs = flatten(other);
  for (const [key, text] of flatten(english)) {
    if (!namespaces.some((ns) => key === ns || key.startsWith(`${ns}.`))) continue;
    const translated = theirs.get(key);
    if (translated && !/[{<]/.test(text) && !table.has(text)) table.set(text, translated);
  }
  return table;
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The error answer with every message the table knows put in the other language. */
export function translateErrorBody(body: ErrorBody, table: ReadonlyMap<string, string>): ErrorBody {
  const say = (text: string) => table.get(text) ?? text;
  return {
    ...body,
    message: say(body.message),
    ...(body.errors ? { errors: Object.fromEntries(Object.entries(body.errors).map(([field, list]) => [field, list.map(say)])) } : {}),
  };
}
