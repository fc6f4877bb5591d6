import Foundation
import Stateful
import StatefulPersistence

/// The file the sync-ups are kept in, and its format: what the `.syncUps`
/// key of every screen that holds them reads and writes.
///
/// ```swift
/// @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = []
/// ```
///
/// The file's bytes depend only on the sync-ups: keys sorted, two-space
/// indentation, dates in ISO 8601 UTC (`"2009-02-13T23:31:30Z"`,
/// milliseconds only when not zero), durations in seconds, a final newline.
/// In an app the file is ``url``; in tests, previews and flows the key's
/// storage keeps it in memory (see `SharedFileSystem`).
public enum SyncUpsFile {
    /// `SyncUps/sync-ups.json` in the user's application-support folder
    /// (`~/.local/share` on Linux).
    public static var url: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appending(path: "SyncUps", directoryHint: .isDirectory).appending(path: "sync-ups.json")
    }

    /// The bytes of a file holding `syncUps`: sorted keys, dates in ISO 8601
    /// UTC, a final newline.
    public static func contents(of syncUps: IdentifiedArrayOf<SyncUp>) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(FileDate.text(of: date))
        }
        var data = try encoder.encode(Array(syncUps))
        data.append(0x0A)
        return data
    }

    /// The sync-ups a file's bytes hold.
    ///
    /// - Throws: A `DecodingError` saying where in the file the problem is
    ///   (the key reports it as `SharedFileError.undecodable`).
    public static func syncUps(fromContents data: Data) throws -> IdentifiedArrayOf<SyncUp> {
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
        return try decoder.decode(IdentifiedArrayOf<SyncUp>.self, from: data)
    }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>> {
    /// The sync-ups, kept in ``SyncUpsFile/url`` in the format of
    /// ``SyncUpsFile``: `@Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = []`.
    public static var syncUps: Self {
        .fileStorage(SyncUpsFile.url, encode: SyncUpsFile.contents(of:), decode: SyncUpsFile.syncUps(fromContents:))
    }
}
