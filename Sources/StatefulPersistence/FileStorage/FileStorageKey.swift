import Foundation
import Stateful

/// A shared value saved to a file as JSON and loaded from it when the app
/// starts: `@Shared(.fileStorage(url)) var syncUps: [SyncUp] = []`.
///
/// ```swift
/// extension URL {
///     static let syncUps = URL.documentsDirectory.appending(component: "sync-ups.json")
/// }
///
/// struct SyncUpsList: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared(.fileStorage(.syncUps)) var syncUps: IdentifiedArrayOf<SyncUp> = []
///     }
///     …
/// }
/// ```
///
/// - **Loading.** The first `@Shared` of a file in a storage reads it: a
///   missing file gives the default; a file that cannot be read or decoded
///   gives the default too, with ``/Stateful/Shared/loadError`` saying why
///   (``SharedFileError``) — and nothing is saved over that file until it
///   loads, so a corrupt file is never replaced by the default. Fix or
///   remove it; it is loaded again as soon as it changes.
/// - **Saving.** Every change is saved. On disk the writes are coalesced
///   (the newest value, written atomically on a queue of the file system's
///   own, see ``SharedFileSystem``); ``/Stateful/SharedStorage/flush()``
///   writes what is pending. A failed write is ``/Stateful/Shared/saveError``.
/// - **Other programs.** A change made to the file while the app runs (a sync,
///   an edit) is loaded, and every holder sees it; a removed file is the
///   default again.
/// - **Tests, previews, flows.** Their storage keeps files in memory
///   (``SharedFileSystem/isInMemory``): nothing reaches the disk, each test
///   starts with no file, and a flow's `relaunch` finds what it saved.
///
/// The JSON is written with sorted keys and pretty printed, so the same
/// value is the same bytes on every run. Dumps name the value by the file's
/// name only: `@Shared(.fileStorage("sync-ups.json"))`.
public struct FileStorageKey<Value: Sendable>: SharedKey {
    /// The file.
    public let url: URL
    private let encode: @Sendable (Value) throws -> Data
    private let decode: @Sendable (Data) throws -> Value

    /// Creates a key that encodes and decodes the value with the closures
    /// given; prefer `.fileStorage(url)` for `Codable` values.
    public init(
        url: URL, encode: @escaping @Sendable (Value) throws -> Data, decode: @escaping @Sendable (Data) throws -> Value
    ) {
        self.url = url
        self.encode = encode
        self.decode = decode
    }

    /// The file's standardized path: two keys of one file share its value.
    public var id: String { FilePath.key(url) }

    /// `.fileStorage("sync-ups.json")`: the file's name only, never its folder.
    public var name: String { ".fileStorage(\(SharedKeyText.quoted(url.lastPathComponent)))" }

    /// Decodes the file, or `nil` when there is none.
    ///
    /// - Throws: ``SharedFileError/unreadable(file:reason:)`` or
    ///   ``SharedFileError/undecodable(file:reason:)``.
    public func load(from storage: SharedStorage) throws -> Value? {
        guard let data = try SharedFileSystem.of(storage).contents(of: url) else { return nil }
        return try decoded(data)
    }

    /// Encodes `value` and hands it to the file system.
    ///
    /// - Throws: ``SharedFileError/unencodable(file:reason:)``, or
    ///   ``SharedFileError/unwritable(file:reason:)`` (for a background write
    ///   that failed, on the save after it).
    public func save(_ value: Value, to storage: SharedStorage) throws {
        let data: Data
        do {
            data = try encode(value)
        } catch {
            throw SharedFileError.unencodable(file: url.lastPathComponent, reason: "\(error)")
        }
        try SharedFileSystem.of(storage).save(data, to: url)
    }

    /// Loads the file again whenever another program changes it.
    public func subscribe(
        in storage: SharedStorage, onChange: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) -> SharedSubscription {
        SharedFileSystem.of(storage).watch(url) { data in
            guard let data else {
                onChange(.success(nil))
                return
            }
            onChange(Result { try decoded(data) })
        }
    }

    private func decoded(_ data: Data) throws -> Value {
        do {
            return try decode(data)
        } catch {
            throw SharedFileError.undecodable(file: url.lastPathComponent, reason: DecodingReason.text(of: error))
        }
    }
}

extension SharedKey {
    /// A value saved to the JSON file at `url` (see ``FileStorageKey``).
    ///
    /// ```swift
    /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))) var syncUps: [SyncUp] = []
    /// ```
    public static func fileStorage<V: Codable & Sendable>(_ url: URL) -> Self where Self == FileStorageKey<V> {
        FileStorageKey(url: url, encode: { try JSONFile.encode($0) }, decode: { try JSONFile.decode(V.self, from: $0) })
    }

    /// A value saved to the file at `url`, written by `encode` and read by
    /// `decode`: another format, or JSON with dates of your own.
    public static func fileStorage<V: Sendable>(
        _ url: URL, encode: @escaping @Sendable (V) throws -> Data, decode: @escaping @Sendable (Data) throws -> V
    ) -> Self where Self == FileStorageKey<V> {
        FileStorageKey(url: url, encode: encode, decode: decode)
    }
}

/// The JSON of the file strategy: sorted keys, pretty printed, slashes as
/// they are, a newline at the end.
enum JSONFile {
    static func encode<V: Encodable>(_ value: V) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    static func decode<V: Decodable>(_ type: V.Type, from data: Data) throws -> V {
        try JSONDecoder().decode(type, from: data)
    }
}
