#!/usr/bin/env bash
# Every test: lint, typecheck, unit tests, the server on PostgreSQL, end-to-end in chromium against
# `npm start`'s server, then every Storybook story (play function, axe, visual regression across brands).
# Stages keep going after a failure so one run reports everything; the exit code is non-zero if
# any stage failed. Counts are summarised at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export TZ=UTC
reports=reports
rm -rf "$reports" && mkdir -p "$reports"
failed=()
stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "::: $name"
  if "$@"; then
    echo "::: $name passed in $((SECONDS - started)) s"
  else
    echo "::: $name FAILED in $((SECONDS - started)) s"
    failed+=("$name")
  fi
}

[ -d node_modules ] || npm ci --no-audit --no-fund
stage "browser" bash scripts/ensure-browser.sh
stage "format" ./node_modules/.bin/prettier --check . --log-level warn
stage "lint + typecheck" npx turbo run lint typecheck lint:harness typecheck:harness --output-logs=errors-only
stage "unit tests" npx vitest run --reporter=dot --reporter=json --outputFile.json="$reports/unit.json"
stage "server suite on PostgreSQL" bash apps/api/scripts/with-postgres.sh --reporter=dot --reporter=json --outputFile.json="$PWD/$reports/postgres.json"
stage "end-to-end" env E2E_REPORT_JSON="$PWD/$reports/e2e.json" ./node_modules/.bin/playwright test -c apps/portal/e2e/playwright.config.ts
stage "storybook build" npx turbo run build-storybook --output-logs=errors-only
stage "stories: play, axe and visual regression" env VISUAL_REPORT_JSON="$PWD/$reports/visual.json" bash scripts/with-storybook.sh ./node_modules/.bin/playwright test -c visual-tests/playwright.config.ts

npx tsx scripts/summarize-tests.ts "$reports"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed stages: ${failed[*]}"
  echo "Visual diffs (expected/actual/diff PNGs): visual-tests/test-results/ — or open visual-tests/report/index.html"
  exit 1
fi
