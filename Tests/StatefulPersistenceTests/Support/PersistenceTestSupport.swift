import Foundation
@_spi(SwiftUI) import Observation
import Stateful
import StatefulPersistence

/// A value the file tests keep: a struct with more than one key, so the
/// JSON's key order shows.
struct Settings: Codable, Equatable, Sendable {
    var volume = 5
    var name = "default"
}

/// Makes `make`'s `@Shared` values in `storage`, as an app made with those
/// dependencies would.
func inStorage<Result>(_ storage: SharedStorage, _ make: () throws -> Result) rethrows -> Result {
    try withDependencies { $0.sharedStorage = storage } operation: { try make() }
}

/// A file URL in a folder that exists only in memory: the path of a test's
/// in-memory file system, never touched on disk.
func memoryURL(_ name: String) -> URL {
    URL(fileURLWithPath: "/stateful-persistence-tests/\(name)")
}

/// Waits until `condition` holds, evaluating it again each time
/// Observation reports that something it read has changed (a `Shared`'s
/// value or its errors), whichever thread made the change. Returns `false`
/// if `timeout` passes first: a generous bound for a loaded machine, never
/// a measured duration.
///
/// It is told after each change is made (`didSet`): `withObservationTracking`'s
/// `onChange` comes before, when a change made on another thread may not be
/// readable yet, and so can be missed.
func waitUntil(
    timeout: Duration = .seconds(60), _ condition: @escaping @Sendable () -> Bool
) async -> Bool {
    let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    // Evaluates the condition with a change of what it read to be told of,
    // then once more: a change made before the tracking began is read then.
    let check: @Sendable () -> Bool = {
        let holds = withObservationTracking(condition, didSet: { tracking in
            tracking.cancel()
            continuation.yield()
        })
        return holds || condition()
    }
    let timer = Task {
        try? await Task.sleep(for: timeout)
        continuation.finish()
    }
    defer { timer.cancel() }
    if check() { return true }
    for await _ in changes where check() {
        return true
    }
    return false
}

/// Counts calls from any thread: Observation's change notifications.
final class CallCount: Sendable {
    private let count = Protected(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int { count.withLock { $0 } }
}

/// A folder of its own under the system's temporary folder, removed (with
/// everything in it) when `body` returns or throws.
func withTemporaryFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory
        .appending(component: "StatefulPersistenceTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// A new storage whose files are on disk (everything else in memory), as
/// an app's are.
func diskStorage() -> (SharedStorage, SharedFileSystem) {
    let storage = SharedStorage.inMemory()
    return (storage, SharedFileSystem.onDisk(in: storage))
}

/// The text of `data`, read as UTF-8.
func text(_ data: Data?) -> String? {
    data.map { String(decoding: $0, as: UTF8.self) }
}
