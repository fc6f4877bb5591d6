// swift-tools-version: 6.0
import PackageDescription

// A package of a team that adopts Stateful, kept to check that adopting it
// works: `bash Tools/ConsumerCheck/run.sh` copies it outside the repository,
// points it at the repository by path, builds it and runs its tests and its
// flow. Its targets use the names a team is likely to pick (`LoginFeature`,
// `SyncUps`, `AppFeature`, `Feature`, `Support`, `TestSupport`, `CLI`): SwiftPM
// needs target names to be unique across a package graph, so none of
// Stateful's own targets may use them. It links each of the eight products.
let package = Package(
    name: "ConsumerCheck",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        // run.sh replaces this path with the repository's absolute path.
        .package(name: "Stateful", path: "../.."),
    ],
    targets: [
        .target(name: "Support"),
        .target(
            name: "Feature",
            dependencies: [
                "Support",
                .product(name: "Stateful", package: "Stateful"),
                .product(name: "StatefulText", package: "Stateful"),
            ]),
        .target(
            name: "LoginFeature",
            dependencies: ["Feature", .product(name: "StatefulSnapshot", package: "Stateful")]),
        .target(
            name: "SyncUps",
            dependencies: [
                .product(name: "Stateful", package: "Stateful"),
                .product(name: "StatefulDependencies", package: "Stateful"),
                .product(name: "StatefulPersistence", package: "Stateful"),
            ]),
        .target(
            name: "AppFeature",
            dependencies: [
                "Feature",
                .product(name: "StatefulScript", package: "Stateful"),
                .product(name: "StatefulText", package: "Stateful"),
            ]),
        .executableTarget(
            name: "CLI",
            dependencies: ["AppFeature", .product(name: "StatefulCommandLine", package: "Stateful")],
            exclude: ["Flows"]),
        .target(
            name: "TestSupport",
            dependencies: ["Feature", .product(name: "Stateful", package: "Stateful")],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "FeatureTests",
            dependencies: ["Feature", "TestSupport", .product(name: "StatefulTesting", package: "Stateful")]),
        .testTarget(
            name: "LoginFeatureTests",
            dependencies: ["LoginFeature", .product(name: "StatefulTesting", package: "Stateful")]),
        .testTarget(name: "SyncUpsTests", dependencies: ["SyncUps"]),
        .testTarget(name: "AppFeatureTests", dependencies: ["AppFeature", "Feature"]),
    ],
    swiftLanguageModes: [.v6]
)
