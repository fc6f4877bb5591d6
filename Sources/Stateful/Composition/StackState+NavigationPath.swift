/// What a navigation path set by the system (SwiftUI's
/// `NavigationStack(path:)`) means for a stack held in the State.
extension StackState {
    /// The id to pop from (with every element above it) so that the stack
    /// shows `newIDs`, or `nil` when `newIDs` asks for no pop.
    ///
    /// The system changes a navigation path only by popping (a back button,
    /// a swipe, a long press on back that pops several screens): `newIDs` is
    /// then the bottom of ``ids``, and the answer is the first id it no
    /// longer holds. Pushes come from the State, so any other `newIDs` (the
    /// same ids, longer, or different ones) asks for nothing:
    ///
    /// ```swift
    /// let path: StackState<Int> = [10, 20, 30]    // ids 0, 1, 2
    /// path.popID(toShow: [0])                     // 1: pop 1 and 2
    /// path.popID(toShow: [])                      // 0: pop everything
    /// path.popID(toShow: [0, 1, 2])               // nil: nothing to do
    /// path.popID(toShow: [0, 2])                  // nil: not a pop
    /// ```
    ///
    /// - Parameters:
    ///   - newIDs: The ids the system's path now holds, bottom first.
    /// - Returns: The id whose pop Command makes the stack `newIDs`, or `nil`.
    public func popID(toShow newIDs: [StackElementID]) -> StackElementID? {
        guard newIDs.count < ids.count, ids.starts(with: newIDs) else { return nil }
        return ids[newIDs.count]
    }
}
