#!/usr/bin/env bash
# Publishes the built Storybook to Chromatic for brand teams that have a project token.
# Chromatic is a hosted service: it is never part of `npm test` (the local visual run gates CI).
# Modes (brand × viewport) come from `parameters.chromatic.modes` in .storybook/modes.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "CHROMATIC_PROJECT_TOKEN is not set: nothing to publish. See docs/chromatic.md." >&2
  exit 0
fi
[ -f storybook-static/index.json ] || npx turbo run build-storybook --output-logs=errors-only
# Without a reachable service chromatic waits forever: bound it.
timeout "${CHROMATIC_TIMEOUT:-900}" ./node_modules/.bin/chromatic \
  --storybook-build-dir storybook-static \
  --exit-zero-on-changes \
  --only-changed \
  "$@"
