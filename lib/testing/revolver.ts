// A card account as the lender answers it (kim's, of the seed): the fixture of the card page's unit tests.
import type { Revolver } from '../contract/revolvers';

export const kimRevolver: Revolver = {
  application_id: 17,
  credit_limit: 3000,
  available_credit: 2150,
  current_credit_line_increase: { offer: 1000, expiration: '2030-04-12' },
  'line_increase_eligible?': true,
  'lost_or_stolen?': false,
  tci_status: null,
  'tci_status?': false,
  tci_account_number: '4111000012345678',
};
