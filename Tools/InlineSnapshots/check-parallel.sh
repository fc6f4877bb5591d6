#!/usr/bin/env bash
# Records inline snapshots with a real `swift test --parallel` (one process
# per XCTest test) in a scratch package outside the repository that depends
# on this checkout by path, and checks that every literal landed in its own
# test, that the file still compiles, and that the next run passes.
#
#     bash Tools/InlineSnapshots/check-parallel.sh [SCRATCH_DIR]
#
# Slow (it builds Stateful in the scratch package); not part of CI. The
# suite's InlineRecordingProcessTests reproduce the same mechanism (one test
# process per test, started at once) without a nested `swift test`.
set -euo pipefail

repository="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${1:-$(mktemp -d "${TMPDIR:-/tmp}/stateful-inline-parallel.XXXXXX")}"
mkdir -p "$scratch/Tests/ParallelTests"
cd "$scratch"
unset CI SNAPSHOT_TESTING_RECORD

cat > Package.swift <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "InlineParallel",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Stateful", path: "$repository")],
    targets: [.testTarget(name: "ParallelTests", dependencies: [.product(name: "StatefulTesting", package: "Stateful")])],
    swiftLanguageModes: [.v6]
)
MANIFEST

{
    printf 'import StatefulTesting\nimport XCTest\n\nfinal class ParallelXCTests: XCTestCase {\n'
    for n in $(seq -w 1 20); do
        printf '    func test%s() {\n        assertInlineSnapshot(of: "xc %d")\n    }\n' "$n" "$((10#$n))"
    done
    printf '}\n'
} > Tests/ParallelTests/ParallelXCTests.swift

{
    printf 'import StatefulTesting\nimport Testing\n\n@Suite struct ParallelSwiftTesting {\n'
    for n in $(seq -w 1 10); do
        printf '    @Test func st%s() {\n        assertInlineSnapshot(of: "st %d")\n    }\n' "$n" "$((10#$n))"
    done
    printf '}\n'
} > Tests/ParallelTests/ParallelSwiftTesting.swift

swift build --build-tests > build.log 2>&1 || { tail -20 build.log; exit 1; }
# The first run records (and so fails, as a recording does).
swift test --skip-build --parallel > record.log 2>&1 || true
if grep -q "error: .*changed" record.log; then grep "error: " record.log | head; exit 1; fi

python3 - "$scratch" <<'CHECK'
import re, sys
root = sys.argv[1]
for name, prefix, count in [("ParallelXCTests", "test", 20), ("ParallelSwiftTesting", "st", 10)]:
    text = open(f"{root}/Tests/ParallelTests/{name}.swift").read()
    found = re.findall(r'func (?:test|st)(\d+)\(\) \{\n        assertInlineSnapshot\(of: "(?:xc|st) (\d+)"\) \{\n'
                       r'            """\n            (?:xc|st) (\d+)\n            """\n        \}', text)
    good = [f for f in found if int(f[0]) == int(f[1]) == int(f[2])]
    print(f"{name}: {len(good)} of {count} literals in their own test")
    if len(good) != count:
        sys.exit(1)
CHECK

swift build --build-tests > rebuild.log 2>&1 || { tail -20 rebuild.log; exit 1; }
swift test --skip-build --parallel > compare.log 2>&1 || { grep -E "error|failed" compare.log | head; exit 1; }
echo "ok: every literal in its own test, the file compiles, and the next swift test --parallel passes ($scratch)"
