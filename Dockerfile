# syntax=docker/dockerfile:1
# Ekran web app: the production build (real API, no fake backend) served by nginx.
#
#   docker build -t ekran-web .                                   # API under /api of the same origin
#   docker build --build-arg VITE_API_URL=https://api.example.ru/api -t ekran-web .
#   docker run -p 8080:80 -e EKRAN_API_UPSTREAM=http://backend:8000 ekran-web
#
# Build arguments are baked into the bundle; EKRAN_* variables are read when the container starts
# (deploy/nginx/templates, see README "Deployment").

FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install --global --no-audit --no-fund pnpm@12.21.0
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/ui/package.json packages/ui/
COPY packages/api/package.json packages/api/
COPY apps/web/package.json apps/web/
RUN pnpm install --frozen-lockfile
COPY . .
ARG VITE_API_URL=/api
# Empty: OpenStreetMap's tiles. Another tile server: its URL template here, its origin in
# EKRAN_CSP_IMG_SRC at run time.
ARG VITE_MAP_TILE_URL=
# Source maps stay out of the public image (upload them to an error tracker from this stage).
RUN if [ -z "$VITE_MAP_TILE_URL" ]; then unset VITE_MAP_TILE_URL; fi \
 && VITE_MOCKS=false pnpm --filter @ekran/web build \
 && node scripts/check-bundle.mjs \
 && find apps/web/dist -name '*.map' -delete

FROM nginx:stable
# The image's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ with
# envsubst; the filter keeps it to our variables, and every one needs a value (an unset one would
# stay as literal text in the config).
ENV NGINX_ENVSUBST_FILTER=^EKRAN_ \
    EKRAN_LISTEN=80 \
    EKRAN_ROOT=/usr/share/nginx/html \
    EKRAN_API_UPSTREAM=http://api:8000 \
    EKRAN_CSP_IMG_SRC=https://*.tile.openstreetmap.org \
    EKRAN_CSP_CONNECT_SRC=
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/templates/ /etc/nginx/templates/
COPY --from=build /app/apps/web/dist/ /usr/share/nginx/html/
EXPOSE 80
