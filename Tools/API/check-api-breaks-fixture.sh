#!/usr/bin/env bash
# Proves Tools/API/check-api-breaks.sh on a package small enough to build in
# seconds: a one-type library released as 0.1.0, whose next commit renames a
# public method. The check must
#   1. fail (status 1) naming the break while the release notes do not accept it,
#   2. pass once the notes list that exact line under 0.2.0,
#   3. still fail when the line is listed under 0.1.0 (the baseline's own version),
#   4. refuse (status 2) with advice when the baseline commit is not in the clone.
#
#   bash Tools/API/check-api-breaks-fixture.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
check="$repo/Tools/API/check-api-breaks.sh"
work="$(mktemp -d "${TMPDIR:-/tmp}/stateful-api-fixture.XXXXXX")"
trap 'rm -rf "$work"' EXIT INT TERM HUP
failures=0
expect() {  # expect STATUS TEXT -- the last run's status and a text its output holds
    if [ "$status" -ne "$1" ] || ! grep -qF -- "$2" "$work/out.txt"; then
        echo "check-api-breaks-fixture: FAILED: $scenario: expected status $1 and '$2', got status $status:" >&2
        sed 's/^/  | /' "$work/out.txt" >&2
        failures=$((failures + 1))
    else
        echo "check-api-breaks-fixture: ok: $scenario"
    fi
}
run_check() { status=0; bash "$check" --package "$work/Tally" --baseline "$work/baseline-release" --notes "$work/ReleaseNotes.md" >"$work/out.txt" 2>&1 || status=$?; }
notes() {  # notes VERSION LINE -- release notes accepting LINE under VERSION
    printf '# Release Notes\n\n## %s\n\n<!-- api-breaks: %s -->\n```text\n# the breaks this version accepts\n%s\n```\n' \
        "$1" "$1" "$2" >"$work/ReleaseNotes.md"
}

mkdir -p "$work/Tally/Sources/Tally"
cd "$work/Tally"
cat >Package.swift <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tally",
    products: [.library(name: "Tally", targets: ["Tally"])],
    targets: [.target(name: "Tally")]
)
EOF
cat >Sources/Tally/Tally.swift <<'EOF'
public struct Tally {
    public private(set) var count = 0
    public init() {}
    public mutating func add() { count += 1 }
}
EOF
printf '.build/\n' >.gitignore
git init -q
git add -A
git -c user.name=fixture -c user.email=fixture@example.invalid commit -qm "Tally 0.1.0"
echo "0.1.0 $(git rev-parse HEAD)" >"$work/baseline-release"
# The break: a public method renamed with no deprecated alias.
sed -i.orig 's/public mutating func add()/public mutating func increment()/' Sources/Tally/Tally.swift
rm Sources/Tally/Tally.swift.orig
git -c user.name=fixture -c user.email=fixture@example.invalid commit -qam "Rename add() to increment()"

break_line="API breakage: func Tally.add() has been removed"

scenario="a break the notes do not accept fails"
notes 0.2.0 "# none"
run_check
expect 1 "$break_line"

scenario="the same break accepted under 0.2.0 passes"
notes 0.2.0 "$break_line"
run_check
expect 0 "no API break since 0.1.0 beyond the 1 accepted"

scenario="a break accepted under the baseline's own version still fails"
notes 0.1.0 "$break_line"
run_check
expect 1 "$break_line"

scenario="a baseline commit missing from the clone is refused with advice"
echo "0.1.0 0123456789abcdef0123456789abcdef01234567" >"$work/baseline-release"
run_check
expect 2 "is not in this clone"

if [ "$failures" -gt 0 ]; then
    echo "check-api-breaks-fixture: $failures scenario(s) failed" >&2
    exit 1
fi
echo "check-api-breaks-fixture: all 4 scenarios passed"
