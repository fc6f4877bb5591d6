import Foundation

/// The ``AppStorageKey/id`` of an `.appStorage` key: the key, and the user
/// defaults it is kept in (the standard ones, named or not, or a store of
/// its own). Keys with equal ids share one value.
public struct AppStorageKeyID: Hashable, Sendable {
    /// The store, `nil` for the standard user defaults.
    let store: ObjectIdentifier?
    /// The key in the store.
    let key: String

    init(_ key: String, in store: UserDefaults?) {
        self.store = store.flatMap { $0 === UserDefaults.standard ? nil : ObjectIdentifier($0) }
        self.key = key
    }
}

/// The former name of ``AppStorageKeyID``.
@available(*, deprecated, renamed: "AppStorageKeyID")
public typealias DefaultsSlot = AppStorageKeyID
