#!/usr/bin/env bash
# Records, compiles, compares and re-records every inline-snapshot call form
# that swift-snapshot-testing 1.19.7's own InlineSnapshotTesting tests use
# (CallForms/CallFormsTests.swift: the forms with their snapshots left out),
# with a real `swift test` in a scratch package outside the repository that
# depends on this checkout by path:
#
#   1. record:     SNAPSHOT_TESTING_RECORD=failed swift test   (every snapshot written)
#   2. compare:    swift test                                  (the written file compiles and passes)
#   3. re-record:  every recorded literal broken, SNAPSHOT_TESTING_RECORD=failed swift test
#   4. compare:    swift test, and the file is the one step 1 wrote
#
#     bash Tools/InlineSnapshots/check-call-forms.sh [SCRATCH_DIR]
#
# Slow (it builds Stateful in the scratch package); not part of CI. The
# suite's InlineCallFormTests check the same forms through the recorder.
set -euo pipefail

repository="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${1:-$(mktemp -d "${TMPDIR:-/tmp}/stateful-inline-forms.XXXXXX")}"
mkdir -p "$scratch/Tests/CallFormsTests"
cd "$scratch"
unset CI SNAPSHOT_TESTING_RECORD
test_file=Tests/CallFormsTests/CallFormsTests.swift

cat > Package.swift <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "InlineCallForms",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Stateful", path: "$repository")],
    targets: [.testTarget(name: "CallFormsTests", dependencies: [.product(name: "StatefulTesting", package: "Stateful")])],
    swiftLanguageModes: [.v6]
)
MANIFEST
cp "$repository/Tools/InlineSnapshots/CallForms/CallFormsTests.swift" "$test_file"

run() {  # run NAME [VAR=VALUE...]: build, then test; the log in NAME.log
    local name="$1"; shift
    swift build --build-tests > "$name-build.log" 2>&1 || { echo "$name: the file does not compile"; grep -E "error" "$name-build.log" | head -20; exit 1; }
    env "$@" swift test --skip-build > "$name.log" 2>&1 || true
    if grep -qE "error: .*(changed|not the one|could not be written|recorded twice|no such closure|must hold)" "$name.log"; then
        echo "$name: the rewriter refused a call"; grep -E "error: " "$name.log" | head -20; exit 1
    fi
}
passes() {  # passes NAME: the run passed
    grep -q "Test run with .* passed" "$1.log" || { echo "$1: failed"; grep -E "✘|error" "$1.log" | head -30; exit 1; }
}

run record SNAPSHOT_TESTING_RECORD=failed
recorded="$(grep -c "Recorded a new inline snapshot\|Re-recorded the inline snapshot" record.log || true)"
cp "$test_file" recorded.swift
run compare
passes compare

python3 - "$test_file" <<'BREAK'
import re, sys
path = sys.argv[1]
lines = open(path).read().split("\n")
out = []
for index, line in enumerate(lines):
    out.append(line)
    opening = re.fullmatch(r"(\s*)(#*)\"\"\"", line)
    if opening and index > 0 and lines[index - 1].rstrip().endswith("{"):
        following = lines[index + 1].strip() if index + 1 < len(lines) else ""
        if following.startswith("https://") or following == '"Hello"':
            continue  # a value, not a snapshot
        out.append(opening.group(1) + "broken")
open(path, "w").write("\n".join(out))
BREAK
broken="$(grep -c '^ *broken$' "$test_file" || true)"
run rerecord SNAPSHOT_TESTING_RECORD=failed
run compare-again
passes compare-again
if ! cmp -s recorded.swift "$test_file"; then
    echo "re-recording wrote another file than recording:"; diff recorded.swift "$test_file" | head -40; exit 1
fi
echo "ok: $recorded snapshots recorded, $broken broken literals re-recorded; every form compiles and passes ($scratch)"
