// The sidebar's My Loans list as the server renders it: autopay's Manage or Enroll link only on a loan
// that still takes payments.
import { renderToStaticMarkup } from 'react-dom/server';
import { withIntl } from '@/lib/testing/intl';
import type { UserAttributes } from '@/lib/contract/users';
import { toMyLoan } from '@/lib/view/customer';
import { MyLoans } from './my-loans';

type ListItem = UserAttributes['installment_applications'][number];

const item = (over: Partial<ListItem>): ListItem => ({
  id: 7,
  status_cache_status: 'funded',
  amount: 3500,
  max_approved_amount: null,
  origin: 'Main Street Auto Care - Brake and rotor replacement',
  needs_dealership: false,
  final_status: 1,
  autopay_enabled: false,
  has_new_payments: true,
  final_contract_id: 11,
  ...over,
});

const html = (loans: ListItem[]) => renderToStaticMarkup(withIntl(<MyLoans customerId={3} loans={loans.map(toMyLoan)} currentId={loans[0]!.id} />));
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('My Loans: autopay', () => {
  it.each([
    { autopay: true, payments: true, shows: 'Autopay enabled Manage autopay for loan 7', link: true },
    { autopay: false, payments: true, shows: 'Autopay disabled Enroll autopay for loan 7', link: true },
    { autopay: true, payments: false, shows: 'Autopay enabled', link: false },
    { autopay: false, payments: false, shows: 'Autopay disabled', link: false },
  ])('autopay $autopay, takes payments $payments', ({ autopay, payments, shows, link }) => {
    const markup = html([item({ autopay_enabled: autopay, has_new_payments: payments })]);
    expect(text(markup)).toContain(shows);
    expect(markup.includes('/ui/customers/3/applications/7/make-payment?manageAutoPay=1')).toBe(link);
    expect(/Manage|Enroll/.test(text(markup))).toBe(link);
  });
});
