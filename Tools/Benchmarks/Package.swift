// swift-tools-version: 6.0
import PackageDescription

// A side package (not part of Stateful's build, not run by CI): Stateful's own
// benchmark. It measures each of Stateful's hot paths beside a baseline in the
// same process, rounds interleaved, and prints one table of ratios:
//
//     swift run -c release --package-path Tools/Benchmarks
//     swift run -c release --package-path Tools/Benchmarks Benchmarks --rounds 21 --filter relay
//
// The root package depends on nothing; only this package depends on the peers
// it compares against.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Stateful", path: "../.."),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                .product(name: "Stateful", package: "Stateful"),
                .product(name: "StatefulText", package: "Stateful"),
                .product(name: "StatefulSnapshot", package: "Stateful"),
                .product(name: "StatefulTesting", package: "Stateful"),
                .product(name: "StatefulScript", package: "Stateful"),
                .product(name: "StatefulCommandLine", package: "Stateful"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
