#!/usr/bin/env bash
# `npm test`: lint, types, unit and server tests (SQLite, then PostgreSQL when TEST_DATABASE_URL is
# set), then browser tests against the built app. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
reports=.tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile="$reports/$name.json" "$@"; }

echo "== lint and format"
npx eslint . --max-warnings=0
npx depcruise packages --config .dependency-cruiser.cjs
npx prettier --check . --log-level warn
echo "== types"
npm run typecheck --silent
echo "== unit and server tests (SQLite)"
vitest unit
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== server tests (PostgreSQL)"
  TESSERA_TEST_DIALECT=postgres vitest postgres --project server-postgres
fi
echo "== browser tests"
node scripts/ensure-chromium.mjs
npm run build --silent
vitest e2e --config e2e/vitest.config.ts
echo "== all tests"
node scripts/summarize-tests.mjs "$reports"
