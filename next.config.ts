import type { NextConfig } from 'next';
import { STATIC_PATHS, staticSecurityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The sandbox and its database driver never enter the portal's bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Security headers (CSP, HSTS, Referrer-Policy: no-referrer on the purchase page, …) are set in one
  // place: lib/security/headers.ts, applied by proxy.ts to everything it sees; what its matcher leaves out
  // (static chunks, images, the icon files and their 404s) gets them here.
  async headers() {
    const headers = staticSecurityHeaders();
    return STATIC_PATHS.map((source) => ({ source, headers }));
  },
};

export default nextConfig;
