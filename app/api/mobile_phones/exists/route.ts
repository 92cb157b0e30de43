// GET /api/mobile_phones/exists?number=&owner_id=&owner_type=User&send_pin=
// With send_pin=true the lender texts a PIN (a GET that changes state, as the lender's API defines it):
// then only our own pages' scripts may call it (changesState), never a link or an image on another site.
import type { NextRequest } from 'next/server';
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

// Every value counts: the query is read with its last value, so `send_pin=false&send_pin=true` sends one.
const sendsPin = (request: NextRequest) => request.nextUrl.searchParams.getAll('send_pin').includes('true');

export const GET = bff(
  {
    changesState: sendsPin,
    query: bffRoutes.preferences.phoneExists.query,
    queryRefusal: { field: 'number', message: 'Enter the 10 digits of your mobile number' },
  },
  ({ session, query }) => lender.mobilePhoneExists({ token: session.token, query }),
);
