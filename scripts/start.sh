#!/usr/bin/env bash
# `npm start`: Storybook with every component, brand and language, on 127.0.0.1:6006.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 TURBO_TELEMETRY_DISABLED=1
exec ./node_modules/.bin/storybook dev -p "${PORT:-6006}" --host 127.0.0.1 --no-open --ci
