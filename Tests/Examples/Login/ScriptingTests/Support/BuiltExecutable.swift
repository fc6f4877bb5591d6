import Foundation

/// Executables of this package that `swift build` puts beside the test bundle.
enum BuiltExecutable {
    /// The `stateful` executable built beside this test bundle, if there is one.
    static let stateful: URL? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("stateful") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
