// Who is calling, by address: for the sign-in limit per address and the address recorded with a payment
// authorization. The portal's header is believed only with the shared secret (LENDER_CLIENT_ADDRESS_SECRET);
// otherwise the connection's own address counts. X-Forwarded-For is never read: any client can write it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SECRET_HEADER, IpAddressSchema } from '../../lib/contract/client-address';
import type { Env } from './context';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Does the request carry the secret shared with the portal? (Compared in constant time.) */
export function fromPortal(c: Context<Env>): boolean {
  const secret = c.get('deps').clientAddressSecret;
  const sent = c.req.header(CLIENT_ADDRESS_SECRET_HEADER);
  return Boolean(secret && sent && timingSafeEqual(digest(secret), digest(sent)));
}

function socketAddress(c: Context<Env>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // called in process (tests): no socket
  }
}

/** The visitor's address, or null when there is none that can be believed (in-process calls). */
export function clientAddress(c: Context<Env>): string | null {
  const forwarded = fromPortal(c) ? c.req.header(CLIENT_ADDRESS_HEADER)?.trim() : undefined;
  const candidate = forwarded || socketAddress(c);
  return candidate && IpAddressSchema.safeParse(candidate).success ? candidate : null;
}
