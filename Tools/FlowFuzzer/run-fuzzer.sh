#!/usr/bin/env bash
# Fuzzes the flow-script parser and runner with libFuzzer for SECONDS (60 by
# default), starting from the committed seed corpus, and fails on any crash,
# sanitizer report, timeout (10 s for one input; an input that times out is
# run again alone with 120 s, and counts only if it fails again: a loaded
# machine is not a defect) or out-of-memory (2 GiB).
#
#     bash Tools/FlowFuzzer/run-fuzzer.sh          # a minute, as CI does
#     bash Tools/FlowFuzzer/run-fuzzer.sh 600      # ten minutes
#
# Builds Tools/FlowFuzzer (release, with -sanitize=fuzzer,address) in its own
# .build folder. Everything the run writes (the growing corpus, reproducers,
# the log, the harness's include folder) goes to a fresh temporary folder,
# never into the repository; it is removed after a clean run and kept after
# a failure, whose reproducer is printed. Linux only: Swift's libFuzzer
# runtime ships with the Linux toolchains.
#
# FLOW_FUZZER_BINARY=PATH runs PATH instead of building the fuzzer: a stand-in
# that answers libFuzzer's arguments, for the test of what this script decides
# (Tests/StatefulScriptTests/Fuzzing/FuzzerTimeoutRerunTests.swift).
set -euo pipefail

# All in a function, read whole before it runs: editing or checking out
# this file during a long run cannot change what the run does next.
main() {
    if [ "$(uname -s)" != Linux ]; then
        echo "flow fuzzer: skipped on $(uname -s): Swift's libFuzzer runtime ships with the Linux toolchains only"
        exit 0
    fi

    seconds="${1:-60}"
    if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
        echo "usage: bash Tools/FlowFuzzer/run-fuzzer.sh [SECONDS]   (SECONDS: a positive whole number; default 60)" >&2
        exit 2
    fi
    here="$(cd "$(dirname "$0")" && pwd)"
    configuration=release

    if [ -n "${FLOW_FUZZER_BINARY:-}" ]; then
        fuzzer="$FLOW_FUZZER_BINARY"
        printf '==> Using the fuzzer %s (FLOW_FUZZER_BINARY), not building one\n' "$fuzzer"
    else
        build_fuzzer
    fi
    fuzz_and_judge
}

# Builds the fuzzer; sets `fuzzer` to its path.
build_fuzzer() {
    printf '==> Building the flow fuzzer (%s, -sanitize=fuzzer,address)\n' "$configuration"
    build_log="$(mktemp "${TMPDIR:-/tmp}/flow-fuzzer-build.XXXXXX")"
    started=$SECONDS
    # The sanitizer flags go to every module, Stateful's too, so that libFuzzer
    # sees the parser's and runner's coverage. The gold linker warns once per
    # AddressSanitizer helper it cannot export; those lines are noise.
    # --disable-build-manifest-caching: Stateful is a path dependency, and a
    # cached build plan would miss a source file added to it since the last
    # build here ("cannot find … in scope").
    if ! swift build --package-path "$here" -c "$configuration" -Xswiftc -sanitize=fuzzer,address \
        --disable-build-manifest-caching >"$build_log" 2>&1; then
        grep -v "Cannot export local symbol '__asan" "$build_log" >&2 || true
        rm -f "$build_log"
        echo "error: the flow fuzzer did not build" >&2
        exit 1
    fi
    grep -v "Cannot export local symbol '__asan" "$build_log" | grep -E "warning:|error:" || true
    rm -f "$build_log"
    printf 'built in %ss\n' "$((SECONDS - started))"
    fuzzer="$(swift build --package-path "$here" -c "$configuration" -Xswiftc -sanitize=fuzzer,address \
        --disable-build-manifest-caching --show-bin-path)/FlowFuzzer"
}

