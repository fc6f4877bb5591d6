import Observation
import Synchronization

/// The part of a store's core that Actions and Effects go through: the State
/// and Effect relays, the State now, the observers, and the Observation
/// registrar that SwiftUI's (and `withObservationTracking`'s) reads register with.
///
/// The core owns it, and each Command's ``CommandContext`` holds it strongly,
/// so that dispatching from a context costs no weak-reference load (which, on
/// an object that weak references point to, makes every retain and release
/// slow). What the weak reference used to guarantee, that dispatching does
/// nothing once the store is gone, ``detach()`` guarantees instead: the core
/// calls it from its `deinit`, which also ends every subscription to the
/// relays at once, as their own deinitialisation did.
///
/// The per-Action path runs as unspecialised generic code (nothing outside
/// the package specialises the core), so its fields are chosen to need no
/// type metadata: `observerCount` is a plain `Int` that says whether an event
/// must be made at all. `current` skips the runtime's exclusivity check: it
/// is main-actor state, read and written only in instantaneous accesses that
/// nothing can overlap.
///
/// ## Observation
/// ``observedCurrent`` registers the read with `registrar`, and a dispatched
/// Action that changes the State tells the registrar, once, on the main
/// actor. `ObservationRegistrar` takes its lock on every mutation, watched or
/// not, so the dispatcher asks only when someone may be watching:
/// `stateWasRead` says the State was read through ``observedCurrent`` since
/// the last change it announced. Every observer that `withObservationTracking`
/// (or SwiftUI) installs read the State first; a change ends such an
/// observation, and the observer reads again to watch the next one. So when
/// no read happened since the last announced change, nobody is registered and
/// the registrar is skipped. A State that is `Equatable` and equal to the one
/// before is not announced at all.
@MainActor
final class StoreDispatcher<Command: Sendable, Action: ViewAction, Effect: Sendable>: Observable
where Action.State: Sendable {
    typealias State = Action.State
    typealias Event = StoreEvent<Command, Action, Effect>

    /// A registered observer.
    private struct Observer {
        let id: Int
        let receive: (Event) -> Void
    }

    /// Whether the core is gone: set once, from the core's `deinit` (on any thread).
    private nonisolated let isDetached = Atomic<Bool>(false)
    /// `observers.count`.
    private var observerCount = 0
    /// Whether the State was read through ``observedCurrent`` since the last
    /// change announced to `registrar` (see "Observation" above).
    private var stateWasRead = false
    /// Whether `current` changed since `stateRelay` last accepted it, which
    /// it does only while it has subscribers (see ``subscribableRelay()``).
    private var relayIsBehind = false
    /// The relay behind the state stream, made at the first subscription
    /// (``subscribableRelay()``): until then nothing holds the State but
    /// `current`.
    private var stateRelay: BehaviorRelay<State>?
    /// `stateRelay`, for ``detach()``, which runs on any thread.
    private nonisolated let stateRelayToFinish = Protected<BehaviorRelay<State>?>(nil)
    nonisolated let effectRelay = PublishRelay<Effect>()
    /// The State now. `stateRelay` holds it too while it has subscribers
    /// (see ``subscribableRelay()``); the main actor reads it here without
    /// taking the relay's lock. Only `dispatchAction` changes it.
    @exclusivity(unchecked) private(set) var current: State
    /// In the order they were registered (and so of increasing `id`).
    private var observers: [Observer] = []
    private var nextObserverID = 0
    /// How many observers were removed so far: a notification in progress
    /// checks it to skip observers cancelled by an earlier one.
    private var removedObservers = 0
    /// Where reads of the State register and changes are announced.
    private let registrar = ObservationRegistrar()
    /// `\.current`, made once: a key path into a generic class is otherwise
    /// instantiated anew on each use.
    private let currentKeyPath: KeyPath<StoreDispatcher, State>
    /// `==` on the State, when it is `Equatable`.
    private let statesAreEqual: ((State, State) -> Bool)?

    init(initialState: State) {
        current = initialState
        currentKeyPath = \StoreDispatcher.current
        statesAreEqual = StateEquality.comparison(for: State.self)
    }

    /// The State now, read so that `withObservationTracking` and SwiftUI
    /// track it.
    var observedCurrent: State {
        registrar.access(self, keyPath: currentKeyPath)
        stateWasRead = true
        return current
    }

    /// Stops all dispatching and ends every subscription to the State and
    /// the Effects. Called once, by the core's `deinit`.
    nonisolated func detach() {
        isDetached.store(true, ordering: .releasing)
        stateRelayToFinish.withLock { $0 }?.finishSubscriptions()
        effectRelay.finishSubscriptions()
    }

    // MARK: Dispatching

    /// Applies `action`; no event is made when nothing observes the store.
    ///
    /// The State changes in place (``ViewAction/reduce(_:action:)``): `current`
    /// is its only holder while nobody subscribes to the state stream, so an
    /// Action that changes one element of a large collection in place copies
    /// nothing else (see ``subscribableRelay()``).
    func dispatchAction(_ action: Action, command: CommandID?) {
        guard !isDetached.load(ordering: .acquiring) else { return }
        guard observerCount == 0, !stateWasRead else {
            dispatchObservedAction(action, command: command)
            return
        }
        Action.reduce(&current, action: action)
        publish()
    }

    /// Applies `action` for a store that observers or a tracked read watch.
    @inline(never)
    private func dispatchObservedAction(_ action: Action, command: CommandID?) {
        let before = current
        var after = before
        Action.reduce(&after, action: action)
        if stateWasRead, !(statesAreEqual?(before, after) ?? false) {
            // Cleared first: an observer that reads the State again while it
            // is told (re-tracking from its onChange) registers for the next change.
            stateWasRead = false
            registrar.withMutation(of: self, keyPath: currentKeyPath) {
                current = after
                publish()
            }
        } else {
            current = after
            publish()
        }
        if observerCount > 0 {
            notify(.action(action, before: before, after: after, command: command))
        }
    }

    /// Hands `current` to the state relay when someone subscribes to it;
    /// otherwise leaves the relay behind, so that it holds no second
    /// reference to what the next Action changes in place.
    private func publish() {
        if let stateRelay, stateRelay.subscriberCount > 0 {
            stateRelay.accept(current)
            relayIsBehind = false
        } else {
            relayIsBehind = true
        }
    }

    /// The relay to subscribe to for the State, holding `current`: made now
    /// if nobody subscribed before, brought up to date if it fell behind
    /// while nobody was subscribed. A subscription starts with its value.
    func subscribableRelay() -> BehaviorRelay<State> {
        if let stateRelay {
            if relayIsBehind {
                stateRelay.accept(current)
                relayIsBehind = false
            }
            return stateRelay
        }
        let relay = BehaviorRelay(value: current)
        stateRelay = relay
        relayIsBehind = false
        stateRelayToFinish.withLock { $0 = relay }
        // A store already gone: every stream of its State ends at once.
        if isDetached.load(ordering: .acquiring) { relay.finishSubscriptions() }
        return relay
    }

    /// Sends `effect`.
    func dispatchEffect(_ effect: Effect, command: CommandID?) {
        guard !isDetached.load(ordering: .acquiring) else { return }
        effectRelay.accept(effect)
        if observerCount > 0 {
            notify(.effect(effect, command: command))
        }
    }

    // MARK: Observers

    /// Registers `observer` and returns its identifier.
    func addObserver(_ observer: @escaping (Event) -> Void) -> Int {
        let id = nextObserverID
        nextObserverID += 1
        observers.append(Observer(id: id, receive: observer))
        observerCount = observers.count
        return id
    }

    func removeObserver(_ id: Int) {
        guard let index = observers.firstIndex(where: { $0.id == id }) else { return }
        observers.remove(at: index)
        observerCount = observers.count
        removedObservers += 1
    }

    /// Whether any observer is registered: an event need not be made otherwise.
    var hasObservers: Bool { observerCount > 0 }

    /// Calls the observers registered before `event`, oldest first; one
    /// cancelled while the event is delivered is not called any more, and one
    /// registered meanwhile sees the next event.
    func notify(_ event: Event) {
        guard observerCount > 0 else { return }
        let registered = observers
        let removedBefore = removedObservers
        for observer in registered {
            if removedObservers != removedBefore, !observers.contains(where: { $0.id == observer.id }) {
                continue
            }
            observer.receive(event)
        }
    }
}
