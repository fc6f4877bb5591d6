// Stateful's benchmark: every row, interleaved, then one table.
//
//     swift run -c release --package-path Tools/Benchmarks
//     swift run -c release --package-path Tools/Benchmarks Benchmarks --rounds 21 --filter relay
//
// Options: --rounds N (default 11), --filter TEXT (rows whose name or
// baseline contains TEXT, any case; repeatable), --list (names only).

import Foundation

var rounds = 11
var filters: [String] = []
var listOnly = false
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
    default:
        fail("unknown argument \(argument); use --rounds N, --filter TEXT, --list")
    }
}

let allRows = relayRows() + storeRows() + snapshotRows() + textRows() + scalingRows()
let rows = allRows.filter { row in
    guard !filters.isEmpty else { return true }
    var text = row.name.lowercased()
    if case let .comparison(_, baselineName?, _) = row.kind { text += " " + baselineName.lowercased() }
    return filters.contains { text.contains($0) }
}
if listOnly {
    for row in allRows { print(row.name) }
    exit(0)
}
if rows.isEmpty { fail("no row matches \(filters)") }
await runBenchmarks(rows, rounds: rounds)
