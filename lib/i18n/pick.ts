// The part of the catalogue a client component needs: only these messages go to the browser.

type Tree = { [key: string]: string | Tree };

/** The messages under each dotted path ('auth.session'), in the catalogue's shape. */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: string | Tree | undefined = messages;
    let to: Tree = out;
    keys.forEach((key, i) => {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) return;
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] = typeof to[key] === 'object' ? to[key] : {}) as Tree;
    });
    if (from === undefined) throw new Error(`No messages at ${path}`);
  }
  return out;
}
