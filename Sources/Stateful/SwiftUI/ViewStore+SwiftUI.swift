// What a SwiftUI view needs from any store, written without SwiftUI: its
// Effects for `.task`, and two-way bindings that send Commands. The State
// itself needs nothing here: a store built on StoreCore, and FixedViewStore,
// are `Observable`, so a view that reads `currentState` in `body` redraws
// when it changes.

extension ViewStore {
    /// Calls `handle` with every Effect the store sends from now on, one at a
    /// time and in order, until the calling task is cancelled: the one line a
    /// SwiftUI view needs for its Effects.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// var isShowingProgress = false
    /// var presentedError: ProfileError?
    ///
    /// // In a SwiftUI view: .task { await store.forEachEffect { … } }
    /// await store.forEachEffect { effect in
    ///     switch effect {
    ///     case .showProgress: isShowingProgress = true
    ///     case .dismissProgress: isShowingProgress = false
    ///     case let .presentError(error): presentedError = error
    ///     case .saved: print("Saved")
    ///     }
    /// }
    /// ```
    ///
    /// SwiftUI cancels a view's `.task` when the view goes away, and this
    /// returns then. It also returns if the store's effect stream ends (a
    /// store built on ``StoreCore`` ends it when it goes away), though the
    /// call itself keeps the store alive while it runs, as any method keeps
    /// `self`.
    ///
    /// It subscribes to ``ViewStore/effect`` when called: an Effect sent before
    /// that is not seen, as with the seed's `.onReceive(viewStore.effect)`.
    /// `handle` runs on the main actor; while it awaits, later Effects wait
    /// for it, none is dropped.
    public func forEachEffect(_ handle: @MainActor (Effect) async -> Void) async {
        for await effect in effect {
            await handle(effect)
        }
    }

    /// A two-way binding for one field: its value is derived from the State
    /// now, and setting it sends a Command.
    ///
    /// ```swift
    /// let counter = ScreenStore(Counter(), initialState: Counter.State())
    /// let profile = ProfileStore()
    /// let count = counter.binding(\.count, send: Counter.Command.setCount)
    /// let name = profile.binding({ $0.content?.name ?? "" }, send: ProfileCommand.setName)
    /// ```
    ///
    /// In SwiftUI, wrap it in a `Binding` (the initialiser is compiled only
    /// where SwiftUI exists):
    ///
    /// ```swift-excerpt
    /// TextField("Name", text: Binding(name))
    /// ```
    ///
    /// Reading the binding reads ``ViewStore/currentState``, so a view that
    /// reads it in `body` redraws when the State changes. The binding holds
    /// the store.
    ///
    /// - Parameters:
    ///   - value: Derives the field from the State (a key path works too).
    ///   - command: The Command that sets the field to a new value.
    public func binding<Value>(
        _ value: @escaping (State) -> Value,
        send command: @escaping (Value) -> Command
    ) -> CommandBinding<Value> {
        CommandBinding(
            get: { value(self.currentState) },
            send: { newValue in await self.dispatchCommand(command(newValue)) })
    }
}

extension CoreViewStore {
    /// A two-way binding for one field whose setter sends synchronously: its
    /// value is derived from the State now, and setting it sends a Command
    /// with ``send(_:)``, so the value read right after the set already shows
    /// what the Command's work did before it first suspended.
    ///
    /// ```swift
    /// let store = ScreenStore(Counter(), initialState: Counter.State())
    /// let count = store.binding(\.count, send: Counter.Command.setCount)
    /// count.set(3)
    /// count.value   // 3, when setCount dispatches its Action before any await
    /// ```
    ///
    /// - Parameters:
    ///   - value: Derives the field from the State (a key path works too).
    ///   - command: The Command that sets the field to a new value.
    public func binding<Value>(
        _ value: @escaping (State) -> Value,
        send command: @escaping (Value) -> Command
    ) -> CommandBinding<Value> {
        CommandBinding(
            get: { value(self.currentState) },
            send: { newValue in await self.dispatchCommand(command(newValue)) },
            sendNow: { newValue in self.send(command(newValue)) })
    }
}
