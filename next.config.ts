import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { STATIC_PATHS, STREAMED_UPLOADS, staticSecurityHeaders } from './lib/security/headers';
import { TELEMETRY_PACKAGES } from './scripts/telemetry-packages';

// The benchmark's build (npm run bench sets PORTAL_BENCH_BUILD=1 for its next build) also compiles the
// `page.bench.tsx` files: /bench/bare, the baseline page. Any other build has no such route.
const benchBuild = process.env.PORTAL_BENCH_BUILD === '1';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in .next/standalone (server.js and only the packages the portal's code uses),
  // run by `npm run start:portal` and `npm start` (scripts/build.mjs copies the static files beside it).
  output: 'standalone',
  // The release and commit, written into the bundle (scripts/build.mjs sets them for next build):
  // lib/common/build-info.ts reads them for /api/health, the log lines and the monitoring events.
  env: { BUILD_VERSION: process.env.BUILD_VERSION ?? '', BUILD_COMMIT: process.env.BUILD_COMMIT ?? '' },
  pageExtensions: benchBuild ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  // The sandbox and its database driver never enter the portal's bundle. The OpenTelemetry SDK is loaded
  // from node_modules at run time, only when OTEL_* asks for it (instrumentation.ts): one copy of the API
  // for Next's spans and ours, and nothing of the SDK in any bundle; the build traces it into standalone.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', ...TELEMETRY_PACKAGES],
  // The stylesheet (Tailwind: 35 KB, 7 KB gzip, the same for every page) goes inside the HTML instead of a
  // render-blocking request: the first paint no longer waits for a second round trip, so on a phone the
  // content paints before the framework's scripts have loaded (in Lighthouse's trace the bare
  // page painted only after the stylesheet, by which time every script had loaded, and was charged them all).
  // The style-src CSP already allows inline styles.
  experimental: {
    inlineCss: true,
  },
  // Security headers (CSP, HSTS, Referrer-Policy: no-referrer on the purchase page, …) are set in one
  // place: lib/security/headers.ts, applied by proxy.ts to everything it sees; what its matcher leaves out
  // (static chunks, images, the icon files and their 404s) gets them here.
  async headers() {
    const headers = staticSecurityHeaders();
    const uploads = [...headers, { key: 'cache-control', value: 'private, no-store' }];
    return [...STATIC_PATHS.map((source) => ({ source, headers })), ...STREAMED_UPLOADS.map((source) => ({ source, headers: uploads }))];
  },
};

// next-intl finds its request configuration in i18n/request.ts. The catalogues are compiled when
// the portal is built: next-intl's loader turns every ICU message of messages/**/*.json into its
// compact form (icu-minify), and the runtime only fills it in. Without it, every message with an argument
// was parsed again (intl-messageformat) on every request, on the server after the lender's answers, and the
// parser shipped to the browser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['en-US', 'es-US'], precompile: true } },
});

export default withNextIntl(nextConfig);
