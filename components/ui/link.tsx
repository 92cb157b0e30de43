// The portal's links: next/link without prefetching. Every page here is dynamic and per customer, so a
// prefetch is a full server render (issue 13), and the router repeats prefetches of links on screen on
// its own, which would keep an abandoned session alive past its idle limit (issue 14): the proxy cannot
// tell a prefetch from a visit, since Next strips the router's headers before it. ESLint keeps
// next/link out of everywhere else.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
