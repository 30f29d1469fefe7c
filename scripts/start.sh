#!/usr/bin/env bash
# `npm start`: the portal and the reference API with its embedded database (PGlite, data in
# apps/api/.data) on one port, http://127.0.0.1:8787 — seeded on the first start. The portal is
# built first when its sources changed since the last build; the build and the database seed run
# side by side. Brands by host: aurora.localhost, ember.localhost, lagoon.localhost (same port);
# 127.0.0.1 and localhost show DEFAULT_MERCHANT (aurora). Set DATABASE_URL for a real PostgreSQL.
# Storybook has its own command: `npm run storybook`. `--prepare` builds, seeds and bundles, then
# exits without serving (the end-to-end suite prepares this way before it copies the seeded database).
# Demo mode is on (DEMO_MODE=1: the demo accounts with the published default password, the demo
# operator token in the log); a production start (NODE_ENV=production) refuses it: set DEMO_MODE=0.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 TURBO_TELEMETRY_DISABLED=1
# Demo mode unless told otherwise (DEMO_MODE=0): the SMS and e-mail outbox logs in apps/api/.data show the codes.
export DEMO_MODE="${DEMO_MODE-1}"

manifest=apps/portal/dist/prerendered/manifest.json
needs_build() {
  [ ! -f "$manifest" ] && return 0
  [ -n "$(find apps/portal/src apps/portal/index.html apps/portal/vite.config.ts packages/*/src tokens/src \
    -newer "$manifest" -type f -print -quit 2>/dev/null)" ]
}

started=$SECONDS
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' INT TERM
if needs_build; then
  echo "Building the portal…"
  npm run build --silent -w @portal/portal &
  pids+=($!)
fi
# Migrate and seed while the portal builds (a no-op when the database is already seeded), and
# bundle the server: it runs on plain Node, without the TypeScript loader's thread and memory.
./node_modules/.bin/tsx apps/api/scripts/seed.ts &
pids+=($!)
./node_modules/.bin/tsx apps/api/scripts/bundle.ts &
pids+=($!)
for pid in "${pids[@]}"; do wait "$pid"; done
if [ "${1-}" = "--prepare" ]; then
  echo "Prepared in $((SECONDS - started)) s"
  exit 0
fi
echo "Ready to serve after $((SECONDS - started)) s: http://127.0.0.1:${PORT:-8787}"
exec node --enable-source-maps apps/api/dist/main.mjs
