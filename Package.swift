// swift-tools-version: 6.0
import PackageDescription

// Stateful: the Command → Action/Effect → State screen architecture as a library.
// No package dependencies: the standard library, Foundation, Synchronization,
// XCTest and Testing only. Layers point one way (see README "Modules").
let package = Package(
    name: "Stateful",
    platforms: [
        // The floor for AsyncSequence typed throws and `next(isolation:)`.
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "Stateful", targets: ["Stateful"]),
        .library(name: "StatefulSnapshot", targets: ["StatefulSnapshot"]),
        .library(name: "StatefulTesting", targets: ["StatefulTesting"]),
        .library(name: "StatefulText", targets: ["StatefulText"]),
        .library(name: "LoginFeature", targets: ["LoginFeature"]),
        .library(name: "StatefulScript", targets: ["StatefulScript"]),
        .library(name: "LoginFeatureHTTP", targets: ["LoginFeatureHTTP"]),
        .executable(name: "stateful", targets: ["StatefulCLI"]),
    ],
    targets: [
        // Layer 1: the pipeline, relays, ViewState, observation.
        .target(name: "Stateful"),
        // Layer 2: screen DSL, text renderer, display-width table, screen host.
        .target(name: "StatefulText", dependencies: ["Stateful"]),
        // Layer 2: deterministic dumps, diffs, snapshot files, record modes, transcripts.
        .target(name: "StatefulSnapshot", dependencies: ["Stateful"]),
        // Layer 3: assertions for XCTest and Swift Testing. Never linked by the CLI.
        .target(name: "StatefulTesting", dependencies: ["Stateful", "StatefulSnapshot", "StatefulText"]),
        // The seed's login screen, the reference client.
        .target(name: "LoginFeature", dependencies: ["Stateful", "StatefulText"]),
        // Layer 3: the flow-script language (parser, AST, generic Command decoding).
        .target(name: "StatefulScript", dependencies: ["Stateful", "StatefulText", "StatefulSnapshot"]),
        // The login feature's HTTP backend (`--server URL`).
        .target(name: "LoginFeatureHTTP", dependencies: ["LoginFeature"]),
        // The `stateful` command-line tool.
        // The login feature, registered for flow scripts (embedded or HTTP backend).
        .target(
            name: "LoginScripting",
            dependencies: ["LoginFeature", "LoginFeatureHTTP", "StatefulScript", "StatefulText", "Stateful"]),
        .executableTarget(
            name: "StatefulCLI",
            dependencies: ["StatefulScript", "LoginScripting"],
            resources: [.copy("Flows")]),

        // Helpers shared by the test targets; not a product.
        .target(name: "StatefulTestSupport", path: "Tests/Support"),
        .testTarget(name: "StatefulTests", dependencies: ["Stateful", "StatefulTestSupport"]),
        .testTarget(name: "StatefulSnapshotTests", dependencies: ["StatefulSnapshot", "Stateful", "StatefulTestSupport"]),
        .testTarget(
            name: "StatefulTestingTests",
            dependencies: ["StatefulTesting", "StatefulSnapshot", "Stateful", "StatefulTestSupport"]),
        .testTarget(name: "StatefulTextTests", dependencies: ["StatefulText", "Stateful"]),
        .testTarget(
            name: "LoginFeatureTests",
            dependencies: [
                "LoginFeature", "Stateful", "StatefulText", "StatefulSnapshot", "StatefulTesting", "StatefulTestSupport",
            ]),
        .testTarget(name: "StatefulScriptTests", dependencies: ["StatefulScript", "Stateful", "StatefulText", "LoginFeature"]),
        .testTarget(name: "LoginFeatureHTTPTests", dependencies: ["LoginFeatureHTTP", "LoginFeature", "StatefulTestSupport"]),
        .testTarget(
            name: "LoginScriptingTests",
            dependencies: [
                "LoginScripting", "StatefulScript", "StatefulSnapshot", "LoginFeature", "Stateful", "StatefulTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
