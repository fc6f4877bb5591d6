import Foundation
import Stateful

/// A shared value saved to a file as JSON, and loaded from it when the app
/// starts: `@Shared(.fileStorage(url)) var syncUps: [SyncUp] = []`.
///
/// ```swift
/// import Foundation
///
/// struct Note: Codable, Equatable, Identifiable, Sendable {
///     var id: Int
///     var text: String
/// }
///
/// extension URL {
///     static let notes = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
///         .appendingPathComponent("notes.json")
/// }
///
/// struct NotesList: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared(.fileStorage(.notes)) var notes: IdentifiedArrayOf<Note> = []
///     }
///     enum Command: Sendable { case deleteTapped(Int) }
///
///     func handle(_ command: Command, context: CommandContext<NoActions<State>, Never>) async throws {
///         switch command {
///         case .deleteTapped(let id): context.state.$notes.withLock { _ = $0.remove(id: id) }
///         }
///     }
/// }
/// ```
///
/// - **Loading.** The first `@Shared` of a file in a storage reads it: no
///   file gives the default after `=`. A file that cannot be read or does
///   not decode gives the default too, with ``/Stateful/Shared/loadError``
///   saying why (a ``SharedFileError``), and nothing is saved over it until
///   it loads — a corrupt file is never replaced by the default. The file
///   is loaded again as soon as it is fixed or removed, or on
///   ``/Stateful/Shared/reload()``.
/// - **Saving.** Every change is saved. On disk the writes are coalesced: a
///   writer of the file system's own writes the newest value, atomically,
///   so a burst of changes is one write; ``/Stateful/SharedStorage/flush()``
///   writes what is waiting at once. A save that fails is
///   ``/Stateful/Shared/saveError``, and the value stays in memory.
/// - **Other programs.** A change another program makes to the file while
///   the app runs (a sync, an edit) is loaded, and every holder sees it; a
///   removed file gives the default again.
/// - **Tests, previews, flows.** Their storage keeps its files in memory
///   (see ``SharedFileSystem``): nothing reaches the disk, each test starts
///   with no file, and a flow's `relaunch` finds what it saved.
///
/// The JSON has sorted keys, is pretty printed and ends with a newline, so
/// the same value is the same bytes on every run and on every machine.
/// Dumps, transcripts and messages name the value by the file's name only,
/// never by its folder: `@Shared(.fileStorage("notes.json"))`.
///
/// Two keys of one file (its standardized path) share one value; declare
/// the URL once, as above, so that they do.
public struct FileStorageKey<Value: Sendable>: SharedKey {
    /// The file the value is saved to.
    public let url: URL
    private let encode: @Sendable (Value) throws -> Data
    private let decode: @Sendable (Data) throws -> Value

    /// Creates a key that writes the value with `encode` and reads it with
    /// `decode`; prefer `.fileStorage(_:)` for a
    /// `Codable` value and `.fileStorage(_:encode:decode:)`
    /// for another format.
    public init(
        url: URL, encode: @escaping @Sendable (Value) throws -> Data, decode: @escaping @Sendable (Data) throws -> Value
    ) {
        self.url = url
        self.encode = encode
        self.decode = decode
    }

    /// The file's standardized path: keys of one file share one value.
    public var id: String { FilePath.key(url) }

    /// `.fileStorage("sync-ups.json")`: the file's name only, never its folder.
    public var name: String { ".fileStorage(\(SharedKeyText.quoted(url.lastPathComponent)))" }

    /// The value the file holds, or `nil` when there is no file.
    ///
    /// - Throws: ``SharedFileError/unreadable(file:reason:)`` when the file
    ///   cannot be read, ``SharedFileError/undecodable(file:reason:)`` when
    ///   it does not decode.
    public func load(from storage: SharedStorage) throws -> Value? {
        guard let data = try SharedFileSystem.of(storage).contents(of: url) else { return nil }
        return try decoded(data)
    }

    /// Encodes `value` and hands it to the storage's file system: in
    /// memory it is stored at once; on disk it is written in the background
    /// (see ``FileStorageKey``).
    ///
    /// - Throws: ``SharedFileError/unencodable(file:reason:)`` when `value`
    ///   does not encode, ``SharedFileError/unwritable(file:reason:)`` when
    ///   writing fails — on disk, a write that failed in the background is
    ///   thrown by the save after it.
    public func save(_ value: Value, to storage: SharedStorage) throws {
        let data: Data
        do {
            data = try encode(value)
        } catch {
            throw SharedFileError.unencodable(file: url.lastPathComponent, reason: "\(error)")
        }
        try SharedFileSystem.of(storage).save(data, to: url)
    }

    /// Tells the `@Shared` values of the file whenever another program
    /// changes, replaces or removes it: its new value, `nil` when it was
    /// removed, or why it cannot be read or decoded.
    public func subscribe(
        in storage: SharedStorage, onChange: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) -> SharedSubscription {
        SharedFileSystem.of(storage).watch(url) { contents in
            switch contents {
            case .success(let data?): onChange(Result { try decoded(data) })
            case .success(nil): onChange(.success(nil))
            case .failure(let error): onChange(.failure(error))
            }
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
    /// @Shared(.fileStorage(URL(fileURLWithPath: "/var/lib/scores/scores.json"))) var scores: [Int] = []
    /// ```
    public static func fileStorage<V: Codable & Sendable>(_ url: URL) -> Self where Self == FileStorageKey<V> {
        FileStorageKey(url: url, encode: { try JSONFile.encode($0) }, decode: { try JSONFile.decode(V.self, from: $0) })
    }

    /// A value saved to the file at `url`, written by `encode` and read by
    /// `decode`: another format, or JSON with a date format of your own.
    ///
    /// ```swift
    /// let url = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("draft.txt")
    /// @Shared(.fileStorage(url, encode: { @Sendable in Data($0.utf8) }, decode: { @Sendable in String(decoding: $0, as: UTF8.self) }))
    /// var draft = ""
    /// ```
    ///
    /// An error `encode` throws is ``SharedFileError/unencodable(file:reason:)``,
    /// and one `decode` throws is ``SharedFileError/undecodable(file:reason:)``.
    public static func fileStorage<V: Sendable>(
        _ url: URL, encode: @escaping @Sendable (V) throws -> Data, decode: @escaping @Sendable (Data) throws -> V
    ) -> Self where Self == FileStorageKey<V> {
        FileStorageKey(url: url, encode: encode, decode: decode)
    }
}
