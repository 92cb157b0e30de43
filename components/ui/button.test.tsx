// The Button's pending state as the server and the browser render it. That every submit button of the
// portal passes it is the lint rule portal/submit-shows-pending.
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
