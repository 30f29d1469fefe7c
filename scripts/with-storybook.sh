#!/usr/bin/env bash
# Serves the built Storybook on 127.0.0.1:6106 (building it first if needed), runs the given
# command against it, then stops the server whatever the command's outcome.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${STORYBOOK_PORT:-6106}"
export STORYBOOK_URL="http://127.0.0.1:${port}"
if [ ! -f storybook-static/index.json ]; then
  npx turbo run build-storybook --output-logs=errors-only
fi
bash scripts/ensure-browser.sh
./node_modules/.bin/http-server storybook-static -a 127.0.0.1 -p "$port" -s -c-1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -sf "$STORYBOOK_URL/index.json" >/dev/null && break
  sleep 0.1
done
"$@"
