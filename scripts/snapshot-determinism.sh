#!/usr/bin/env bash
# Snapshots are the same bytes on every machine the README sets up: the references committed
# under __Snapshots__ were recorded on another machine; this records every snapshot again here
# (SNAPSHOT_TESTING_RECORD=all) and compares the new files with the committed ones byte for byte.
# The committed files are put back afterwards, whatever happened.
set -euo pipefail
tests=${1:-.build/debug/TesseraPackageTests.xctest}
snapshots=Tests/TesseraSnapshotTestingTests/__Snapshots__
saved=$(mktemp -d)
trap 'rm -rf "$snapshots" && cp -a "$saved/__Snapshots__" "$snapshots" && rm -rf "$saved"' EXIT
cp -a "$snapshots" "$saved/__Snapshots__"
marker="$saved/started"
touch "$marker"
sleep 1
# Record mode fails every assertion on purpose ("Record mode is on"); the files are what counts.
classes=$("$tests" --list-tests | grep '^TesseraSnapshotTestingTests\.' | cut -d/ -f1 | sort -u | paste -sd, -)
SNAPSHOT_TESTING_RECORD=all "$tests" "$classes" > "$saved/xctest.log" 2>&1 || true
SNAPSHOT_TESTING_RECORD=all "$tests" --testing-library swift-testing --filter TesseraSnapshotTestingTests > "$saved/testing.log" 2>&1 || true
status=0
count=0
while IFS= read -r file; do
    relative=${file#"$saved/__Snapshots__/"}
    count=$((count + 1))
    if [ ! "$snapshots/$relative" -nt "$marker" ]; then
        echo "snapshot determinism: $relative was not recorded again"
        status=1
    elif ! cmp -s "$file" "$snapshots/$relative"; then
        echo "snapshot determinism: $relative differs from the committed reference (recorded: $snapshots/$relative)"
        status=1
    fi
done < <(find "$saved/__Snapshots__" -type f | sort)
if [ "$status" -eq 0 ]; then
    echo "snapshot determinism: $count snapshots recorded again here are byte-identical to the committed ones"
else
    tail -n 20 "$saved/xctest.log" "$saved/testing.log"
fi
exit $status
