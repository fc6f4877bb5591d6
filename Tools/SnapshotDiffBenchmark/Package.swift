// swift-tools-version: 6.0
import PackageDescription

// A side package (not part of Stateful's build, not run by CI): compares a
// large recorded snapshot with a differing actual output through
// SnapshotVerifier, the path `stateful check` and `assertSnapshot` take, and
// prints the time taken and the size of the failure message.
//
// `prepare` writes the snapshot and the actual output into a directory (a
// throwaway package); `compare` reads the actual output and verifies it, so
// that running it under `/usr/bin/time -v` shows the peak memory of one
// comparison, the actual output included, and nothing of the generation:
//
//     swift build -c release --package-path Tools/SnapshotDiffBenchmark
//     B=Tools/SnapshotDiffBenchmark/.build/release/SnapshotDiffBenchmark
//     $B prepare scattered 10 /tmp/bench && /usr/bin/time -v $B compare /tmp/bench
//
// Cases: `scattered` (one line in 500 changed), `block` (one contiguous tenth
// replaced), `different` (no line in common), `shuffled` (lines from a
// vocabulary of 64, in a different random order on each side: the worst case
// for alignment), `equal` (the baseline: read and compare).
let package = Package(
    name: "SnapshotDiffBenchmark",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Stateful", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SnapshotDiffBenchmark",
            dependencies: [.product(name: "StatefulSnapshot", package: "Stateful")]),
    ],
    swiftLanguageModes: [.v6]
)
