// POST /api/revolvers/{id}/tci_sso_data — url, encrypted_data and iv, which the page posts as a form to
// the card servicer's portal (spec 000's {servicer}_sso_data, for the one servicer: TCI).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams }, ({ session, params }) => lender.getServicerSsoData({ token: session.token, id: params.id, servicer: 'tci' }));
