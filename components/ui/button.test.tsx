// The Button's pending state as the server and the browser render it, and an audit of every submit
// button of the portal: each shows progress and refuses a second press while its request is out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from './button';
import { PageSkeleton } from './skeleton';
import { withIntl } from '@/lib/testing/intl';

describe('Button', () => {
  it('pending: says so, is busy and aria-disabled, but keeps its focus (not disabled)', () => {
    const html = renderToStaticMarkup(
      <Button type="submit" pending pendingLabel="Saving…">
        Save
      </Button>,
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Saving…');
    expect(html).not.toContain('>Save<');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it('idle: its label, nothing busy or disabled', () => {
    const html = renderToStaticMarkup(<Button type="submit" pendingLabel="Saving…">Save</Button>);
    expect(html).toContain('Save');
    expect(html).not.toContain('Saving…');
    expect(html).not.toMatch(/\saria-disabled="/);
    expect(html).not.toMatch(/\saria-busy="/);
  });

  it('pending without a pending label keeps its own label', () => {
    expect(renderToStaticMarkup(<Button pending>Retry</Button>)).toContain('Retry');
  });
});

describe('PageSkeleton', () => {
  it('is one status that names what loads; its blocks are hidden from screen readers', () => {
    const html = renderToStaticMarkup(withIntl(<PageSkeleton label="your payment history" />));
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain('Loading your payment history…');
    expect(html.match(/aria-hidden="true"/g)?.length).toBeGreaterThan(1);
  });
});

// ---- the audit ---------------------------------------------------------------------------------

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (entry.endsWith('.tsx') && !entry.endsWith('.test.tsx')) out.push(full);
  }
  return out;
}

/** The opening tags of `<Button …>` and `<button …>` in a file (attributes may hold braces and arrows). */
function buttonTags(source: string): string[] {
  const tags: string[] = [];
  const start = /<(Button|button)[\s>]/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let depth = 0;
    let i = m.index + 1;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0 && source[i - 1] !== '=') break;
    }
    tags.push(source.slice(m.index, i + 1));
  }
  return tags;
}

const files = [...sources(path.join(ROOT, 'components')), ...sources(path.join(ROOT, 'app'))];

it('the audit reads the portal\'s buttons', () => {
  const all = files.flatMap((f) => buttonTags(readFileSync(f, 'utf8')));
  expect(all.length).toBeGreaterThan(40);
  expect(all.some((t) => t.includes('pending={'))).toBe(true);
});

it.each(files.map((f) => path.relative(ROOT, f)))('%s: every submit button has a pending state', (file) => {
  const submits = buttonTags(readFileSync(path.join(ROOT, file), 'utf8')).filter((t) => /type="submit"/.test(t));
  // Plain forms use FormSubmitButton (no <button type="submit"> of their own); the rest pass `pending`.
  const without = submits.filter((t) => !/\spending=\{/.test(t) && !t.includes('blockPress'));
  expect(without).toEqual([]);
});
