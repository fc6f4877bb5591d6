import Foundation

/// A `UserDefaults` held by a key or a backend. `UserDefaults` is
/// thread-safe, but not `Sendable` on every platform.
struct UncheckedDefaults: @unchecked Sendable {
    // @unchecked Sendable: `UserDefaults` documents itself as thread-safe;
    // the reference is never replaced.
    let defaults: UserDefaults?

    init(_ defaults: UserDefaults?) {
        self.defaults = defaults
    }
}
