# syntax=docker/dockerfile:1
# The portal's image: the standalone build (scripts/build.mjs) and nothing else, on Node 24, run as an
# unprivileged user, with a read-only root filesystem: the only place it writes is /tmp (the monitoring
# log RUM_LOG_FILE when no collector is set). e2e/image.spec.ts lays out this file's COPY lines from the
# real build and runs them that way. Build from the repository's root:
#   docker build --build-arg BUILD_COMMIT=$(git rev-parse HEAD) -t lender-portal:$(node -p "require('./package.json').version") .
#
# The base is pinned to an exact release. Pin its digest as well where the registry answers (these
# machines cannot ask it): docker buildx imagetools inspect node:24.21.0-slim, then FROM node:24.21.0-slim@sha256:….

FROM node:24.21.0-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first: their layer is reused while package-lock.json stays the same.
COPY package.json package-lock.json ./
COPY lender/package.json lender/
RUN npm ci --no-audit --no-fund
COPY . .
# No .git in the build context (.dockerignore): the commit comes in as an argument.
ARG BUILD_COMMIT=unknown
RUN BUILD_COMMIT="$BUILD_COMMIT" node scripts/build.mjs

FROM node:24.21.0-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000 \
    RUM_LOG_FILE=/tmp/portal/rum.jsonl
# Only the standalone output (server.js, its traced packages, the static files and public/ copied beside
# it), owned by root: the user that runs it cannot write there.
COPY --from=build --chown=root:root /src/.next/standalone ./
# The node user of the official image (uid 1000), by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
