/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The sandbox and its database driver never enter the portal's bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Security headers (CSP, HSTS, Referrer-Policy: no-referrer on the purchase page, …) are set in one
  // place: lib/security/headers.ts, applied by proxy.ts.
};

export default nextConfig;
