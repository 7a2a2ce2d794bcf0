#!/usr/bin/env bash
# Runs the example app (Examples/PhotoAlbums as tessera-port ports it) in a real SDL window
# under Xvfb, in French: checks the window's title, that the storyboard's first screen is drawn
# with the catalog's colours, that a click opens an album, and that closing the window reaches
# the app's life cycle.
set -euo pipefail
APP=${1:-.build/debug/PhotoAlbums}
WORK=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1400x900x24 3>"$WORK/display" >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 50); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
export DISPLAY=":$(head -1 "$WORK/display")"
export SDL_VIDEODRIVER=x11
sleep 1
passed=0; failed=0
ok() { echo "app window test: ok: $1"; passed=$((passed + 1)); }
fail() { echo "app window test: FAILED: $1"; failed=$((failed + 1)); }
waitfor() { for _ in $(seq 1 100); do grep -q -- "$1" "$WORK/app.log" 2>/dev/null && return 0; sleep 0.1; done; return 1; }

LANG=fr_FR.UTF-8 TESSERA_LOG="$WORK/app.log" TESSERA_WINDOW_SIZE=1000x700 "$APP" >/dev/null 2>&1 &
PID=$!
if waitfor "launched Photo Albums"; then ok "the app launched in the window"; else fail "no launch in $WORK/app.log"; fi
sleep 1
WIN=$(xdotool search --name "Photo Albums" | head -1 || true)
if [[ -n "$WIN" ]]; then ok "the window's title is the app's display name"; else fail "no window named Photo Albums"; fi
eval "$(xdotool getwindowgeometry --shell "$WIN")"
import -window root "$WORK/albums.png"
# The first album tile's label strip, left of its text (the catalog's TileBackground, #FFE6F0).
pixel=$(convert "$WORK/albums.png" -format "%[hex:u.p{$((X + 20)),$((Y + 170))}]" info:)
if [[ "${pixel:0:6}" == "FFE6F0" ]]; then ok "the catalog's tile colour is on screen"; else fail "tile colour was $pixel"; fi
# A click on the second album pushes its screen: the window's pixels there change.
xdotool mousemove $((X + 300)) $((Y + 120)) click 1
sleep 1.5
import -window root "$WORK/album.png"
changed=$(compare -metric AE "$WORK/albums.png" "$WORK/album.png" null: 2>&1 || true)
if [[ "${changed%% *}" -gt 1000 ]]; then ok "a click opened the album ($changed pixels changed)"; else fail "the click changed $changed pixels"; fi
kill -TERM "$PID"
wait "$PID" 2>/dev/null || true
if grep -q "terminated" "$WORK/app.log"; then ok "closing the window ended the app"; else fail "no termination logged"; cat "$WORK/app.log"; fi
echo "app window test: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
