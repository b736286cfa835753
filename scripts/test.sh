#!/usr/bin/env bash
# `npm test`: lint, types, unit and server tests (SQLite, then PostgreSQL when TEST_DATABASE_URL is
# set), then browser tests against the built app. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
# Absolute: the browser tests run from e2e/, where a relative path would put their report.
reports="$PWD/.tmp/test-reports"
rm -rf "$reports" && mkdir -p "$reports"
# Each stage's heading says when it started, for docs/decisions/platform.md's "Test suite time".
stage() { echo "== $1 (at ${SECONDS}s)"; }
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile="$reports/$name.json" "$@"; }

stage "lint, format and types"
# ESLint and tsc each use one core: side by side on the two.
npx eslint . --max-warnings=0 &
lint=$!
npm run typecheck --silent &
types=$!
failed=0
npx depcruise packages --config .dependency-cruiser.cjs || failed=1
npx prettier --check . --log-level warn || failed=1
wait "$lint" || failed=1
wait "$types" || failed=1
[ "$failed" = 0 ]
stage "unit and server tests (SQLite)"
vitest unit
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "server tests (PostgreSQL)"
  TESSERA_TEST_DIALECT=postgres vitest postgres --project 'server-postgres*'
fi
stage "browser tests"
node scripts/ensure-chromium.mjs
node scripts/builds.mjs
vitest e2e --config e2e/vitest.config.ts
stage "all tests"
node scripts/summarize-tests.mjs "$reports"
