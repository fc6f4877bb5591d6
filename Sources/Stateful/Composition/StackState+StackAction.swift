/// Reducing every ``StackAction`` of a stack in one line.
extension StackState where Element: PathElement {
    /// Applies `action`: pushes, pops, or reduces one element's Action
    /// through the `transform` its ``PathElement`` registers.
    ///
    /// ```swift
    /// var state = App.State()
    /// state.path.apply(StackAction<Path>.push(.counter(Counter.State())))   // #0
    /// state.path.apply(StackAction<Path>.popFrom(id: 0))
    /// ```
    ///
    /// A pop of an id that is not on the stack, or a push with an id already
    /// on it, changes nothing and is reported at the call (with
    /// `StatefulTesting`, the running test fails naming the id). An element's
    /// Action for an id no longer on the stack (its screen was popped while
    /// its work ran) is dropped quietly, as ``apply(_:to:)`` drops it.
    ///
    /// - Parameters:
    ///   - action: The push, pop or element Action.
    ///   - fileID: The file ID of the call, where a mistake is reported.
    ///   - filePath: The file path of the call, where a mistake is reported.
    ///   - line: The line of the call, where a mistake is reported.
    ///   - column: The column of the call, where a mistake is reported.
    public mutating func apply(
        _ action: StackAction<Element>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        switch action {
        case .push(let element, nil):
            append(element)
        case .push(let element, let id?):
            append(element, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
        case .popFrom(let id):
            pop(from: id, fileID: fileID, filePath: filePath, line: line, column: column)
        case let .element(id, action):
            apply(action, to: id)
        }
    }
}
