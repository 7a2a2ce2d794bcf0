#!/usr/bin/env bash
# Drives the gallery in a real SDL window under Xvfb with xdotool, and checks from the app's log,
# screenshots and the X clipboard that each kind of input did what it should.
set -euo pipefail
GALLERY=${1:-.build/debug/Gallery}
WORK=$(mktemp -d)
# Xvfb picks a free display number itself and writes it to the file descriptor we give it.
Xvfb -displayfd 3 -screen 0 1280x1024x24 3>"$WORK/display" >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 50); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
export DISPLAY=":$(head -1 "$WORK/display")"
echo "window test: Xvfb on $DISPLAY"
export SDL_VIDEODRIVER=x11
sleep 1
passed=0; failed=0
check() { # name, file, pattern: waits up to 10 s for the pattern
  for _ in $(seq 1 100); do grep -q -- "$3" "$2" && break; sleep 0.1; done
  if grep -q -- "$3" "$2"; then echo "window test: ok: $1"; passed=$((passed + 1)); else echo "window test: FAILED: $1 (no '$3' in $2)"; cat "$2"; failed=$((failed + 1)); fi
}
start() { # log, args...
  local log=$1; shift
  "$GALLERY" --log "$log" --exit-after 30 "$@" >/dev/null 2>&1 &
  APP=$!
  for _ in $(seq 1 100); do grep -q ready "$log" 2>/dev/null && break; sleep 0.1; done
  sleep 0.5
  WIN=$(xdotool search --name "Tessera Gallery" | head -1)
  eval "$(xdotool getwindowgeometry --shell "$WIN")"
  WX=$X; WY=$Y
}
stop() { kill "$APP" 2>/dev/null || true; wait "$APP" 2>/dev/null || true; }
at() { xdotool mousemove $((WX + $1)) $((WY + $2)); }
drag() { # x1 y1 x2 y2
  at "$1" "$2"; xdotool mousedown 1
  for i in $(seq 1 10); do at $(($1 + ($3 - $1) * i / 10)) $(($2 + ($4 - $2) * i / 10)); sleep 0.02; done
  xdotool mouseup 1
}

# 1. The home screen: open a demo card, go back, scroll the cards with a drag.
start "$WORK/home.log"
import -window root "$WORK/home.png"
at 95 220; xdotool click 1; sleep 1
check "a demo opened" "$WORK/home.log" "opened view-basics"
import -window root "$WORK/demo.png"
xdotool key BackSpace; sleep 1
drag 195 700 195 250; sleep 2
check "the content scrolled" "$WORK/home.log" "scrolled to 0,"
# D switches to dark appearance: the log says so and the window gets darker.
import -window root "$WORK/light.png"
xdotool key d; sleep 1
check "dark appearance" "$WORK/home.log" "appearance dark"
import -window root "$WORK/dark.png"
brightness() { convert "$1" -crop "390x844+$WX+$WY" -colorspace Gray -format "%[fx:mean]" info:; }
if awk "BEGIN { exit !($(brightness "$WORK/dark.png") < $(brightness "$WORK/light.png") - 0.2) }"; then
  echo "window test: ok: the window turned dark"; passed=$((passed + 1))
else echo "window test: FAILED: dark appearance did not darken the window"; failed=$((failed + 1)); fi
# A wider window reports the regular horizontal size class.
check "compact at phone size" "$WORK/home.log" "traits 390x844 @1.0x horizontal compact"
xdotool windowsize "$WIN" 900 700; sleep 1
check "regular when wide" "$WORK/home.log" "traits 900x700 @1.0x horizontal regular"
stop
if cmp -s "$WORK/home.png" "$WORK/demo.png"; then echo "window test: FAILED: opening a demo changed nothing on screen"; failed=$((failed + 1)); else echo "window test: ok: the screen changed"; passed=$((passed + 1)); fi

# 2. The Survey: hold for a long press, the name menu appears; Ctrl+C copies the name.
start "$WORK/survey.log" --demo survey
xdotool mousemove $((WX + 340)) $((WY + 150)); xdotool mousedown 1; sleep 1; xdotool mouseup 1; sleep 0.5
check "a menu appeared" "$WORK/survey.log" "menu shown"
import -window root "$WORK/menu.png"
xdotool key Escape; sleep 0.3
xdotool key ctrl+c; sleep 0.5
check "the name was copied" "$WORK/survey.log" "pasteboard Coffee"
if [[ "$(xclip -o -selection clipboard 2>/dev/null)" == "Coffee" ]]; then echo "window test: ok: the X clipboard holds the name"; passed=$((passed + 1)); else echo "window test: FAILED: xclip read '$(xclip -o -selection clipboard 2>/dev/null)'"; failed=$((failed + 1)); fi
stop

