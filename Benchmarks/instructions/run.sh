#!/usr/bin/env bash
# Instructions per iteration of each workload, for git REF (default HEAD) and for the working
# tree, counted by valgrind's callgrind in one run: the same whatever else the machine does.
# Each count is the difference between a long and a short run, so start-up cancels out.
#   Benchmarks/instructions/run.sh 5888c28
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
ref="${1:-HEAD}"
command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install -y valgrind"; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -C "$root" worktree add --detach -q "$work/ref" "$ref"
trap 'git -C "$root" worktree remove --force "$work/ref"; rm -rf "$work"' EXIT
for side in ref tree; do
  mkdir -p "$work/probe-$side"
  cp -r "$here/Package.swift" "$here/Sources" "$work/probe-$side/"
  if [[ $side == ref ]]; then ln -s "$work/ref" "$work/probe-$side/Tessera"; else ln -s "$root" "$work/probe-$side/Tessera"; fi
  (cd "$work/probe-$side" && swift build -c release -q 2>&1 | grep -v "prohibited flag" || true)
done
count() { # side workload iterations
  valgrind --tool=callgrind --callgrind-out-file="$work/cg" "$work/probe-$1/.build/release/InstructionProbe" "$2" "$3" >/dev/null 2>&1
  callgrind_annotate "$work/cg" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
printf '%-8s %16s %16s %7s\n' workload "$ref" "working tree" ratio
for spec in "scroll 100 300" "batch 10 30" "apply 2 6"; do
  read -r name short long <<<"$spec"
  declare -A per
  for side in ref tree; do
    per[$side]=$(( ($(count $side "$name" "$long") - $(count $side "$name" "$short")) / (long - short) ))
  done
  printf '%-8s %16d %16d %7.3f\n' "$name" "${per[ref]}" "${per[tree]}" "$(awk -v a="${per[tree]}" -v b="${per[ref]}" 'BEGIN { print a / b }')"
done
