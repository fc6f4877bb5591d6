@preconcurrency import Dispatch
import Foundation
import Stateful

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Calls `onEvent` on `queue` whenever an entry of a folder changes (a file
/// written, replaced, created or removed): through inotify on Linux, a
/// dispatch source on Apple platforms. Nothing elsewhere.
final class FolderWatcher: Sendable {
    /// The dispatch source, in a lock-protected box: sources are
    /// thread-safe, but not `Sendable`.
    private let source: Protected<any DispatchSourceProtocol>

    /// Watches `folder`, made if it does not exist yet (the app saves there);
    /// `nil` when it cannot be watched.
    init?(folder: URL, queue: DispatchQueue, onEvent: @escaping @Sendable () -> Void) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.path(percentEncoded: false)
        #if os(Linux) || os(Android)
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR)
        guard inotify_add_watch(descriptor, path, mask) >= 0 else {
            close(descriptor)
            return nil
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler {
            // Drain the events; which entry changed is found by reading the watched files.
            var buffer = [UInt8](repeating: 0, count: 4096)
            while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
            onEvent()
        }
        source.setCancelHandler { close(descriptor) }
        source.resume()
        self.source = Protected(source)
        #elseif canImport(Darwin)
        let descriptor = open(path, O_EVTONLY)
        guard descriptor >= 0 else { return nil }
        let source = DispatchSource.makeFileSystemObjectSource(
            fileDescriptor: descriptor, eventMask: [.write, .rename, .delete, .extend], queue: queue)
        source.setEventHandler { onEvent() }
        source.setCancelHandler { close(descriptor) }
        source.resume()
        self.source = Protected(source)
        #else
        return nil
        #endif
    }

    func cancel() {
        source.withLock { $0.cancel() }
    }

    deinit {
        cancel()
    }
}
