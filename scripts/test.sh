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
# CPU seconds (user + system) of every child process this shell has waited for so far, into
# $children_cpu (`times` must run in this shell: a subshell would report its own children).
children_cpu=0
count_children_cpu() {
  times >"$reports/.times"
  children_cpu=$(tail -1 "$reports/.times" | awk '{ total = 0; for (i = 1; i <= NF; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] } printf "%d", total }')
}
# Jiffies the whole machine spent busy and in total so far, into $machine_busy and $machine_total
# (Linux /proc/stat; zeros elsewhere): how much of the cores a stage kept busy, browsers included.
machine_busy=0 machine_total=0
count_machine_time() {
  read -r machine_busy machine_total < <(awk '/^cpu / { total = 0; for (i = 2; i <= NF; i++) total += $i; print total - $5 - $6, total }' /proc/stat 2>/dev/null || echo 0 0)
}
# A stage's line says its wall time, the CPU time of the processes its command waited for (left
# out: the PostgreSQL server and part of a browser's) and how busy the machine's cores were.
stage() {
  local name=$1
  shift
  local started=$SECONDS cpu_before busy_before total_before outcome=passed
  count_children_cpu
  cpu_before=$children_cpu
  count_machine_time
  busy_before=$machine_busy total_before=$machine_total
  echo "::: $name"
  if ! "$@"; then
    outcome=FAILED
    failed+=("$name")
  fi
  count_children_cpu
  count_machine_time
  local busy_percent=$(((machine_busy - busy_before) * 100 / (machine_total - total_before > 0 ? machine_total - total_before : 1)))
  echo "::: $name $outcome in $((SECONDS - started)) s (CPU $((children_cpu - cpu_before)) s, cores $busy_percent % busy)"
}

[ -d node_modules ] || npm ci --no-audit --no-fund
stage "browser" bash scripts/ensure-browser.sh
stage "format" ./node_modules/.bin/prettier --check . --log-level warn
# One task per core: ESLint is single-threaded and memory-hungry, so more of them than cores (turbo's
# default is ten) only adds garbage collection and cache misses to the same work.
stage "lint + typecheck" npx turbo run lint lint:harness typecheck --output-logs=errors-only --concurrency="$(nproc)"
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
