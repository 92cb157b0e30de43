import { signInPath } from './sign-in';

it.each([
  ['/ui/apply', undefined, '/ui/auth?redirect_uri=%2Fui%2Fapply'],
  ['/ui/customers/7/applications/2/make-payment?manageAutoPay=1', 'expired', '/ui/auth?error=expired&redirect_uri=%2Fui%2Fcustomers%2F7%2Fapplications%2F2%2Fmake-payment%3FmanageAutoPay%3D1'],
  ['/ui/purchases/11111111-1111-4111-8111-111111111111', 'purchase', '/ui/auth?error=purchase&redirect_uri=%2Fui%2Fpurchases%2F11111111-1111-4111-8111-111111111111'],
])('signInPath(%s, %s) is %s', (returnTo, reason, path) => {
  expect(signInPath(returnTo, reason)).toBe(path);
});
