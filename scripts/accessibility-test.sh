#!/usr/bin/env bash
# Reads and operates the gallery with a real AT-SPI client (pyatspi) as a screen reader does:
# a private D-Bus session, which starts the accessibility bus and its registry on demand, a
# virtual X server, the gallery, and scripts/atspi-check.py.
set -euo pipefail
GALLERY=${1:-.build/debug/Gallery}
if [[ -z "${TESSERA_IN_DBUS_SESSION:-}" ]]; then
  TESSERA_IN_DBUS_SESSION=1 exec dbus-run-session -- "$0" "$@" 2> >(grep -v "Failed to set fd limit\|Activating service\|Successfully activated\|SpiRegistry daemon" >&2)
fi
WORK=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1280x1024x24 3>"$WORK/display" >/dev/null 2>&1 &
XVFB=$!
APP=
trap 'kill $APP $XVFB 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 50); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
export DISPLAY=":$(head -1 "$WORK/display")" SDL_VIDEODRIVER=x11
run() { # check, gallery arguments...
  local check=$1; shift
  "$GALLERY" --log "$WORK/$check.log" --exit-after 30 "$@" >/dev/null 2>&1 &
  APP=$!
  for _ in $(seq 1 100); do grep -q "accessibility on" "$WORK/$check.log" 2>/dev/null && break; sleep 0.1; done
  grep -q "accessibility on" "$WORK/$check.log" || { echo "atspi: FAILED: the gallery did not join the accessibility bus"; cat "$WORK/$check.log"; exit 1; }
  timeout 60 /usr/bin/python3 scripts/atspi-check.py "$check" "$WORK/$check.log"
  kill $APP 2>/dev/null || true; wait $APP 2>/dev/null || true
}
run home
run settings --demo settings-list
run sign-in --demo sign-in
run values --demo settings-table
echo "atspi: all checks passed"
