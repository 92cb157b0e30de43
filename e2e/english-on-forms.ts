// English left on a Spanish form: the catalogues' English sentences (those without arguments whose Spanish
// differs) looked for in every form of a screen, in the server's HTML as it arrives (before the scripts: the
// "getting ready" status is there, hidden) and in the page once it runs. Text inside an element marked
// lang="en" is English on purpose (the binding English of an authorization) and is left out.
import { expect, type Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

/** The English sentences a Spanish screen must not show: no ICU argument or tag, and not the same in Spanish. */
export function englishOnly(english: Tree, spanish: Tree): string[] {
  const theirs = leaves(spanish);
  const words = new Set<string>();
  for (const [key, text] of leaves(english)) {
    if (/[{<]/.test(text) || !/[a-z]{2}/i.test(text) || theirs.get(key) === text) continue;
    words.add(text.trim());
  }
  return [...words];
}

/** The forms' texts and labelling attributes that are one of `words` (in the page, or in `html` parsed without running it). */
export function englishIn(page: Page, words: string[], html?: string): Promise<string[]> {
  return page.evaluate(
    ({ words, html }) => {
      const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
      const english = new Set(words);
      const found = new Set<string>();
      const onPurpose = (el: Element | null) => Boolean(el?.closest('[lang^="en"]') && el.closest('[lang^="en"]') !== doc.documentElement);
      for (const form of Array.from(doc.querySelectorAll('form'))) {
        const walker = doc.createTreeWalker(form, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text && english.has(text) && !onPurpose(node.parentElement)) found.add(text);
        }
        for (const el of Array.from(form.querySelectorAll('[placeholder], [aria-label], [title], [alt], input[type="submit"][value], input[type="button"][value]'))) {
          for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'value']) {
            const value = el.getAttribute(name)?.trim();
            if (value && english.has(value) && !onPurpose(el)) found.add(`${name}="${value}"`);
          }
        }
      }
      return [...found];
    },
    { words, html },
  );
}

/**
 * Soft: no English on the screen's forms, before the scripts (its server HTML, fetched again with the page's
 * cookies: `served`) and after; a state (a dialog, errors shown) is looked at as it is now only.
 */
export async function expectNoEnglishOnForms(page: Page, label: string, words: string[], { served = true } = {}) {
  if (served) {
    const html = await (await page.request.get(page.url())).text();
    expect.soft(await englishIn(page, words, html), `English on the forms of ${label}, before the scripts`).toEqual([]);
  }
  expect.soft(await englishIn(page, words), `English on the forms of ${label}, with the scripts`).toEqual([]);
}
