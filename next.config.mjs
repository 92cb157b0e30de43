/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The sandbox and its database driver never enter the portal's bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  async headers() {
    return [
      // A purchase link's guid is its secret: never sent onward in a Referer.
      { source: '/ui/purchases/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
};

export default nextConfig;
