/// One field of a store's State, as a value to read and a value to write:
/// reading derives the value from the State now, writing sends a Command.
///
/// It is the two halves SwiftUI's `Binding(get:set:)` takes, with no SwiftUI
/// in it, so a binding is written, and tested, on any platform. Make one with
/// ``ViewStore/binding(_:send:)``:
///
/// ```swift
/// let store = ScreenStore(Counter(), initialState: Counter.State())
/// let count = store.binding(\.count, send: Counter.Command.setCount)
/// count.value             // 0 — read from store.currentState, so SwiftUI tracks it
/// count.set(3)            // sends .setCount(3); its first part has run when it returns
/// await count.send(3)     // the same, returning when the Command's work has ended
/// ```
///
/// In a SwiftUI view, `Binding(name)` wraps it (see ``ViewStore/binding(_:send:)``).
///
/// The State is the single source of truth: writing does not change
/// ``value`` by itself. It changes when the Command's work dispatches the
/// Action. A binding of a ``CoreViewStore`` starts that work synchronously
/// (``CoreViewStore/send(_:)``), so after ``set(_:)`` returns, ``value``
/// already shows what the work did before its first suspension; a binding
/// made with ``init(get:send:)`` alone sends from a new task, on a later turn
/// of the main actor.
@MainActor
public struct CommandBinding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) async -> Void
    private let writeNow: (@MainActor (Value) -> Void)?

    /// Creates a binding from a read and a write.
    ///
    /// - Parameters:
    ///   - get: Derives the value from the State now.
    ///   - send: Sends the Command for a new value, returning when its work
    ///     has ended.
    public init(get: @escaping @MainActor () -> Value, send: @escaping @MainActor (Value) async -> Void) {
        read = get
        write = send
        writeNow = nil
    }

    /// Creates a binding whose ``set(_:)`` sends synchronously.
    ///
    /// - Parameters:
    ///   - get: Derives the value from the State now.
    ///   - send: Sends the Command for a new value, returning when its work
    ///     has ended.
    ///   - sendNow: Sends the Command for a new value and returns at once,
    ///     after the work's first part has run (``CoreViewStore/send(_:)``).
    public init(
        get: @escaping @MainActor () -> Value,
        send: @escaping @MainActor (Value) async -> Void,
        sendNow: @escaping @MainActor (Value) -> Void
    ) {
        read = get
        write = send
        writeNow = sendNow
    }

    /// The value now, derived from the store's State. Reading it inside
    /// `withObservationTracking`, or in a SwiftUI view's `body`, tracks the
    /// State it is derived from.
    public var value: Value { read() }

    /// Sends the Command for `newValue` and returns without waiting for its
    /// work to end, as a SwiftUI `Binding`'s setter must. With a synchronous
    /// sender (``init(get:send:sendNow:)``, which a ``CoreViewStore``'s
    /// binding uses) the work's first part has run when it returns;
    /// otherwise the Command is sent from a new task on the main actor.
    public func set(_ newValue: Value) {
        if let writeNow {
            writeNow(newValue)
            return
        }
        let write = write
        Task { await write(newValue) }
    }

    /// Sends the Command for `newValue` and returns when its work has ended.
    public func send(_ newValue: Value) async {
        await write(newValue)
    }
}
