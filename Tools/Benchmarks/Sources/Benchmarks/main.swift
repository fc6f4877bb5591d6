// Stateful's benchmark: every row, interleaved, then one table.
//
//     swift run -c release --package-path Tools/Benchmarks
//     swift run -c release --package-path Tools/Benchmarks Benchmarks --rounds 21 --filter relay
//     swift run -c release --package-path Tools/Benchmarks Benchmarks --check
//
// Options: --check (exit 1 when any row misses its goal, naming each on
// standard error: run it before landing a change to the runner, the screen
// layer or the store), --rounds N (default 11), --filter TEXT (rows whose name or
// baseline contains TEXT, in any case; repeatable), --list (the rows that
// would run, without running them), --ours-only (skip every baseline: to count
// what Stateful's side alone does, e.g. its system calls under `strace -f -c`).

import Foundation

// A child process of the inline rows records and exits here.
runInlineChildIfAsked()

var rounds = 11
var filters: [String] = []
var listOnly = false
var oursOnly = false
var checkGoals = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rounds":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { fail("--rounds takes a positive number") }
        rounds = value
    case "--filter":
        guard let value = arguments.popFirst() else { fail("--filter takes a text") }
        filters.append(value.lowercased())
    case "--list":
        listOnly = true
    case "--ours-only":
        oursOnly = true
    case "--check":
        checkGoals = true
    default:
        fail("unknown argument \(argument); use --rounds N, --filter TEXT, --list, --ours-only, --check")
    }
}

/// A row's name and what it is compared with.
func label(_ row: Row) -> String {
    switch row.kind {
    case let .comparison(_, baselineName?, _): row.name + " vs " + baselineName
    case .comparison: row.name
    case .scaling: row.name + " (" + row.unit + ")"
    case let .count(_, baselineName, _): row.name + " vs " + baselineName
    }
}

let allRows = relayRows() + storeRows() + commandRows() + stepRows() + snapshotRows() + textRows() + scalingRows() + toolRows()
    + exploreRows() + inlineRows()
let rows = allRows.filter { row in
    filters.isEmpty || filters.contains { label(row).lowercased().contains($0) }
}
if listOnly {
    for row in rows { print(label(row)) }
    cleanUpScalingRows()
    cleanUpToolRows()
    cleanUpInlineRows()
    exit(0)
}
if rows.isEmpty { fail("no row matches \(filters)") }
setUpBenchmarks(rows)
let missed = await runBenchmarks(rows, rounds: rounds, oursOnly: oursOnly)
cleanUpScalingRows()
cleanUpToolRows()
cleanUpInlineRows()
if checkGoals, !missed.isEmpty {
    FileHandle.standardError.write(Data("Benchmarks: \(missed.count) of \(rows.count) rows missed their goal\n".utf8))
    exit(1)
}
