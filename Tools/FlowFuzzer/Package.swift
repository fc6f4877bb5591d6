// swift-tools-version: 6.0
import PackageDescription

// A side package (not part of Stateful's build): a libFuzzer target for the
// flow-script parser and runner. Build and run it with the script, which
// passes the sanitizer flags to every module, Stateful's included, so that
// libFuzzer sees their coverage:
//
//     bash Tools/FlowFuzzer/run-fuzzer.sh 60      # fuzz for a minute
//
// The flags are not in this manifest: `unsafeFlags` would instrument the
// harness only, leaving the parser blind to the fuzzer.
let package = Package(
    name: "FlowFuzzer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Stateful", path: "../.."),
    ],
    targets: [
        // libFuzzer's C entry points, declared for Swift.
        .target(name: "LibFuzzerDriver"),
        // The harness: a small feature of its own, and the fuzz target that
        // parses and runs each input as a flow.
        .executableTarget(
            name: "FlowFuzzer",
            dependencies: [
                "LibFuzzerDriver",
                .product(name: "StatefulScript", package: "Stateful"),
                .product(name: "StatefulSnapshot", package: "Stateful"),
                .product(name: "StatefulText", package: "Stateful"),
                .product(name: "Stateful", package: "Stateful"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
