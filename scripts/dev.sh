#!/usr/bin/env bash
# `npm run dev`: front-end work. Vite's dev server (hot reload) on http://127.0.0.1:5173 with the
# reference API behind it on 127.0.0.1:8787; Vite proxies the API's paths (/wps, /lgw, /lotto, /ws,
# /demo-game, /assets, /uploads) and keeps the Host, so ember.localhost:5173 is the ember brand.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 TURBO_TELEMETRY_DISABLED=1
# Demo mode, as `npm start` (scripts/start.sh).
export DEMO_MODE="${DEMO_MODE-1}"
export PORT="${PORT:-8787}" API_ORIGIN="http://127.0.0.1:${PORT:-8787}"
# The API alone: the dev server serves the portal.
PORTAL_DIST=/nonexistent ./node_modules/.bin/tsx apps/api/src/main.ts &
api=$!
trap 'kill $api 2>/dev/null || true' EXIT INT TERM
cd apps/portal
../../node_modules/.bin/vite
