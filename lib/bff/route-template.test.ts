import { genericTemplate, templateMatcher } from './route-template';

// What Next writes in .next/routes-manifest.json for a few of the portal's routes.
const manifest = {
  staticRoutes: [
    { page: '/ui/auth', regex: '^/ui/auth(?:/)?$' },
    { page: '/api/transactions', regex: '^/api/transactions(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/transactions/[id]', regex: '^/api/transactions/([^/]+?)(?:/)?$' },
    { page: '/ui/customers/[userId]/applications/[applicationId]/payments', regex: '^/ui/customers/([^/]+?)/applications/([^/]+?)/payments(?:/)?$' },
    { page: '/ui/[...rest]', regex: '^/ui/(.+?)(?:/)?$' },
  ],
};

describe('templateMatcher', () => {
  const template = templateMatcher(manifest);
  it.each([
    ['/ui/auth', '/ui/auth'],
    ['/api/transactions', '/api/transactions'],
    ['/api/transactions/123', '/api/transactions/[id]'],
    ['/ui/customers/7/applications/9/payments', '/ui/customers/[userId]/applications/[applicationId]/payments'],
    ['/ui/anything/else', '/ui/[...rest]'],
    ['/_next/static/chunks/app.js', '/_next/*'],
    // Not in the manifest: the generic template.
    ['/files/42/url_proxy', '/files/[id]/url_proxy'],
  ])('%s → %s', (pathname, expected) => {
    expect(template(pathname)).toBe(expected);
  });

  it('works without a manifest', () => {
    expect(templateMatcher(null)('/api/transactions/123')).toBe('/api/transactions/[id]');
  });
});

describe('genericTemplate', () => {
  it.each([
    ['/', '/'],
    ['/api/users/me', '/api/users/me'],
    ['/api/purchases/3f2504e0-4f89-11d3-9a0c-0305e82c3301', '/api/purchases/[token]'],
    ['/ui/purchase/AbCdEf0123456789xyzXYZ0123456789', '/ui/purchase/[token]'],
    ['/api/mobile_phones/12/verify', '/api/mobile_phones/[id]/verify'],
    ['/x/%20y', '/x/[token]'],
  ])('%s → %s', (pathname, expected) => {
    expect(genericTemplate(pathname)).toBe(expected);
  });
});
