import { isWaitingStatus, landingPage, safeExternalUrl, type LandingPage } from './landing';

const app = (over: Partial<Parameters<typeof landingPage>[0]> = {}) => ({
  status_cache_status: 'funded',
  status: 'funded',
  'unable_verify?': false,
  final_status: 1 as number | null,
  ...over,
});

describe('landingPage: first match wins', () => {
  it.each<[string, Parameters<typeof landingPage>[0], LandingPage]>([
    ['declined', app({ status_cache_status: 'declined', status: 'declined', final_status: null }), 'declined'],
    ['declined in status only', app({ status: 'declined', final_status: null }), 'declined'],
    // declined wins over every later rule
    ['declined and unverified', app({ status_cache_status: 'declined', 'unable_verify?': true }), 'declined'],
    ['declined and cancelled final status', app({ status_cache_status: 'declined', final_status: 3 }), 'declined'],
    ['pending', app({ status_cache_status: 'pending', status: 'pending', final_status: null }), 'pending'],
    ['pending in status only', app({ status: 'pending', final_status: null }), 'pending'],
    ['unverified flag on a waiting application', app({ status_cache_status: 'waiting_cip_verification', status: 'approved', 'unable_verify?': true, final_status: null }), 'pending'],
    // pending wins over canceled and withdrawn
    ['pending and cancelled', app({ status_cache_status: 'pending', final_status: 3 }), 'pending'],
    ['unverified and withdrawn', app({ status_cache_status: 'withdrawn', 'unable_verify?': true, final_status: 2 }), 'pending'],
    ['cancelled', app({ status_cache_status: 'cancelled', status: 'cancelled', final_status: 3 }), 'canceled'],
    ['canceled spelled the American way', app({ status: 'canceled', final_status: null }), 'canceled'],
    ['cancelled final status only', app({ final_status: 3 }), 'canceled'],
    // canceled wins over withdrawn
    ['cancelled and withdrawn', app({ status_cache_status: 'cancelled', status: 'withdrawn', final_status: 2 }), 'canceled'],
    ['withdrawn', app({ status_cache_status: 'withdrawn', status: 'withdrawn', final_status: 2 }), 'withdrawn'],
    ['withdrawn final status only', app({ final_status: 2 }), 'withdrawn'],
    ['funded', app(), 'loan'],
    ['waiting for signature', app({ status_cache_status: 'waiting_agreement_signature', status: 'approved', final_status: null }), 'loan'],
    ['doc signed', app({ status_cache_status: 'doc_signed', status: 'approved', final_status: 0 }), 'loan'],
  ])('%s', (_label, input, page) => {
    expect(landingPage(input)).toBe(page);
  });
});

describe('isWaitingStatus', () => {
  it.each([
    ['waiting_agreement_signature', true],
    ['waiting_for_sc_info', true],
    ['waiting_cip_verification_resolution', true],
    ['waiting_for_something_unknown', false],
    ['funded', false],
    ['pending', false],
  ])('%s → %s', (status, waiting) => {
    expect(isWaitingStatus(status)).toBe(waiting);
  });
});

describe('safeExternalUrl', () => {
  it.each([
    ['https://apply.example.com/decision/7c1e', 'https://apply.example.com/decision/7c1e'],
    ['http://apply.example.com/x', 'http://apply.example.com/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/relative/path', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, safe) => {
    expect(safeExternalUrl(url)).toBe(safe);
  });
});
