import Foundation

extension SnapshotError {
    /// The same error with file paths inside the package shown relative to its
    /// root, so that failure messages do not depend on the checkout's location.
    func relative(to layout: SnapshotLayout) -> SnapshotError {
        func shown(_ path: String) -> String {
            layout.relativePath(of: URL(fileURLWithPath: path))
        }
        switch self {
        case .invalidRecordMode, .packageRootNotFound, .migrationConflicts, .moveFailed, .unownedEntries, .migrationInterrupted:
            return self
        case let .unreadableFile(path, reason):
            return .unreadableFile(path: shown(path), reason: reason)
        case let .notUTF8(path):
            return .notUTF8(path: shown(path))
        case let .byteOrderMark(path):
            return .byteOrderMark(path: shown(path))
        case let .loneCarriageReturn(path, line):
            return .loneCarriageReturn(path: shown(path), line: line)
        case let .fileTooLarge(path, size, limit):
            return .fileTooLarge(path: shown(path), size: size, limit: limit)
        case let .notRegularFile(path, kind):
            return .notRegularFile(path: shown(path), kind: kind)
        case let .outsidePackageRoot(path, resolvedPath):
            return .outsidePackageRoot(path: shown(path), resolvedPath: resolvedPath)
        case let .writeFailed(path, reason):
            return .writeFailed(path: shown(path), reason: reason)
        case let .notPending(path):
            return .notPending(path: shown(path))
        case let .removeFailed(path, reason):
            return .removeFailed(path: shown(path), reason: reason)
        case let .throughLink(path, link):
            return .throughLink(path: shown(path), link: shown(link))
        case let .acrossBoundary(path, boundary, reason):
            return .acrossBoundary(path: shown(path), boundary: shown(boundary), reason: reason)
        }
    }
}
