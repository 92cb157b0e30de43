import { contentSecurityPolicy, PLAID_LINK_SOURCES } from './headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy and Plaid Link', () => {
  const plain = contentSecurityPolicy('n0nce', false);
  const withPlaid = contentSecurityPolicy('n0nce', false, true);

  it('admits nothing of Plaid on a page without the bank link', () => {
    expect(plain).not.toContain('plaid.com');
    expect(directive(plain, 'frame-src')).toEqual(["'self'"]);
    expect(directive(plain, 'connect-src')).toEqual(["'self'"]);
  });

  it("adds exactly the sources of Plaid's Link documentation on a page that opens it, and changes nothing else", () => {
    expect(directive(withPlaid, 'script-src')).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'", 'https://cdn.plaid.com/link/v2/stable/link-initialize.js']);
    expect(directive(withPlaid, 'frame-src')).toEqual(["'self'", 'https://cdn.plaid.com/']);
    expect(directive(withPlaid, 'connect-src')).toEqual(["'self'", 'https://production.plaid.com', 'https://sandbox.plaid.com', 'https://development.plaid.com']);
    const others = (csp: string) => csp.split('; ').filter((d) => !/^(script|frame|connect)-src /.test(d));
    expect(others(withPlaid)).toEqual(others(plain));
    expect(Object.values(PLAID_LINK_SOURCES).flat()).toHaveLength(5);
  });
});