# 3. CircleLayout: Ctrl+wheel pinches around the pointer and the circle grows.
start "$WORK/circle.log" --demo circle-pinch
at 195 466
for _ in $(seq 1 6); do xdotool keydown ctrl click 4 keyup ctrl; sleep 0.03; done
sleep 1
check "the circle grew" "$WORK/circle.log" "circle radius 1[6-9][0-9]\|circle radius 2[0-9][0-9]"
stop

# 4. The App Store-like screen: Shift + wheel over the icon row scrolls that row sideways.
start "$WORK/store.log" --demo app-store
at 200 380
for _ in $(seq 1 4); do xdotool keydown shift click 5 keyup shift; sleep 0.03; done
sleep 1
check "shift + wheel scrolled a strip sideways" "$WORK/store.log" "scrolled to [1-9][0-9]*,0"
stop

# 5. The sidebar: drag a row left with the mouse, click its Delete button.
start "$WORK/sidebar.log" --demo sidebar-list
drag 350 250 200 250; sleep 1
at 370 250; xdotool click 1; sleep 1
check "a row swiped open and deleted" "$WORK/sidebar.log" "swipe action: deleted "
stop

# 6. The photo board: hold the mouse on a photo of the tray, carry it up onto the board, let go.
start "$WORK/board.log" --demo photo-board
at 191 773; xdotool mousedown 1; sleep 0.8
for i in $(seq 1 12); do at $((191 - 41 * i / 12)) $((773 - 650 * i / 12)); sleep 0.03; done
sleep 0.3; xdotool mouseup 1; sleep 1
check "a photo dragged from the tray onto the board" "$WORK/board.log" "photo board: moved moon to the board"
stop

# 7. Falling tiles: click a tile of the bottom row; it falls, tumbles and comes to rest.
start "$WORK/tiles.log" --demo falling-tiles
at 195 446; xdotool click 1; sleep 3
check "a clicked tile fell and came to rest" "$WORK/tiles.log" "tiles: tiles at rest"
stop

# 8. Scrolling the feed: the frames' statistics count the cells made in the time frames leave.
"$GALLERY" --log "$WORK/feed.log" --demo prefetch-feed --autoscroll 2 --stats >/dev/null 2>&1
check "cells made ahead in idle time while scrolling" "$WORK/feed.log" "cells made in idle time [1-9]"
check "the feed prefetched ahead of the scroll" "$WORK/feed.log" "feed: prefetch posts"

# 9. Contacts: click the search field, type with the X keyboard, the list filters; paste a name
#    from the X clipboard in place of the search.
start "$WORK/contacts.log" --demo contacts-table
at 195 72; xdotool click 1; sleep 0.5
xdotool type --delay 60 "tur"; sleep 1
check "typing in the search bar filtered the list" "$WORK/contacts.log" "contacts: search 'tur' shows Alan Turing"
printf 'Knuth' | xclip -selection clipboard; sleep 0.3
xdotool key ctrl+a; xdotool key ctrl+v; sleep 1
check "a name pasted from the X clipboard searched" "$WORK/contacts.log" "contacts: search 'Knuth' shows Donald Knuth"
stop

# 10. Settings: click the Bluetooth switch; the setting turns off.
start "$WORK/settings.log" --demo settings-list
at 347 159; xdotool click 1; sleep 1
check "a click toggled a switch" "$WORK/settings.log" "settings: Bluetooth off"
stop

# 11. The sign-in form: click the email field, type, Tab to the password, type, Return signs in.
start "$WORK/signin.log" --demo sign-in
at 195 90; xdotool click 1; sleep 0.3
xdotool type --delay 40 "ada@example.org"; xdotool key Tab; xdotool type --delay 40 "secret"; xdotool key Return; sleep 1
check "Tab and Return through the sign-in form" "$WORK/signin.log" "sign-in: signed in as ada@example.org"
stop

echo "window-test: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
