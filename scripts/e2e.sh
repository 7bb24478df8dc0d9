#!/usr/bin/env bash
# Browser tests (npm run test:e2e): Debian's Chromium against the whole local stack, which the Playwright
# global setup starts on free ports and stops at the end. Extra arguments go to Playwright (a spec file, --grep…).
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM=/usr/bin/chromium
if [[ ! -x "$CHROMIUM" ]]; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "Chromium est absent : installation avec apt-get…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq chromium >/dev/null
  else
    echo "Les tests e2e ont besoin de Chromium ($CHROMIUM), absent de cette machine." >&2
    echo "Installe-le puis relance : sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

exec npx playwright test --config test/e2e/playwright.config.ts "$@"