# Runs `fuzzer` for `seconds`, re-runs alone each input that timed out, and
# exits with the verdict.
fuzz_and_judge() {
    work="$(mktemp -d "${TMPDIR:-/tmp}/flow-fuzzer.XXXXXX")"
    mkdir -p "$work/corpus" "$work/artifacts" "$work/tmp"
    cp -R "$here/Corpus/." "$work/corpus/"
    seeds="$(find "$work/corpus" -type f | wc -l | tr -d ' ')"

    printf '\n==> Fuzzing the flow parser and runner for %ss from %s seeds\n' "$seconds" "$seeds"
    printf 'work folder: %s\n' "$work"
    log="$work/fuzz.log"
    status=0
    # TMPDIR: the harness makes its include folder there.
    # ASAN_OPTIONS: AddressSanitizer's bookkeeping, sized so that a long run
    # stays far below the memory limit when nothing is wrong. Freed memory is
    # held back to catch use after free: 64 MiB of it (the default, 256 MiB,
    # costs about 1 GiB of RSS with redzones). The call stack of every
    # allocation is kept: unwinding through Swift's async frames gives stacks
    # that differ from run to run, so at the default depth (30 frames) that
    # store grows by megabytes a second; 10 frames keep it small and still name
    # the allocation site (rerun a reproducer without the option for full stacks).
    # LSAN_OPTIONS: a toolchain leak, explained in lsan-suppressions.txt.
    # SWIFT_BACKTRACE: on a Swift runtime error (an overflow, say) the runtime's
    # own backtracer would start, read memory AddressSanitizer reports, and wait
    # with the log's pipe open; libFuzzer's crash handler prints the stack.
    SWIFT_BACKTRACE=enable=no \
    TMPDIR="$work/tmp" \
    ASAN_OPTIONS="malloc_context_size=10:quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
    LSAN_OPTIONS="suppressions=$here/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        "$fuzzer" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
        -dict="$here/flow.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
        "$work/corpus" >"$log" 2>&1 || status=$?

    # Progress as libFuzzer reported it: the seeds read, the doublings, the end.
    grep -E '^#[0-9]+[[:space:]]+(INITED|pulse|DONE)|^stat::' "$log" || true

    if [ "$status" -eq 0 ]; then
        printf '\nno crash, timeout or out-of-memory in %ss\n' "$seconds"
        rm -rf "$work"
        exit 0
    fi

    # A timeout on a loaded machine (other builds on the same cores) is not a
    # defect by itself: each input that timed out is run again alone, with a
    # generous limit (120 s), and counts only if it times out or fails again.
    timeouts=("$work"/artifacts/timeout-*)
    others=("$work"/artifacts/crash-* "$work"/artifacts/oom-* "$work"/artifacts/leak-* "$work"/artifacts/slow-unit-*)
    if [ -e "${timeouts[0]}" ] && [ ! -e "${others[0]}" ] && ! grep -qE '==[0-9]+==ERROR|deadly signal|out-of-memory' "$log"; then
        all_pass=1
        for input in "${timeouts[@]}"; do
            rerun_started=$SECONDS
            if SWIFT_BACKTRACE=enable=no TMPDIR="$work/tmp" \
                ASAN_OPTIONS="malloc_context_size=10:quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
                LSAN_OPTIONS="suppressions=$here/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
                "$fuzzer" -timeout=120 -rss_limit_mb=2048 "$input" >"$work/rerun.log" 2>&1; then
                printf 'an input timed out under load and ran alone in %ss: not a defect (%s)\n' \
                    "$((SECONDS - rerun_started))" "$(basename "$input")"
            else
                all_pass=0
                printf 'an input that timed out also fails alone (%s)\n' "$(basename "$input")" >&2
            fi
        done
        if [ "$all_pass" -eq 1 ]; then
            printf '\nno crash, timeout or out-of-memory in %ss (timeouts under load re-run alone)\n' "$seconds"
            rm -rf "$work"
            exit 0
        fi
    fi

    printf '\nerror: the flow fuzzer found a defect (libFuzzer exited with %s); its report:\n\n' "$status" >&2
    # The report: from the sanitizer's or libFuzzer's first error line to the end.
    awk 'found || /^(==[0-9]+==ERROR|ALARM:|==[0-9]+== ERROR|.*deadly signal|.*out-of-memory|.*Fatal error|.*flow-fuzzer: )/ { found = 1 } found' "$log" | head -n 200 >&2
    reproducers=("$work"/artifacts/*)
    if [ ! -e "${reproducers[0]}" ]; then
        printf '\nno reproducer was written; the last lines of %s:\n' "$log" >&2
        tail -n 60 "$log" >&2
        exit "$status"
    fi
    for reproducer in "${reproducers[@]}"; do
        printf '\nreproducer: %s (%s bytes)\n' "$reproducer" "$(wc -c <"$reproducer" | tr -d ' ')" >&2
        # Its bytes as text, with anything that is not printable UTF-8 (and
        # every backslash) escaped as \xNN, lines kept.
        python3 - "$reproducer" >&2 <<'PYTHON'
import sys

data = open(sys.argv[1], "rb").read()
try:
    text = data.decode("utf-8")
    binary = any((ord(c) < 0x20 and c not in "\n\t") or ord(c) == 0x7F for c in text)
except UnicodeDecodeError:
    binary = True
if not binary:
    print("--- text ---")
    sys.stdout.write(text if text.endswith("\n") else text + "\n(no newline at the end)\n")
else:
    print("--- hex-escaped: \\xNN for bytes that are not printable ASCII or a newline, \\x5c for a backslash ---")
    out = []
    for byte in data:
        if byte == 0x0A:
            out.append("\\x0a\n")
        elif 0x20 <= byte < 0x7F and byte != 0x5C:
            out.append(chr(byte))
        else:
            out.append("\\x%02x" % byte)
    print("".join(out))
print("--- end ---")
PYTHON
    done
    cat >&2 <<EOF

To reproduce (from the repository root):
    SWIFT_BACKTRACE=enable=no TMPDIR=\$(mktemp -d) FLOW_FUZZER_STATS=2 \\
        LSAN_OPTIONS=suppressions=Tools/FlowFuzzer/lsan-suppressions.txt \\
        $fuzzer ${reproducers[0]}
Then keep it: copy it to Tools/FlowFuzzer/Corpus/regressions/ (a name saying
what it does, ending in .txt) and add a regression test under Tests/.
The work folder $work is kept.
EOF
    exit "$status"
}

main "$@"
