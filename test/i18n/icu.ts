// The arguments of an ICU message ("{amount} on {date}", "{n, plural, one {# day} other {# days}}"), for
// the catalogues' placeholder parity. A small reader of the subset next-intl formats: simple
// arguments, typed ones (number, date, time), and plural, selectordinal and select with their branches.

/** Every argument name of the message with its type ('' for a simple one), sorted: "amount", "n:plural". */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  let i = 0;

  const readUntil = (stops: string) => {
    const start = i;
    while (i < message.length && !stops.includes(message[i]!)) i++;
    return message.slice(start, i).trim();
  };

  /** Text and arguments up to the closing brace of a branch (or the end). */
  function readMessage(depth: number) {
    while (i < message.length) {
      const ch = message[i]!;
      if (ch === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
        i = message.indexOf("'", i + 1) + 1 || message.length; // quoted literal braces
      } else if (ch === '{') {
        i++;
        readArgument();
      } else if (ch === '}') {
        if (depth === 0) throw new Error(`Unbalanced } in: ${message}`);
        return;
      } else i++;
    }
    if (depth > 0) throw new Error(`Unclosed { in: ${message}`);
  }

  function readArgument() {
    const name = readUntil(',}');
    if (i >= message.length) throw new Error(`Unclosed { in: ${message}`);
    if (!/^[A-Za-z_][\w]*$/.test(name)) throw new Error(`Bad argument "${name}" in: ${message}`);
    if (message[i] === '}') {
      i++;
      found.add(name);
      return;
    }
    i++; // ,
    const type = readUntil(',}');
    if (i >= message.length) throw new Error(`Unclosed { in: ${message}`);
    found.add(`${name}:${type}`);
    if (message[i] === '}') {
      i++;
      return;
    }
    i++; // ,
    if (!['plural', 'selectordinal', 'select'].includes(type)) {
      readUntil('}'); // a style: "currency", "short"
      i++;
      return;
    }
    // Branches: key {message} … }
    for (;;) {
      const key = readUntil('{}');
      if (i >= message.length) throw new Error(`Unclosed { in: ${message}`);
      if (message[i] === '}') {
        i++;
        return;
      }
      if (!key) throw new Error(`A branch without a key in: ${message}`);
      i++; // {
      readMessage(1);
      i++; // }
    }
  }

  readMessage(0);
  return [...found].sort();
}

type Tree = { [key: string]: string | Tree };

/** Every message of a catalogue by its dotted key. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The rich-text tags of a message (<strong>…</strong>, <phone>…</phone>), sorted: components fill them in. */
export function richTags(message: string): string {
  return [...new Set([...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`))].sort().join(' ');
}
