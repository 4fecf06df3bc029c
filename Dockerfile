# syntax=docker/dockerfile:1
# Multi-stage: build with dev dependencies, run with production dependencies only, as a non-root user.
# Without access to a container registry, build the base here first (docs/operations.md):
#   bash scripts/container-base.sh
#   podman build --build-arg NODE_IMAGE=localhost/siteharbor-node:22-bookworm-slim -t siteharbor-web .
ARG NODE_IMAGE=node:22-bookworm-slim

# Two stages that need nothing of each other, so `podman build --jobs 2` runs them at once (scripts/container-test.ts).
# deps: the production dependencies as the runtime keeps them, better-sqlite3 compiled here once, from source when
# no prebuilt binary can be fetched, against Node's own headers.
FROM ${NODE_IMAGE} AS deps
# First, so that this stage shares no layer with the next: stages built at once that begin alike each commit the same
# layer, and the cache then finds only one of them (the other stage rebuilt in full on the next run).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV npm_config_nodedir=/usr/local npm_config_update_notifier=false
# Where TLS to the npm registry passes a proxy with its own certificate authority, the build is given that
# authority's file for its RUN steps only (a --volume of podman build) and its path here; the image keeps neither.
ARG NODE_EXTRA_CA_CERTS=
COPY package.json package-lock.json ./
# The runtime keeps the native module's binary only: no C sources, object files or build scripts.
RUN npm ci --omit=dev --no-audit --no-fund \
  && cd node_modules/better-sqlite3 && rm -rf deps src build/deps build/Release/obj* build/Release/.deps \
  build/Release/test_extension.node build/*.mk build/Makefile build/config.gypi build/gyp-mac-tool binding.gyp

# build: the bundles, with every dependency but no install scripts: bundling runs nothing native of the
# project's, so better-sqlite3 is not compiled a second time and no compiler is installed here.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false
ARG NODE_EXTRA_CA_CERTS=
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server: it writes to DATA_DIR and /tmp only.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
COPY --from=build /app/package.json ./package.json
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not merely alive: 503 while starting, draining or unable to write its database (compose.yaml uses the same).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node runs as PID 1 with no shell in between: it receives SIGTERM itself and drains (server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
