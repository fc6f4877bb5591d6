/// One field of a store's State, as a value to read and a value to write:
/// reading derives the value from the State now, writing sends a Command.
///
/// It is the two halves SwiftUI's `Binding(get:set:)` takes, with no SwiftUI
/// in it, so a binding is written, and tested, on any platform. Make one with
/// ``ViewStore/binding(_:send:)``:
///
/// ```swift
/// let name = store.binding(\.name, send: ProfileCommand.setName)
/// name.value             // "" — read from store.currentState, so SwiftUI tracks it
/// name.set("Ada")        // sends .setName("Ada") and returns at once
/// await name.send("Ada") // the same, returning when the Command's work has ended
/// ```
///
/// In a SwiftUI view, `Binding(name)` wraps it (see ``ViewStore/binding(_:send:)``).
///
/// The State is the single source of truth: writing does not change
/// ``value`` by itself. It changes when the Command's work dispatches the
/// Action, which for a Command sent by ``set(_:)`` is on a later turn of the
/// main actor.
@MainActor
public struct CommandBinding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) async -> Void

    /// Creates a binding from a read and a write.
    ///
    /// - Parameters:
    ///   - get: Derives the value from the State now.
    ///   - send: Sends the Command for a new value, returning when its work
    ///     has ended.
    public init(get: @escaping @MainActor () -> Value, send: @escaping @MainActor (Value) async -> Void) {
        read = get
        write = send
    }

    /// The value now, derived from the store's State. Reading it inside
    /// `withObservationTracking`, or in a SwiftUI view's `body`, tracks the
    /// State it is derived from.
    public var value: Value { read() }

    /// Sends the Command for `newValue` and returns at once, as a SwiftUI
    /// `Binding`'s setter must: the Command's work runs in a new task on the
    /// main actor.
    public func set(_ newValue: Value) {
        let write = write
        Task { await write(newValue) }
    }

    /// Sends the Command for `newValue` and returns when its work has ended.
    public func send(_ newValue: Value) async {
        await write(newValue)
    }
}
