// swift-tools-version: 6.2
import PackageDescription

// Stateful: the Command → Action/Effect → State screen architecture as a library.
// No package dependencies: the standard library, Foundation, Synchronization,
// XCTest and Testing only. Layers point one way (see README "Modules").
// The examples (login, SyncUps) are targets under Sources/Examples/ that no
// library product exports, each named `StatefulExample…` so none can clash
// with a dependent package's own target names.
let package = Package(
    name: "Stateful",
    platforms: [
        // The floor for AsyncSequence typed throws and `next(isolation:)`.
        // A Command's work starts immediately (`Task.immediate`) from macOS 26,
        // iOS 26 and their peers, and on Linux; before 26 it starts in the main
        // actor's next turn.
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        // The library: each module is one layer (see README "Modules").
        .library(name: "Stateful", targets: ["Stateful"]),
        .library(name: "StatefulText", targets: ["StatefulText"]),
        .library(name: "StatefulSnapshot", targets: ["StatefulSnapshot"]),
        .library(name: "StatefulDependencies", targets: ["StatefulDependencies"]),
        .library(name: "StatefulPersistence", targets: ["StatefulPersistence"]),
        .library(name: "StatefulTesting", targets: ["StatefulTesting"]),
        .library(name: "StatefulScript", targets: ["StatefulScript"]),
        .library(name: "StatefulCommandLine", targets: ["StatefulCommandLine"]),
        // The flow tool with the login example registered: `swift run stateful`.
        .executable(name: "stateful", targets: ["StatefulExampleLoginTool"]),
        // The flow tool with the SyncUps example registered: `swift run syncups`.
        .executable(name: "syncups", targets: ["StatefulExampleSyncUpsTool"]),
    ],
    targets: [
        // Layer 1: the pipeline, relays, ViewState, observation.
        .target(name: "Stateful"),
        // Layer 2: screen DSL, text renderer, display-width table, screen host.
        .target(name: "StatefulText", dependencies: ["Stateful"]),
        // Layer 2: deterministic dumps, diffs, snapshot files, record modes, transcripts.
        .target(name: "StatefulSnapshot", dependencies: ["Stateful"]),
        // Layer 2: the built-in dependencies whose values are Foundation types
        // (uuid, date, calendar, time zone, locale); the core imports no Foundation.
        .target(name: "StatefulDependencies", dependencies: ["Stateful"]),
        // Layer 2: the persistence strategies of shared values that need
        // Foundation: a JSON file (`.fileStorage`) and user defaults (`.appStorage`).
        .target(name: "StatefulPersistence", dependencies: ["Stateful"]),
        // Layer 3: assertions for XCTest and Swift Testing. Never linked by the tool.
        .target(
            name: "StatefulTesting", dependencies: ["Stateful", "StatefulSnapshot", "StatefulText", "StatefulDependencies"]),
        // Layer 3: the flow-script language (syntax, parser, generic decoding) and the runner.
        .target(name: "StatefulScript", dependencies: ["Stateful", "StatefulText", "StatefulSnapshot"]),
        // Layer 4: the command-line application as a library (run, check, interactive, snapshots, help).
        .target(name: "StatefulCommandLine", dependencies: ["StatefulScript", "StatefulSnapshot", "StatefulText", "Stateful"]),

        // Examples: targets, not products, under Sources/Examples/ and Tests/Examples/.
        // Every name starts with `StatefulExample` (or `StatefulInternal`), because
        // SwiftPM needs target names to be unique across a whole package graph: a
        // dependent package may have its own `LoginFeature`, `SyncUps` or `TestSupport`.
        //
        // The seed's login screen, its HTTP backend, its scripting, and the
        // `stateful` executable that registers it.
        .target(name: "StatefulExampleLogin", dependencies: ["Stateful", "StatefulText"], path: "Sources/Examples/Login/Feature"),
        .target(name: "StatefulExampleLoginHTTP", dependencies: ["StatefulExampleLogin"], path: "Sources/Examples/Login/HTTP"),
        .target(
            name: "StatefulExampleLoginScripting",
            dependencies: ["StatefulExampleLogin", "StatefulExampleLoginHTTP", "StatefulScript", "StatefulText", "Stateful"],
            path: "Sources/Examples/Login/Scripting"),
        .executableTarget(
            name: "StatefulExampleLoginTool",
            dependencies: ["StatefulCommandLine", "StatefulExampleLoginScripting"],
            path: "Sources/Examples/Login/Tool",
            exclude: ["Flows"]),
        // The second reference client: Point-Free's SyncUps app (a list, a form,
        // a detail, meeting recording with a timer and speech), every screen a
        // ScreenLogic composed by one app logic, the screens sharing the
        // sync-ups through a `.fileStorage` key; its scripting (a speech
        // recognizer `backend` lines drive, the flow's files in memory) and
        // its flow tool: `swift run syncups`.
        .target(
            name: "StatefulExampleSyncUps",
            dependencies: ["Stateful", "StatefulDependencies", "StatefulPersistence", "StatefulText", "StatefulSnapshot"],
            path: "Sources/Examples/SyncUps/Feature"),
        .target(
            name: "StatefulExampleSyncUpsScripting",
            dependencies: [
                "StatefulExampleSyncUps", "StatefulDependencies", "StatefulPersistence", "StatefulScript", "StatefulText", "Stateful",
            ],
            path: "Sources/Examples/SyncUps/Scripting"),
        .executableTarget(
            name: "StatefulExampleSyncUpsTool",
            dependencies: ["StatefulCommandLine", "StatefulExampleSyncUpsScripting"],
            path: "Sources/Examples/SyncUps/Tool",
            exclude: ["Flows"]),

        // Helpers shared by the test targets; not a product.
        .target(name: "StatefulInternalTestSupport", path: "Tests/Support"),
        .testTarget(name: "StatefulTests", dependencies: ["Stateful", "StatefulInternalTestSupport"]),
        .testTarget(
            name: "StatefulSnapshotTests", dependencies: ["StatefulSnapshot", "Stateful", "StatefulInternalTestSupport"]),
        .testTarget(
            name: "StatefulDependenciesTests",
            dependencies: ["StatefulDependencies", "Stateful", "StatefulTesting"]),
        .testTarget(
            name: "StatefulPersistenceTests",
            dependencies: ["StatefulPersistence", "Stateful", "StatefulTesting"]),
        .testTarget(
            name: "StatefulTestingTests",
            dependencies: [
                "StatefulTesting", "StatefulSnapshot", "StatefulPersistence", "Stateful", "StatefulInternalTestSupport",
            ]),
        .testTarget(name: "StatefulTextTests", dependencies: ["StatefulText", "Stateful", "StatefulTesting"]),
        .testTarget(
            name: "StatefulScriptTests",
            dependencies: ["StatefulScript", "Stateful", "StatefulText", "StatefulSnapshot", "StatefulInternalTestSupport"]),
        .testTarget(
            name: "StatefulCommandLineTests",
            dependencies: [
                "StatefulCommandLine", "StatefulScript", "StatefulSnapshot", "StatefulText", "Stateful",
                "StatefulInternalTestSupport",
            ]),
        // The examples' tests.
        .testTarget(
            name: "StatefulExampleLoginTests",
            dependencies: [
                "StatefulExampleLogin", "Stateful", "StatefulText", "StatefulSnapshot", "StatefulTesting",
                "StatefulInternalTestSupport",
            ],
            path: "Tests/Examples/Login/FeatureTests"),
        .testTarget(
            name: "StatefulExampleLoginHTTPTests",
            dependencies: ["StatefulExampleLoginHTTP", "StatefulExampleLogin", "StatefulInternalTestSupport"],
            path: "Tests/Examples/Login/HTTPTests"),
        .testTarget(
            name: "StatefulExampleLoginScriptingTests",
            dependencies: [
                "StatefulExampleLoginScripting", "StatefulCommandLine", "StatefulScript", "StatefulSnapshot",
                "StatefulExampleLogin", "Stateful", "StatefulInternalTestSupport",
            ],
            path: "Tests/Examples/Login/ScriptingTests"),
        .testTarget(
            name: "StatefulExampleSyncUpsTests",
            dependencies: [
                "StatefulExampleSyncUps", "StatefulExampleSyncUpsScripting", "Stateful", "StatefulDependencies",
                "StatefulPersistence", "StatefulText", "StatefulSnapshot", "StatefulTesting", "StatefulScript",
                "StatefulInternalTestSupport",
            ],
            path: "Tests/Examples/SyncUps/FeatureTests"),
    ],
    swiftLanguageModes: [.v6]
)
