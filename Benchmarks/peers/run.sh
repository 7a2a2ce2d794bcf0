#!/usr/bin/env bash
# Tessera's gallery and GTK 4's GtkGridView side by side: the same million-tile grid scrolled at
# 1,500 px/s for 10 s, under the same virtual X server, at 390x844 and at 1280x800, on a quiet
# machine and with the other core busy (a CPU burner pinned to core 1 during both runs).
# Prints each run's frames delivered and frame cost (p50, p99), and Tessera / GTK ratios.
# Usage: Benchmarks/peers/run.sh [seconds]   (from the repository root, or anywhere)
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_RUN=${1:-10}
scripts/ensure-packages.sh xvfb gcc pkg-config libgtk-4-dev
mkdir -p .build/peers
cc -O2 -Wall -o .build/peers/gtk4-gridview Benchmarks/peers/gtk4-gridview/gridview.c $(pkg-config --cflags --libs gtk4)
swift build -c release --product Gallery >/dev/null
WORK=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3>"$WORK/display" >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 50); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
export DISPLAY=":$(head -1 "$WORK/display")" SDL_VIDEODRIVER=x11 GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1
sleep 1

# A busy loop on the second core (the same for both programs), while a run lasts.
burn() { taskset -c 1 sh -c 'while :; do :; done' & BURNER=$!; }
rest() { kill "$BURNER" 2>/dev/null || true; wait "$BURNER" 2>/dev/null || true; }

# Each line: who size frames p50 p99
for load in quiet loaded; do
  results=()
  for size in 390x844 1280x800; do
    [[ $load == loaded ]] && burn
    gtk=$(GSK_RENDERER=cairo .build/peers/gtk4-gridview --size "$size" --seconds "$SECONDS_RUN" 2>/dev/null | grep '^gtk4-gridview')
    [[ $load == loaded ]] && rest
    results+=("$(awk '{print "GTK4-GtkGridView(cairo)", $2, $4, $6, $9}' <<<"$gtk")")
    [[ $load == loaded ]] && burn
    tessera=$(.build/release/Gallery --demo big-grid --autoscroll "$SECONDS_RUN" --size "$size" 2>/dev/null | grep '^Gallery: frames')
    [[ $load == loaded ]] && rest
    # "Gallery: frames N, median X ms, p99 Y ms, dropped D"
    results+=("$(sed -E 's/Gallery: frames ([0-9]+), median ([0-9.]+) ms, p99 ([0-9.]+) ms.*/Tessera '"$size"' \1 \2 \3/' <<<"$tessera")")
  done

  printf '\n%-26s %-9s %8s %9s %9s   (%s)\n' "Scrolling ${SECONDS_RUN} s" size frames "p50 ms" "p99 ms" "$load"
  for line in "${results[@]}"; do printf '%-26s %-9s %8s %9s %9s\n' $line; done
  printf '\n%-9s %14s %14s %14s\n' size "p50 T/GTK" "p99 T/GTK" "frames T/GTK"
  for i in 0 2; do
    read -r _ size gf g50 g99 <<<"${results[$i]}"
    read -r _ _ tf t50 t99 <<<"${results[$((i + 1))]}"
    awk -v s="$size" -v g50="$g50" -v g99="$g99" -v gf="$gf" -v t50="$t50" -v t99="$t99" -v tf="$tf" \
      'BEGIN { printf "%-9s %14.2f %14.2f %14.2f\n", s, t50 / g50, t99 / g99, tf / gf }'
  done
done
echo "(display rate: $((SECONDS_RUN * 60)) frames in ${SECONDS_RUN} s at 60 Hz)"
