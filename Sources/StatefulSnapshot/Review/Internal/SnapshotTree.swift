import Foundation

/// Lists the regular files under a directory, recursively, as paths built from
/// the directory's own path (so they compare equal to paths built by
/// ``SnapshotLayout``), sorted by path. Hidden files (temporaries) are skipped.
enum SnapshotTree {
    static func files(under directory: URL) -> [URL] {
        var result: [URL] = []
        collect(directory, into: &result)
        return result.sorted { $0.path < $1.path }
    }

    /// The files under every `__Snapshots__` folder below `root` (the root's
    /// own, and any beside test files), sorted by path. Hidden folders
    /// (`.build`, `.git`) are not searched, and neither is a folder with a
    /// `Package.swift` of its own: it is another package (a side package
    /// under `Tools/`, an example), whose snapshots are its own business.
    static func snapshotFiles(under root: URL) -> [URL] {
        var result: [URL] = []
        collectSnapshotFolders(root, into: &result, temporaries: false)
        return result.sorted { $0.path < $1.path }
    }

    /// The temporary files of atomic writes (``TemporaryName``) in the same
    /// `__Snapshots__` folders as ``snapshotFiles(under:)``, sorted by path.
    static func temporaries(under root: URL) -> [URL] {
        var result: [URL] = []
        collectSnapshotFolders(root, into: &result, temporaries: true)
        return result.sorted { $0.path < $1.path }
    }

    private static func collectSnapshotFolders(_ directory: URL, into result: inout [URL], temporaries: Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            // A linked folder is not followed: a link to a parent would never end.
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            if type == .typeSymbolicLink { continue }
            if name == SnapshotLayout.directoryName {
                collect(url, into: &result, temporaries: temporaries)
            } else if !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                collectSnapshotFolders(url, into: &result, temporaries: temporaries)
            }
        }
    }

    private static func collect(_ directory: URL, into result: inout [URL], temporaries: Bool = false) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if !name.hasPrefix(".") { collect(url, into: &result, temporaries: temporaries) }
            } else if temporaries ? TemporaryName.isTemporary(name) : !name.hasPrefix(".") {
                result.append(url)
            }
        }
    }
}
