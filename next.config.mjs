/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The sandbox and its database driver never enter the portal's bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default nextConfig;
