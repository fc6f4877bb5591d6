#!/usr/bin/env bash
# Builds and tests a package of a team that adopts Stateful, outside the
# repository: Tools/ConsumerCheck, copied to a temporary folder and pointed at
# this repository by path. It declares targets named as a team would name them
# (LoginFeature, SyncUps, AppFeature, Feature, Support, TestSupport, CLI), uses
# each of the eight library products, runs its tests and checks its flow. A
# target name that clashes, a missing `public` or a product that does not link
# fails here before it reaches a team.
#
#   bash Tools/ConsumerCheck/run.sh            # check (what CI runs)
#   bash Tools/ConsumerCheck/run.sh --record   # re-record its snapshots and flow transcript into Tools/ConsumerCheck
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
template="$repo/Tools/ConsumerCheck"
record=false
case "${1:-}" in
    "") ;;
    --record) record=true ;;
    *) echo "usage: bash Tools/ConsumerCheck/run.sh [--record]" >&2; exit 2 ;;
esac

work="$(mktemp -d "${TMPDIR:-/tmp}/stateful-consumer.XXXXXX")"
trap 'rm -rf "$work"' EXIT INT TERM HUP
mkdir "$work/ConsumerCheck"
# The package's own files only: no build folder, no script.
(cd "$template" && tar --exclude=.build --exclude='.build-*' --exclude=run.sh -cf - .) | (cd "$work/ConsumerCheck" && tar -xf -)
cd "$work/ConsumerCheck"
python3 - "$repo" <<'PY'
import sys, pathlib
manifest = pathlib.Path("Package.swift")
text = manifest.read_text()
old = '.package(name: "Stateful", path: "../..")'
if old not in text:
    sys.exit("Tools/ConsumerCheck/Package.swift no longer names the repository as " + old)
manifest.write_text(text.replace(old, '.package(name: "Stateful", path: %r)' % sys.argv[1]).replace("'", '"'))
PY

echo "consumer package: $work/ConsumerCheck (depends on $repo)"
swift build --build-tests -Xswiftc -warnings-as-errors
if $record; then
    SNAPSHOT_TESTING_RECORD=missing swift test || swift test     # the first run records, the second checks
    swift run CLI check || swift run CLI check     # the first run records, the second checks
    rm -rf "$template/__Snapshots__"
    cp -R __Snapshots__ "$template/__Snapshots__"
    echo "recorded into $template/__Snapshots__"
else
    swift test
    swift run CLI check
fi
