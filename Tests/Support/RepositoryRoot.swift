import Foundation

/// The repository's root folder (the one holding the root `Package.swift`),
/// found from this file's place in it, for tests that read the repository's
/// own files: its bundled flows, their recordings, its README.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/Support
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
