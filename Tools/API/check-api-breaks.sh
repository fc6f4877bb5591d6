#!/usr/bin/env bash
# Compares the public API of the library products with the last release's
# and fails on any break that the release notes do not accept.
#
#   bash Tools/API/check-api-breaks.sh                 # what CI runs
#   bash Tools/API/check-api-breaks.sh --package DIR --baseline FILE --notes FILE
#
# The last release is named in Tools/API/baseline-release, one line
# `VERSION COMMIT` (`0.1.0 8883d3f…`). Its commit is built in a temporary
# checkout by `swift package diagnose-api-breaking-changes`, which lists each
# break as `API breakage: …`. A break is accepted when that exact line is in an
# `api-breaks` block of the release notes (Sources/Stateful/Stateful.docc/
# ReleaseNotes.md) for a version newer than the baseline:
#
#   <!-- api-breaks: 0.2.0 -->
#   ```text
#   API breakage: func Tally.add() has been removed
#   ```
#
# Exit status: 0 when no unaccepted break, 1 when there is one, 2 when the
# check cannot run (a missing baseline commit, a malformed file, a failed build).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
package="$repo"
baseline_file="$repo/Tools/API/baseline-release"
notes="$repo/Sources/Stateful/Stateful.docc/ReleaseNotes.md"

usage() { echo "usage: bash Tools/API/check-api-breaks.sh [--package DIR] [--baseline FILE] [--notes FILE]" >&2; exit 2; }
fail() { echo "check-api-breaks: error: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --package) [ $# -ge 2 ] || usage; package="$(cd "$2" && pwd)"; shift 2 ;;
        --baseline) [ $# -ge 2 ] || usage; baseline_file="$2"; shift 2 ;;
        --notes) [ $# -ge 2 ] || usage; notes="$2"; shift 2 ;;
        *) usage ;;
    esac
done

[ -f "$baseline_file" ] || fail "no baseline file $baseline_file: it names the last release as one line 'VERSION COMMIT'"
[ -f "$notes" ] || fail "no release notes $notes to read the accepted API breaks from"
read -r version commit extra < <(grep -v '^[[:space:]]*\(#\|$\)' "$baseline_file" | head -n 1) || true
if [ -z "${version:-}" ] || [ -z "${commit:-}" ] || [ -n "${extra:-}" ] \
    || ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || ! [[ "$commit" =~ ^[0-9a-f]{7,40}$ ]]; then
    fail "$baseline_file must hold one line 'VERSION COMMIT', such as '0.1.0 8883d3ff4e5e4e6affa9f9a85d19b0ecdd49c165'"
fi
if ! git -C "$package" cat-file -e "$commit^{commit}" 2>/dev/null; then
    fail "the baseline commit $commit (release $version, named in $baseline_file) is not in this clone of $package.
A shallow clone lacks it: fetch the history with 'git fetch --unshallow' (or clone without --depth), then run again."
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/stateful-api.XXXXXX")"
trap 'rm -rf "$work"' EXIT INT TERM HUP

# The accepted breaks: every line of an `api-breaks` block of a version newer than the baseline.
python3 - "$notes" "$version" "$work/accepted.txt" <<'PY' || exit 2
import re, sys
notes, baseline, out = sys.argv[1], sys.argv[2], sys.argv[3]
def key(v): return tuple(int(p) for p in v.split("."))
marker = re.compile(r"^<!--\s*api-breaks:\s*(\d+\.\d+\.\d+)\s*-->\s*$")
lines = open(notes, encoding="utf-8").read().split("\n")
accepted, index = [], 0
while index < len(lines):
    found = marker.match(lines[index])
    index += 1
    if not found:
        continue
    if index >= len(lines) or not lines[index].startswith("```"):
        sys.exit(f"check-api-breaks: error: {notes}:{index}: an api-breaks marker must be followed by a ``` block")
    index += 1
    block = []
    while index < len(lines) and not lines[index].startswith("```"):
        block.append((index + 1, lines[index].strip()))
        index += 1
    if index >= len(lines):
        sys.exit(f"check-api-breaks: error: {notes}: the api-breaks block of {found.group(1)} is not closed")
    for number, text in block:
        if not text or text.startswith("#"):
            continue
        if not text.startswith("API breakage: "):
            sys.exit(f"check-api-breaks: error: {notes}:{number}: an accepted break is the digester's line, "
                     f"starting 'API breakage: ', not {text!r}")
        if key(found.group(1)) > key(baseline):
            accepted.append(text)
open(out, "w", encoding="utf-8").write("".join(line + "\n" for line in accepted))
PY
accepted_count="$(grep -c . "$work/accepted.txt" || true)"

echo "check-api-breaks: comparing the public API of $package with release $version ($commit)"
status=0
# The baseline's API is kept under .build/ between local runs (a fresh clone builds it once).
swift package --package-path "$package" diagnose-api-breaking-changes "$commit" \
    --breakage-allowlist-path "$work/accepted.txt" \
    --baseline-dir "$package/.build/api-baseline/$commit" >"$work/output.txt" 2>&1 || status=$?
breaks="$(grep -o 'API breakage: .*' "$work/output.txt" | sort -u || true)"
if [ "$status" -eq 0 ]; then
    echo "check-api-breaks: no API break since $version beyond the $accepted_count accepted in $(basename "$notes")"
    exit 0
fi
if [ -z "$breaks" ]; then
    cat "$work/output.txt" >&2
    fail "swift package diagnose-api-breaking-changes failed (status $status) without naming a break: see its output above"
fi
{
    echo "check-api-breaks: error: the public API breaks what release $version offered, and the release notes do not accept it:"
    printf '%s\n' "$breaks" | sed 's/^/  /'
    echo "Keep the old name working (@available(*, deprecated, renamed: \"…\")), or, if the break is meant, say so in"
    echo "$notes under the coming version's Accepted API breaks, each line exactly as above, in its block:"
    echo "  <!-- api-breaks: X.Y.Z -->"
} >&2
exit 1
