#!/usr/bin/env bash
# How much `stateful check --jobs N` gains over `--jobs 1`, and that shards put
# together check exactly the flows of one whole run, on a synthetic suite of
# login flows (1,000 by default) in a throwaway package.
#
#     bash Tools/Benchmarks/check-jobs.sh                 # 1,000 flows, 3 rounds, --jobs 2
#     bash Tools/Benchmarks/check-jobs.sh 200 5 4         # FLOWS ROUNDS JOBS
#
# Builds `stateful` in release, records every flow's transcript once, then
# times `check --jobs 1` and `check --jobs JOBS` under CI=true in interleaved
# rounds (which goes first alternates) and prints each round's times and
# ratio, and the median ratio. It also checks that the two runs print the same
# bytes and write the same JUnit report, and that `--shard K/4`, K = 1…4,
# together check every flow exactly once. Nothing is written into the
# repository; the throwaway package is removed at the end.
set -euo pipefail

main() {
    flows="${1:-1000}"
    rounds="${2:-3}"
    jobs="${3:-2}"
    for value in "$flows" "$rounds" "$jobs"; do
        if ! [[ "$value" =~ ^[1-9][0-9]*$ ]]; then
            echo "usage: bash Tools/Benchmarks/check-jobs.sh [FLOWS [ROUNDS [JOBS]]]   (positive whole numbers)" >&2
            exit 2
        fi
    done
    root="$(cd "$(dirname "$0")/../.." && pwd)"

    printf '==> Building stateful (release)\n'
    swift build --package-path "$root" -c release --product stateful >/dev/null
    tool="$(swift build --package-path "$root" -c release --show-bin-path)/stateful"

    work="$(mktemp -d "${TMPDIR:-/tmp}/check-jobs.XXXXXX")"
    trap '[ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT
    printf '// swift-tools-version: 6.0\n' >"$work/Package.swift"
    mkdir -p "$work/Flows"
    # Four shapes of login flow, each flow with its own account name.
    for ((index = 1; index <= flows; index++)); do
        name="$(printf 'flow-%04d' "$index")"
        {
            printf 'inputLoginId("user-%d@example.com")\n' "$index"
            case $((index % 4)) in
                0) printf 'inputPassword("secret-%d")\nlogIn\nexpect effect showProgress\n' "$index" ;;
                1) printf 'backend fail(logIn, network)\ninputPassword("pw")\nlogIn\nexpect effect showProgress\nexpect effect dismissProgress\n' ;;
                2) printf 'expect outline contains "button \\"Log in\\" disabled"\ninputPassword("x")\nexpect outline contains "button \\"Log in\\" enabled"\n' ;;
                3) printf 'inputPassword("")\nexpect state password == ""\nprint outline\n' ;;
            esac
        } >"$work/Flows/$name.flow"
    done
    cd "$work"

    printf '==> Recording %s flows\n' "$flows"
    CI= "$tool" check Flows/*.flow --jobs "$jobs" --record all >/dev/null 2>&1 || true
    if ! CI=true "$tool" check Flows/*.flow --jobs "$jobs" >/dev/null 2>&1; then
        echo "error: the recorded flows do not pass; the suite is broken" >&2
        exit 1
    fi

    printf '==> Same results for --jobs 1, --jobs %s and 4 shards\n' "$jobs"
    CI=true "$tool" check Flows/*.flow --jobs 1 --junit one.xml >one.out 2>&1
    CI=true "$tool" check Flows/*.flow --jobs "$jobs" --junit many.xml >many.out 2>&1
    cmp -s one.out many.out || { echo "error: --jobs $jobs printed other bytes than --jobs 1" >&2; exit 1; }
    cmp -s one.xml many.xml || { echo "error: --jobs $jobs wrote another JUnit report than --jobs 1" >&2; exit 1; }
    for shard in 1 2 3 4; do
        CI=true "$tool" check Flows/*.flow --jobs "$jobs" --shard "$shard/4" --junit "shard-$shard.xml" >/dev/null 2>&1
    done
    whole="$(grep -o '<testcase classname="flows" name="[^"]*"' one.xml | sort)"
    parts="$(cat shard-*.xml | grep -o '<testcase classname="flows" name="[^"]*"' | sort)"
    if [ "$whole" != "$parts" ]; then
        echo "error: the 4 shards together did not check every flow exactly once" >&2
        exit 1
    fi
    printf 'identical output and JUnit report; shards 1-4 together: %s flows, each once\n' "$(printf '%s\n' "$parts" | wc -l | tr -d ' ')"

    printf '\n==> Timing check of %s flows: --jobs 1 against --jobs %s, %s rounds (CI=true)\n' "$flows" "$jobs" "$rounds"
    printf '| round | --jobs 1 | --jobs %s | ratio |\n|---|---|---|---|\n' "$jobs"
    ratios=()
    for ((round = 1; round <= rounds; round++)); do
        if ((round % 2)); then
            one="$(seconds_of 1)"; many="$(seconds_of "$jobs")"
        else
            many="$(seconds_of "$jobs")"; one="$(seconds_of 1)"
        fi
        ratio="$(awk -v a="$many" -v b="$one" 'BEGIN { printf "%.2f", a / b }')"
        ratios+=("$ratio")
        printf '| %s | %.2f s | %.2f s | %s× |\n' "$round" "$one" "$many" "$ratio"
    done
    median="$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')"
    speedup="$(awk -v r="$median" 'BEGIN { printf "%.2f", 1 / r }')"
    printf '\nmedian ratio --jobs %s / --jobs 1: %s× (a %s× speed-up on %s cores)\n' "$jobs" "$median" "$speedup" "$(nproc)"
}

# Wall-clock seconds of one `check --jobs N` of the whole suite.
seconds_of() {
    local start end
    start="$(date +%s%N)"
    CI=true "$tool" check Flows/*.flow --jobs "$1" >/dev/null 2>&1
    end="$(date +%s%N)"
    awk -v ns="$((end - start))" 'BEGIN { printf "%.3f", ns / 1e9 }'
}

main "$@"
