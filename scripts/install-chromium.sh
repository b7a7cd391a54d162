#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the Playwright specs (e2e/playwright.config.ts
# launches CHROMIUM_PATH, default /usr/bin/chromium). A fast no-op when it is already there.
# Never downloads Playwright's own browsers.
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

version() { "$CHROMIUM_PATH" --version 2>/dev/null || true; }

if [ -x "$CHROMIUM_PATH" ]; then
  echo "[install-chromium] present: $CHROMIUM_PATH ($(version))"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "[install-chromium] ERROR: $CHROMIUM_PATH missing and not root; run: apt-get install -y chromium" >&2
    exit 1
  fi
else
  SUDO=
fi

echo "[install-chromium] $CHROMIUM_PATH missing; installing the Debian 'chromium' package"
export DEBIAN_FRONTEND=noninteractive
# Another apt/dpkg run (e.g. an install already in progress) holds the lock: wait for it.
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends chromium fonts-liberation

if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "[install-chromium] ERROR: installed chromium but $CHROMIUM_PATH is still missing" >&2
  exit 1
fi
echo "[install-chromium] installed: $CHROMIUM_PATH ($(version))"
