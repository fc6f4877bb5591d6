// swift-tools-version: 6.0
import PackageDescription

// Stateful: the Command → Action/Effect → State screen architecture as a library.
// No package dependencies: the standard library, Foundation, Synchronization,
// XCTest and Testing only. Layers point one way (see README "Modules").
// The login example is made of targets that no product exports.
let package = Package(
    name: "Stateful",
    platforms: [
        // The floor for AsyncSequence typed throws and `next(isolation:)`.
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        // The library: each module is one layer (see README "Modules").
        .library(name: "Stateful", targets: ["Stateful"]),
        .library(name: "StatefulText", targets: ["StatefulText"]),
        .library(name: "StatefulSnapshot", targets: ["StatefulSnapshot"]),
        .library(name: "StatefulTesting", targets: ["StatefulTesting"]),
        .library(name: "StatefulScript", targets: ["StatefulScript"]),
        .library(name: "StatefulCommandLine", targets: ["StatefulCommandLine"]),
        // The flow tool with the login example registered: `swift run stateful`.
        .executable(name: "stateful", targets: ["StatefulCLI"]),
        // The flow tool with the SyncUps example registered: `swift run syncups`.
        .executable(name: "syncups", targets: ["SyncUpsCLI"]),
    ],
    targets: [
        // Layer 1: the pipeline, relays, ViewState, observation.
        .target(name: "Stateful"),
        // Layer 2: screen DSL, text renderer, display-width table, screen host.
        .target(name: "StatefulText", dependencies: ["Stateful"]),
        // Layer 2: deterministic dumps, diffs, snapshot files, record modes, transcripts.
        .target(name: "StatefulSnapshot", dependencies: ["Stateful"]),
        // Layer 3: assertions for XCTest and Swift Testing. Never linked by the tool.
        .target(name: "StatefulTesting", dependencies: ["Stateful", "StatefulSnapshot", "StatefulText"]),
        // Layer 3: the flow-script language (syntax, parser, generic decoding) and the runner.
        .target(name: "StatefulScript", dependencies: ["Stateful", "StatefulText", "StatefulSnapshot"]),
        // Layer 4: the command-line application as a library (run, check, interactive, snapshots, help).
        .target(name: "StatefulCommandLine", dependencies: ["StatefulScript", "StatefulSnapshot", "StatefulText", "Stateful"]),

        // Examples: targets, not products. The seed's login screen, its HTTP
        // backend, its scripting, and the `stateful` executable that registers it.
        .target(name: "LoginFeature", dependencies: ["Stateful", "StatefulText"]),
        .target(name: "LoginFeatureHTTP", dependencies: ["LoginFeature"]),
        .target(
            name: "LoginScripting",
            dependencies: ["LoginFeature", "LoginFeatureHTTP", "StatefulScript", "StatefulText", "Stateful"]),
        .executableTarget(
            name: "StatefulCLI",
            dependencies: ["StatefulCommandLine", "LoginScripting"],
            exclude: ["Flows"]),
        // The second reference client: Point-Free's SyncUps app (a list, a form,
        // a detail, meeting recording with a timer and speech, persistence),
        // every screen a ScreenLogic composed by one app logic.
        .target(name: "SyncUps", dependencies: ["Stateful", "StatefulText", "StatefulSnapshot"]),
        // SyncUps registered for flow scripts (a speech recognizer `backend` lines
        // drive, the sync-ups saved in the flow's folder), and its flow tool:
        // `swift run syncups`.
        .target(name: "SyncUpsScripting", dependencies: ["SyncUps", "StatefulScript", "StatefulText", "Stateful"]),
        .executableTarget(
            name: "SyncUpsCLI",
            dependencies: ["StatefulCommandLine", "SyncUpsScripting"],
            exclude: ["Flows"]),

        // Helpers shared by the test targets; not a product.
        .target(name: "StatefulTestSupport", path: "Tests/Support"),
        .testTarget(name: "StatefulTests", dependencies: ["Stateful", "StatefulTestSupport"]),
        .testTarget(name: "StatefulSnapshotTests", dependencies: ["StatefulSnapshot", "Stateful", "StatefulTestSupport"]),
        .testTarget(
            name: "StatefulTestingTests",
            dependencies: ["StatefulTesting", "StatefulSnapshot", "Stateful", "StatefulTestSupport"]),
        .testTarget(name: "StatefulTextTests", dependencies: ["StatefulText", "Stateful", "StatefulTesting"]),
        .testTarget(
            name: "StatefulScriptTests",
            dependencies: ["StatefulScript", "Stateful", "StatefulText", "StatefulSnapshot", "StatefulTestSupport"]),
        .testTarget(
            name: "StatefulCommandLineTests",
            dependencies: [
                "StatefulCommandLine", "StatefulScript", "StatefulSnapshot", "StatefulText", "Stateful", "StatefulTestSupport",
            ]),
        // The examples' tests.
        .testTarget(
            name: "LoginFeatureTests",
            dependencies: [
                "LoginFeature", "Stateful", "StatefulText", "StatefulSnapshot", "StatefulTesting", "StatefulTestSupport",
            ]),
        .testTarget(name: "LoginFeatureHTTPTests", dependencies: ["LoginFeatureHTTP", "LoginFeature", "StatefulTestSupport"]),
        .testTarget(
            name: "LoginScriptingTests",
            dependencies: [
                "LoginScripting", "StatefulCommandLine", "StatefulScript", "StatefulSnapshot", "LoginFeature", "Stateful",
                "StatefulTestSupport",
            ]),
        .testTarget(
            name: "SyncUpsTests",
            dependencies: [
                "SyncUps", "SyncUpsScripting", "Stateful", "StatefulText", "StatefulSnapshot", "StatefulTesting", "StatefulScript",
                "StatefulTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
