#!/usr/bin/env bash
# What `import Tessera` gives an app: UIKit's names, and none of Tessera's own machinery.
# Type-checks a snippet against the built modules: every machinery name must be unknown, and
# the standard library's Clock must not be shadowed. Run after `swift build`.
set -euo pipefail
modules="${1:-.build/debug/Modules}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
hidden=(MainLoop Platform TimeSource SystemClock ManualClock HostInput TextSystem DrawingCommand
        SnapshotDiff LayoutSolver BatchUpdateValidator UpdateMapping CollectionUpdateRequest
        FlowGeometry Homography PhysicsWorld PasteboardBackend)
{
  echo "import Tessera"
  for name in "${hidden[@]}"; do echo "let _ = $name.self"; done
} > "$work/hidden.swift"
cat > "$work/visible.swift" <<'SWIFT'
import Tessera
let _ = UICollectionView.self
let _ = IndexPath(item: 1, section: 0).item
let _: any Clock<Duration> = ContinuousClock()
SWIFT
sed 's/^import Tessera$/import UIKit/' "$work/visible.swift" > "$work/visible-uikit.swift"
# `import UIKit` loads the app shell's modules, whose C libraries a SwiftPM build finds by their
# module maps: give the type-check the same ones, and the headers' folders.
cflags=()
for map in $(grep -o 'fmodule-map-file=[^"]*' "$(dirname "$(dirname "$modules")")/debug.yaml" 2>/dev/null | sort -u | grep -v checkouts); do
  cflags+=(-Xcc "-$map")
done
for flag in $(pkg-config --cflags sdl2 atk-bridge-2.0 pangocairo libturbojpeg librsvg-2.0 poppler-glib 2>/dev/null) -ISources/CTesseraAtk/include; do
  cflags+=(-Xcc "$flag")
done
failed=0
for file in visible visible-uikit; do
  if ! swiftc -typecheck -I "$modules" "${cflags[@]}" "$work/$file.swift" >"$work/$file.log" 2>&1; then
    echo "app names: FAILED: UIKit code against Tessera ($file.swift) does not type-check:"; cat "$work/$file.log"; failed=1
  fi
done
swiftc -typecheck -I "$modules" "$work/hidden.swift" >"$work/hidden.log" 2>&1 || true
for name in "${hidden[@]}"; do
  if ! grep -q "cannot find '$name' in scope" "$work/hidden.log"; then
    echo "app names: FAILED: \`import Tessera\` makes '$name' visible to apps"; failed=1
  fi
done
[[ $failed == 0 ]] && echo "app names: ok: ${#hidden[@]} names of Tessera's machinery are not visible through import Tessera"
exit $failed
