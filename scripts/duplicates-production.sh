#!/usr/bin/env bash
# Counts the `duplicates` pairs in production code: a copy of the tracked files (as they are in
# the working tree) without tests (`*.test.*`, `*.test-helpers.*`, `e2e/`, `**/test/**`) and
# without the bench scripts and their data (`scripts/bench/`), so the figure is reproducible.
#
#   bash scripts/duplicates-production.sh           # the count line, then the migrations' count
#   bash scripts/duplicates-production.sh --rows    # the same, then the rows (at most 200)
#
# The migrations (`apps/api/src/db/migrations/`) are history and are not rewritten; their pairs
# are counted in the total and printed again on a line of their own. Needs the `duplicates` tool.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_MAX="${DUPLICATES_SECONDS:-200}"
COPY="$(mktemp -d)"
trap 'rm -rf "$COPY"' EXIT

cd "$ROOT"
git ls-files -z |
  grep -zvE '(^|/)e2e/|(^|/)test/|\.test\.|\.test-helpers\.|^scripts/bench/' |
  while IFS= read -r -d '' file; do
    [ -f "$file" ] || continue
    mkdir -p "$COPY/$(dirname "$file")"
    cp "$file" "$COPY/$file"
  done

out="$(duplicates --repo "$COPY" --most 200 --seconds "$SECONDS_MAX")"
echo "production: $(head -n 1 <<<"$out")"
migrations="$COPY/apps/api/src/db/migrations"
[ -d "$migrations" ] &&
  echo "migrations alone: $(duplicates --repo "$migrations" --most 1 --seconds "$SECONDS_MAX" | head -n 1)"
if [ "${1:-}" = "--rows" ]; then tail -n +2 <<<"$out"; fi
