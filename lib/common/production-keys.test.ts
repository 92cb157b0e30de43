import { LENDER_KEYS, missingProductionKeys, PORTAL_KEYS } from './production-keys';

const keys = {
  SESSION_SECRET: 'x'.repeat(32),
  SPEEDPAY_KEY: 'ab'.repeat(32),
  SERVICER_SSO_KEY: Buffer.alloc(32, 1).toString('base64'),
  LENDER_CLIENT_ADDRESS_SECRET: 'y'.repeat(32),
};
const production = { NODE_ENV: 'production', SANDBOX_TOOLS: 'off' };

describe('missingProductionKeys', () => {
  it('names every key production lacks', () => {
    expect(missingProductionKeys(PORTAL_KEYS, production)).toEqual(['SESSION_SECRET', 'LENDER_CLIENT_ADDRESS_SECRET']);
    expect(missingProductionKeys(LENDER_KEYS, production)).toEqual(['SPEEDPAY_KEY', 'SERVICER_SSO_KEY', 'LENDER_CLIENT_ADDRESS_SECRET']);
  });
  it('refuses malformed keys too', () => {
    const bad = { ...production, SPEEDPAY_KEY: 'abc', SERVICER_SSO_KEY: 'c2hvcnQ=', LENDER_CLIENT_ADDRESS_SECRET: 'short', SESSION_SECRET: 'short' };
    expect(missingProductionKeys(LENDER_KEYS, bad)).toHaveLength(3);
    expect(missingProductionKeys(PORTAL_KEYS, bad)).toHaveLength(2);
  });
  it('is satisfied by well-formed keys', () => {
    expect(missingProductionKeys([...PORTAL_KEYS, ...LENDER_KEYS], { ...production, ...keys })).toEqual([]);
  });
  it('asks nothing outside production (the sandbox tools on, or not NODE_ENV=production)', () => {
    expect(missingProductionKeys(LENDER_KEYS, { NODE_ENV: 'production' })).toEqual([]);
    expect(missingProductionKeys(LENDER_KEYS, { SANDBOX_TOOLS: 'off' })).toEqual([]);
  });
});
