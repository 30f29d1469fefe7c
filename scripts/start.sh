#!/usr/bin/env bash
# `npm start`: the reference API with its embedded database (PGlite, data in apps/api/.data) on
# 127.0.0.1:8787, and Storybook — every component, brand, language and machine — on 127.0.0.1:6006.
# Set DATABASE_URL to use a real PostgreSQL instead of the embedded one.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 TURBO_TELEMETRY_DISABLED=1
./node_modules/.bin/tsx apps/api/src/main.ts &
api=$!
trap 'kill $api 2>/dev/null || true' EXIT INT TERM
./node_modules/.bin/storybook dev -p "${STORYBOOK_PORT:-6006}" --host 127.0.0.1 --no-open --ci
