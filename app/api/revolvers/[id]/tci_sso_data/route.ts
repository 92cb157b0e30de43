// POST /api/revolvers/{id}/tci_sso_data — url, encrypted_data and iv, which the page posts as a form to
// the card servicer's portal (spec 000's {servicer}_sso_data, for the one servicer: TCI).
import { bff, errorJson } from '@/lib/bff/handler';
import { recordId } from '@/lib/bff/params';
import { getServicerSsoData } from '@/lib/lender/api';

export const POST = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = recordId(params.id);
  if (id === null) return errorJson(404, 'Not found');
  return getServicerSsoData(session.token, id, 'tci');
});
