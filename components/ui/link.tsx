// The portal's links: next/link without prefetching. Every page here is dynamic and per customer, so a
// prefetch is a full server render, and the router repeats prefetches of links on screen on
// its own, which would keep an abandoned session alive past its idle limit: the proxy cannot
// tell a prefetch from a visit, since Next strips the router's headers before it. ESLint keeps
// next/link out of everywhere else.
// A link to a page that opens the bank link is a plain <a>: the page must load as a new document to get
// its own Content-Security-Policy (the one that admits Plaid Link); a client-side navigation would keep
// the policy of the page it came from.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { opensBankLink } from '@/lib/rules/bank-link';

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? '';

export function Link(props: Props) {
  if (typeof props.href === 'string' && opensBankLink(pathOf(props.href))) {
    const { href, replace: _replace, scroll: _scroll, shallow: _shallow, passHref: _passHref, legacyBehavior: _legacy, locale: _locale, onNavigate: _onNavigate, ...rest } = props;
    return <a href={href} {...rest} />;
  }
  return <NextLink {...props} prefetch={false} />;
}
