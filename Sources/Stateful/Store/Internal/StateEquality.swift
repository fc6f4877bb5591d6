/// `==` for a State type that may or may not be `Equatable`, found once per
/// store rather than on each Action.
enum StateEquality {
    /// `==` on `State`, or nil when `State` is not `Equatable`.
    static func comparison<State>(for type: State.Type) -> ((State, State) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        return comparison(as: equatable)
    }

    /// Compares two `State`s as the `Equatable` type `Equal`, which is
    /// `State` itself: the casts always succeed.
    private static func comparison<State, Equal: Equatable>(as _: Equal.Type) -> (State, State) -> Bool {
        { lhs, rhs in
            guard let lhs = lhs as? Equal, let rhs = rhs as? Equal else { return false }
            return lhs == rhs
        }
    }
}
