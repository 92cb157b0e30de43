// The card account page's states, rendered as the server sends them.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Revolver } from '@/lib/contract/revolvers';
import { toCardAccount } from '@/lib/lender/card-account';
import { kimRevolver } from '@/lib/testing/revolver';
import { toCardView } from '@/lib/view/card';
import { withIntl } from '@/lib/testing/intl';
import { CardAccountView } from './card-account-view';

/** The lender's card account (kim's), as the page gets it: reduced to the last 4 and reshaped. */
const kimWire = kimRevolver;
const card = (over: Partial<Revolver> = {}) => toCardView(toCardAccount({ ...kimWire, ...over }));
const kim = card();
const louWire: Partial<Revolver> = {
  current_credit_line_increase: null,
  'line_increase_eligible?': false,
  tci_status: 'B',
  'tci_status?': true,
  tci_account_number: '5500000000004321',
};
const lou = card(louWire);

const render = (props: Partial<Parameters<typeof CardAccountView>[0]>) =>
  renderToStaticMarkup(withIntl(<CardAccountView cardId={17} card={kim} agreementUrl="/files/9/url_proxy" pendingPurchaseGuid={null} {...props} />))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('CardAccountView', () => {
  it('shows the available credit, the limit, the last 4 of the account, the offer with its expiry, and the agreement', () => {
    const text = render({});
    expect(text).toContain('Available credit $2,150.00');
    expect(text).toContain('Credit limit $3,000.00');
    expect(text).toContain('•••• ending in 5678');
    expect(text).not.toContain('4111000012345678');
    expect(text).toContain('You have a credit limit increase offer of $1,000.00.');
    expect(text).toContain('This offer expires 04/12/2030.');
    expect(text).toContain('Credit Limit Increase');
    expect(text).toContain('View Cardholder Agreement');
    expect(text).not.toContain('Refresh the page to get the agreement');
    expect(text).not.toContain('ineligible');
    expect(renderToStaticMarkup(withIntl(<CardAccountView cardId={17} card={kim} agreementUrl="/files/9/url_proxy" pendingPurchaseGuid={null} />))).toContain(
      'href="/files/9/url_proxy"',
    );
  });

  it("lou: the ineligible notice with the card servicer's phone, no increase request, the refresh prompt", () => {
    const text = render({ card: lou, agreementUrl: null });
    expect(text).toContain('Your account is currently ineligible for purchases and cash advances');
    expect(text).toContain('Please call the card servicer at (800) 555-0123');
    expect(text).not.toContain('Credit Limit Increase');
    expect(text).toContain('Refresh the page to get the agreement');
  });

  it('an offer on an account no longer eligible is shown, without a way to accept it', () => {
    const text = render({ card: card({ 'line_increase_eligible?': false }) });
    expect(text).toContain('Credit line increase offer: $1,000.00 · expires 04/12/2030');
    expect(text).not.toContain('Accept');
  });

  it('staff see the card and the offer, but neither the increase request nor the servicer sign-on', () => {
    const text = render({ viewerIsCardholder: false });
    expect(text).toContain('Available credit $2,150.00');
    expect(text).toContain('Credit line increase offer: $1,000.00 · expires 04/12/2030');
    expect(text).not.toContain('Request Increase');
    expect(text).not.toContain('Open Card Servicer Portal');
    expect(text).toContain('Only the cardholder can request a credit limit increase');
  });

  it('a lost or stolen card does not show the ineligible notice', () => {
    expect(render({ card: card({ ...louWire, 'lost_or_stolen?': true }) })).not.toContain('ineligible');
  });

  it('a failed lookup shows the spec text', () => {
    const text = render({ card: null });
    expect(text).toContain('An error occurred while looking up your card account.');
    expect(text).not.toContain('Available credit');
  });

  it('links to the pending purchase', () => {
    const html = renderToStaticMarkup(
      withIntl(<CardAccountView cardId={17} card={kim} agreementUrl={null} pendingPurchaseGuid="11111111-1111-4111-8111-111111111111" />),
    );
    expect(html).toContain('href="/ui/purchases/11111111-1111-4111-8111-111111111111"');
    expect(render({})).not.toContain('Review Pending Purchase');
  });

  it('in Spanish: the same card, the amounts and dates formatted as in English', () => {
    const text = renderToStaticMarkup(withIntl(<CardAccountView cardId={17} card={kim} agreementUrl={null} pendingPurchaseGuid={null} />, 'es-US'))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Crédito disponible');
    expect(text).toContain('Tiene una oferta de aumento del límite de crédito de $1,000.00.');
    expect(text).toContain('Esta oferta vence el 04/12/2030.');
    expect(text).toContain('menos de $1000');
    expect(text).not.toContain('Available credit');
  });
});
