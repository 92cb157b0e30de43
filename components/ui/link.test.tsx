// Links to the pages that open the bank link load a new document (their own Content-Security-Policy
// admits Plaid Link); every other link stays a client-side navigation without prefetching.
import { renderToStaticMarkup } from 'react-dom/server';
import { Link } from './link';

describe('Link', () => {
  it.each([
    '/ui/customers/12/edit',
    '/ui/customers/12/applications/34/make-payment?manageAutoPay=1',
    '/ui/customers/12/applications/34/payments/new#bank',
  ])('%s: a plain link with its attributes', (href) => {
    const html = renderToStaticMarkup(
      <Link href={href} className="tab" aria-current="page" scroll={false}>
        Go
      </Link>,
    );
    expect(html).toBe(`<a href="${href.replace(/&/g, '&amp;')}" class="tab" aria-current="page">Go</a>`);
  });

  it('other pages: the router link', () => {
    const html = renderToStaticMarkup(<Link href="/ui/customers/12/applications/34/payments">History</Link>);
    expect(html).toContain('href="/ui/customers/12/applications/34/payments"');
  });
});
