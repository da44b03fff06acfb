# syntax=docker/dockerfile:1
#
# The app as a container image (see README, "Containers"): a build stage (npm ci, next build) and a small run stage
# holding only Next.js's standalone server (.next/standalone: server.js and the node_modules it traces), the static
# files, public/ and the migrations the server applies at start. No sources, no dev dependencies, no build tools.
#
#   docker build -t accounts .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e BETTER_AUTH_SECRET=… -e BETTER_AUTH_URL=… -e SMTP_URL=… accounts

ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-slim AS run
WORKDIR /app
# HOSTNAME: Docker sets it to the container's id, and server.js listens on that name; every interface instead.
# NODE_OPTIONS: the heap's limit `npm start` gives the server too (package.json's config.node_options; why in
# scripts/lib/server-node-options.mjs); `docker run -e NODE_OPTIONS=…` replaces it.
# GLIBC_TUNABLES: huge pages for the memory glibc maps, a password hash's 32 MiB above all, as `npm start` gives
# them too (config.glibc_tunables; why in the same file); the slim image is Debian's, with glibc.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_OPTIONS=--max-old-space-size=512 \
    GLIBC_TUNABLES=glibc.malloc.hugetlb=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# Owned by root and read-only to the app; only Next.js's cache and an embedded database's folder (PGlite, when
# DATABASE_URL is unset: a single container only) are the app's to write.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# Traced into the standalone output as well (next.config.mjs); copied by name so the image never lacks them.
COPY --from=build /app/db/migrations ./db/migrations
RUN mkdir -p .next/cache .data && chown node:node .next/cache .data
USER node
EXPOSE 3000
# Liveness only: a database outage must not get the container restarted (readiness, /api/health/ready, is the
# load balancer's). node's own fetch, as the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: no new connections, requests and jobs in hand finished, pools closed, exit 0 within SHUTDOWN_TIMEOUT_MS
# (25 s by default; give `docker stop` --time 30, compose stop_grace_period: 30s).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
