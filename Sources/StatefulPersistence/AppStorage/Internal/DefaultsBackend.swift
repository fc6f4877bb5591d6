import Foundation
import Stateful

/// What user defaults do, in memory or in the system's.
protocol DefaultsBackend: AnyObject, Sendable {
    /// What is stored under `key` of `store` (the standard defaults for `nil`).
    func object(forKey key: String, in store: UserDefaults?) -> Any?
    /// Stores a key's save (`nil` removes it); tells no watcher (the saving
    /// value is already what it saves).
    func save(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?)
    /// Stores `object` as another part of the app would, and tells the
    /// key's watchers before it returns.
    func change(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?)
    /// Calls `onChange` with what is stored under the key whenever it
    /// changes other than by a save, until the subscription is cancelled.
    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping DefaultsWatcher) -> SharedSubscription
}

/// What a watcher of a key is told: what is stored under it now.
typealias DefaultsWatcher = @Sendable (Any?) -> Void

/// The watchers of each key, in the order they were added.
struct DefaultsWatchers {
    private var watchers: [AppStorageKeyID: [Int: DefaultsWatcher]] = [:]
    private var next = 0

    /// Adds `watcher` for `id`; returns its number.
    mutating func add(_ watcher: @escaping DefaultsWatcher, for id: AppStorageKeyID) -> Int {
        defer { next += 1 }
        watchers[id, default: [:]][next] = watcher
        return next
    }

    /// Removes the watcher `number` of `id`.
    mutating func remove(_ number: Int, for id: AppStorageKeyID) {
        watchers[id]?[number] = nil
        if watchers[id]?.isEmpty == true { watchers[id] = nil }
    }

    /// The watchers of `id`, oldest first.
    func of(_ id: AppStorageKeyID) -> [DefaultsWatcher] {
        guard let byNumber = watchers[id] else { return [] }
        return byNumber.keys.sorted().compactMap { byNumber[$0] }
    }

    /// The keys watched.
    var ids: Dictionary<AppStorageKeyID, [Int: DefaultsWatcher]>.Keys { watchers.keys }
}
