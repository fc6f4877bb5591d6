import Stateful
import StatefulText

/// What a feature shows and holds at one moment of an exploration.
///
/// A State holds its `@Shared` values by reference, so they read what they
/// hold now, not what they held at the moment: an exploration captures them
/// with the moment, and a transition invariant
/// (``ExplorationInvariant/transition(_:_:)``) that reads `before.state`
/// reads them as they were before the step. Read them through the moment
/// where they are used (`before.state.count`), or with ``reading(_:)``: a
/// State kept in a variable reads the shared values of the moment whose
/// `state` was read last.
public struct ExplorationMoment<State, Effect> {
    private var storedState: State
    /// What the screen host presents (screen, progress, alert, dialog, sheet).
    public var presented: PresentedScreen
    /// The Effects of the step that led here, in order.
    public var effects: [Effect]
    /// The shared values the State held at the moment, and where a
    /// transition invariant is evaluated the resolution its reads go
    /// through; `nil` when the moment is now (its values are read live).
    private let sharedReading: SharedReading?

    /// A moment's shared values, for the reads made while an invariant is evaluated.
    final class SharedReading {
        let values: SharedValues
        var resolution: SharedValues?

        init(values: SharedValues) {
            self.values = values
        }
    }

    init(state: State, presented: PresentedScreen, effects: [Effect], shared: SharedValues? = nil) {
        storedState = state
        self.presented = presented
        self.effects = effects
        sharedReading = shared.map(SharedReading.init)
    }

    /// The store's State, its `@Shared` values as they were at the moment.
    public var state: State {
        get {
            if let sharedReading, let resolution = sharedReading.resolution { resolution.adopt(sharedReading.values) }
            return storedState
        }
        set { storedState = newValue }
    }

    /// What `body` reads of the State, its `@Shared` values as they were at
    /// the moment wherever the State is kept.
    ///
    /// ```swift
    /// let steady = ExplorationInvariant<Counter.State, Counter.Effect>.transition("the count never drops by more than one") {
    ///     before, after in
    ///     let countBefore = before.reading { $0.count }
    ///     return after.state.count >= countBefore - 1
    /// }
    /// ```
    ///
    /// - Parameter body: Reads the State.
    public func reading<Result>(_ body: (State) throws -> Result) rethrows -> Result {
        guard let sharedReading else { return try body(storedState) }
        return try sharedReading.values.copy().reading { try body(storedState) }
    }

    /// Evaluates `body` with `before` reading its own shared values and
    /// `after` (the moment now) reading them live.
    static func evaluate<Result>(
        before: ExplorationMoment, after: ExplorationMoment, _ body: (ExplorationMoment, ExplorationMoment) -> Result
    ) -> Result {
        guard let reading = before.sharedReading else { return body(before, after) }
        let resolution = SharedValues()
        reading.resolution = resolution
        defer { reading.resolution = nil }
        // `after` reads live: its `state` empties the resolution.
        let now = SharedReading(values: SharedValues())
        now.resolution = resolution
        var after = after
        after.replaceSharedReading(now)
        let moment = after
        return resolution.reading { body(before, moment) }
    }

    private mutating func replaceSharedReading(_ reading: SharedReading) {
        self = ExplorationMoment(storedState: storedState, presented: presented, effects: effects, sharedReading: reading)
    }

    private init(storedState: State, presented: PresentedScreen, effects: [Effect], sharedReading: SharedReading?) {
        self.storedState = storedState
        self.presented = presented
        self.effects = effects
        self.sharedReading = sharedReading
    }
}
