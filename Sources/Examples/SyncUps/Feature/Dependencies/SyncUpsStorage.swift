import Foundation
import Stateful

/// Loads the sync-ups when the app launches and saves them whenever they
/// change.
///
/// The live value keeps them in a JSON file (``file(at:)``); the file's
/// bytes depend only on the sync-ups: keys sorted, two-space indentation,
/// dates in ISO 8601 UTC (`"2009-02-13T23:31:30Z"`, milliseconds only when
/// not zero), durations in seconds.
///
/// ```swift
/// let storage = SyncUpsStorage.file(at: URL(filePath: "/tmp/sync-ups.json"))
/// try await storage.save(syncUps)
/// let loaded = try await storage.load()     // == syncUps
/// ```
///
/// A missing file loads as no sync-ups; a file that cannot be read or does
/// not hold sync-ups throws a ``SyncUpsStorageError`` naming it.
public struct SyncUpsStorage: Sendable {
    /// Loads every sync-up.
    public var load: @Sendable () async throws -> [SyncUp]
    /// Replaces what is stored with these sync-ups.
    public var save: @Sendable ([SyncUp]) async throws -> Void

    /// Creates a storage from its endpoints.
    public init(
        load: @escaping @Sendable () async throws -> [SyncUp],
        save: @escaping @Sendable ([SyncUp]) async throws -> Void
    ) {
        self.load = load
        self.save = save
    }

    /// The sync-ups in the JSON file at `url`. Saving writes the whole file
    /// atomically (a temporary file, then a rename), creating its folder when
    /// needed.
    public static func file(at url: URL) -> SyncUpsStorage {
        SyncUpsStorage(
            load: { try read(url) },
            save: { try write($0, to: url) })
    }

    /// `SyncUps/sync-ups.json` in the user's application-support folder
    /// (`~/.local/share` on Linux).
    public static var defaultFileURL: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appending(path: "SyncUps", directoryHint: .isDirectory).appending(path: "sync-ups.json")
    }

    /// The bytes of a file holding `syncUps`: sorted keys, dates in ISO 8601
    /// UTC, a final newline.
    public static func fileContents(of syncUps: [SyncUp]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(FileDate.text(of: date))
        }
        var data = try encoder.encode(syncUps)
        data.append(0x0A)
        return data
    }

    /// The sync-ups a file's bytes hold.
    ///
    /// - Parameter path: The file's path, for the error's message.
    /// - Throws: ``SyncUpsStorageError/invalidContents(path:reason:)``, with
    ///   where in the file the problem is.
    public static func syncUps(fromFileContents data: Data, path: String) throws(SyncUpsStorageError) -> [SyncUp] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = FileDate.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected a date such as \"2009-02-13T23:31:30Z\"")
            }
            return date
        }
        do {
            return try decoder.decode([SyncUp].self, from: data)
        } catch let error as DecodingError {
            throw .invalidContents(path: path, reason: DecodingFailure.reason(error))
        } catch {
            throw .invalidContents(path: path, reason: "\(error)")
        }
    }

    private static func read(_ url: URL) throws -> [SyncUp] {
        let path = url.path(percentEncoded: false)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        if isDirectory.boolValue {
            throw SyncUpsStorageError.unreadable(path: path, reason: "it is a folder")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SyncUpsStorageError.unreadable(path: path, reason: FileFailure.reason(error))
        }
        return try syncUps(fromFileContents: data, path: path)
    }

    private static func write(_ syncUps: [SyncUp], to url: URL) throws {
        let path = url.path(percentEncoded: false)
        do {
            let data = try fileContents(of: syncUps)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw SyncUpsStorageError.unwritable(path: path, reason: FileFailure.reason(error))
        }
    }
}

extension SyncUpsStorage: DependencyKey {
    /// The JSON file at ``defaultFileURL``.
    public static var liveValue: SyncUpsStorage { .file(at: defaultFileURL) }

    /// Both endpoints fail the test that calls them without overriding them.
    public static var testValue: SyncUpsStorage {
        SyncUpsStorage(load: unimplemented("SyncUpsStorage.load"), save: unimplemented("SyncUpsStorage.save"))
    }
}

extension Dependencies {
    /// Where the sync-ups are kept between launches.
    public var syncUpsStorage: SyncUpsStorage {
        get { self[SyncUpsStorage.self] }
        set { self[SyncUpsStorage.self] = newValue }
    }
}
