// A store's stack as the path of SwiftUI's `NavigationStack(path:)`,
// written without SwiftUI so that it is tested on every platform.

extension ViewStore {
    /// A two-way binding of the ids of a stack held in the State, for
    /// SwiftUI's `NavigationStack(path:)`: reading gives the stack's ids,
    /// bottom first; setting them to a shorter bottom part of the stack (the
    /// system popped screens) sends `pop` with the first id popped, and any
    /// other value sends nothing, since pushes come from the State.
    ///
    /// ```swift-excerpt
    /// NavigationStack(path: Binding(store.navigationPath(\.path, pop: App.Command.popFrom))) {
    ///     ListView(store: store)
    ///         .navigationDestination(for: StackElementID.self) { id in
    ///             DestinationView(store: store, id: id)
    ///         }
    /// }
    /// ```
    ///
    /// `Binding(_:)` over a ``CommandBinding`` is the SwiftUI half; which
    /// Command a new path means is ``StackState/popID(toShow:)``.
    ///
    /// - Parameters:
    ///   - path: Reads the stack from the State (a key path works too).
    ///   - pop: The Command that pops an element and every element above it.
    /// - Returns: The binding; it holds the store.
    public func navigationPath<Element>(
        _ path: @escaping (State) -> StackState<Element>,
        pop: @escaping (StackElementID) -> Command
    ) -> CommandBinding<[StackElementID]> {
        CommandBinding(
            get: { path(self.currentState).ids },
            send: { newIDs in
                guard let id = path(self.currentState).popID(toShow: newIDs) else { return }
                await self.dispatchCommand(pop(id))
            })
    }
}

extension CoreViewStore {
    /// A two-way binding of the ids of a stack held in the State whose
    /// setter sends the pop synchronously (see ``ViewStore/navigationPath(_:pop:)``),
    /// so the State read right after a pop already shows it when the pop
    /// Command's work dispatches its Action before suspending.
    ///
    /// ```swift
    /// let store = ScreenStore(App(), initialState: App.State(path: [.counter(Counter.State()), .counter(Counter.State())]))
    /// let ids = store.navigationPath(\.path, pop: App.Command.popFrom)
    /// ids.set([0])        // the system popped screen 1 and above: sends .popFrom(1)
    /// ```
    ///
    /// - Parameters:
    ///   - path: Reads the stack from the State (a key path works too).
    ///   - pop: The Command that pops an element and every element above it.
    /// - Returns: The binding; it holds the store.
    public func navigationPath<Element>(
        _ path: @escaping (State) -> StackState<Element>,
        pop: @escaping (StackElementID) -> Command
    ) -> CommandBinding<[StackElementID]> {
        CommandBinding(
            get: { path(self.currentState).ids },
            send: { newIDs in
                guard let id = path(self.currentState).popID(toShow: newIDs) else { return }
                await self.dispatchCommand(pop(id))
            },
            sendNow: { newIDs in
                guard let id = path(self.currentState).popID(toShow: newIDs) else { return }
                self.send(pop(id))
            })
    }
}
