// swift-tools-version: 6.0
import PackageDescription

// A side package (not part of Stateful's build): measures the relays against a
// raw AsyncStream baseline and against peers, in the same run, and prints ratios.
//
//     swift run -c release --package-path Tools/RelayBenchmark
let package = Package(
    name: "RelayBenchmark",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Stateful", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "RelayBenchmark",
            dependencies: [
                .product(name: "Stateful", package: "Stateful"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
