#!/usr/bin/env bash
# How fast the `snapshots report` page of a large package opens and filters in
# headless Chromium: a throwaway package with SCREENS recorded screens (1,000
# by default, in English and Japanese pairs) and a few pending changes.
#
#     bash Tools/Benchmarks/report-in-browser.sh            # 1,000 screens, 3 rounds
#     bash Tools/Benchmarks/report-in-browser.sh 5000 5     # SCREENS ROUNDS
#
# Prints, per round, the time from the start of navigation to the end of the
# page's script (which has by then applied a filter given in the address),
# as the page itself measures it (performance.now()), against the goal of
# under a second; and how long writing the page took. Needs Chromium
# (Debian's chromium package). Nothing is written into the repository.
set -euo pipefail

main() {
    screens="${1:-1000}"
    rounds="${2:-3}"
    for value in "$screens" "$rounds"; do
        if ! [[ "$value" =~ ^[1-9][0-9]*$ ]]; then
            echo "usage: bash Tools/Benchmarks/report-in-browser.sh [SCREENS [ROUNDS]]   (positive whole numbers)" >&2
            exit 2
        fi
    done
    browser="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
    if [ -z "$browser" ]; then
        echo "error: no Chromium; install Debian's chromium package (apt-get install chromium) or set CHROMIUM" >&2
        exit 1
    fi
    root="$(cd "$(dirname "$0")/../.." && pwd)"
    printf '==> Building stateful (release)\n'
    swift build --package-path "$root" -c release --product stateful >/dev/null
    tool="$(swift build --package-path "$root" -c release --show-bin-path)/stateful"

    work="$(mktemp -d "${TMPDIR:-/tmp}/report-in-browser.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    printf '// swift-tools-version: 6.0\n' >"$work/Package.swift"
    mkdir -p "$work/__Snapshots__/ListTests"
    for ((index = 1; index <= screens; index++)); do
        language=$((index % 2 == 0 ? 1 : 0))
        name="$( ((language)) && echo japanese || echo english )Rows.row$(( (index + 1) / 2 ))"
        {
            printf '+------------------------------+\n'
            if ((language)); then printf '| 行 %-26s|\n' "$index"; else printf '| Row %-25s|\n' "$index"; fi
            printf '| [ Save ]   [ Cancel ]        |\n+------------------------------+\n'
        } >"$work/__Snapshots__/ListTests/$name.txt"
    done
    for index in 1 2 3; do
        printf 'changed %s\n' "$index" >"$work/__Snapshots__/ListTests/englishRows.row$index.pending.txt"
    done

    cd "$work"
    start="$(date +%s%N)"
    "$tool" snapshots report --html report
    written="$(( ($(date +%s%N) - start) / 1000000 ))"
    printf 'page: %s bytes, written in %s ms\n\n' "$(wc -c <report/index.html | tr -d ' ')" "$written"

    printf '| round | script done (ms after navigation start, filter applied) | goal |\n|---|---|---|\n'
    for ((round = 1; round <= rounds; round++)); do
        dom="$("$browser" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile-$round" \
            --dump-dom "file://$work/report/index.html#filter=row%2017" 2>/dev/null)"
        ready="$(printf '%s' "$dom" | grep -o '<body data-ready="[0-9]*"' | grep -o '[0-9]*' || true)"
        shown="$(printf '%s' "$dom" | grep -o '<span id="shown">[^<]*' | sed 's/.*>//' || true)"
        if [ -z "$ready" ]; then
            echo "error: the page's script did not finish" >&2
            exit 1
        fi
        mark="$( ((ready < 1000)) && echo ok || echo MISSED )"
        printf '| %s | %s ms (%s) | < 1000 ms: %s |\n' "$round" "$ready" "$shown" "$mark"
    done
}

main "$@"
