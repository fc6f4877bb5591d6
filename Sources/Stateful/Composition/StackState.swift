/// A navigation stack as data: the screens pushed on top of a root screen,
/// bottom first, each with a ``StackElementID`` that stays its own while it is
/// on the stack.
///
/// A parent keeps one in its State. Pushing and popping are Actions like any
/// other, so a test asserts the navigation as data and the screen host draws
/// it from the State:
///
/// ```swift
/// struct AppState: Equatable, Sendable {
///     var path = StackState<Destination>()
/// }
///
/// enum Destination: Equatable, Sendable {
///     case detail(DetailState)
///     case record(RecordState)
/// }
///
/// // In the Action's transform:
/// case let .push(destination): state.path.append(destination)
/// case let .popFrom(id): state.path.pop(from: id)
/// case let .detail(id, action):
///     state.path[id: id] = state.path[id: id].map { … }
/// ```
///
/// ## Invariants
/// - The ids are unique and increase from the bottom of the stack to the top.
/// - An id is never handed out twice by the same stack, even after its
///   screen was popped; copies of a stack hand out the same next ids.
/// - Two stacks are equal when they hold the same ids with equal elements,
///   in the same order.
///
/// ## Changing an element in place
/// ``subscript(id:)`` and ``modify(id:_:)`` change an element where it is
/// stored: on a stack that no other copy shares, changing one element
/// copies neither the others nor the element itself, so its cost does not
/// grow with the number of siblings.
///
/// ```swift
/// state.path[id: id]?.count += 1
/// state.path.modify(id: id) { CounterAction.reduce(&$0, action: .add(1)) }
/// ```
public struct StackState<Element> {
    /// The ids, bottom first.
    public private(set) var ids: [StackElementID] = []
    /// The elements, in the order of ``ids``; never `nil` between two
    /// mutations. Optional so that ``subscript(id:)`` can lend an element
    /// out in place, as the `Element?` its accessor yields.
    private var elements: [Element?] = []
    /// The number the next pushed element gets.
    private var nextID = 0

    /// An empty stack: the root screen alone.
    public init() {}

    /// A stack of `elements`, bottom first, numbered from 0.
    public init(_ elements: some Sequence<Element>) {
        for element in elements {
            append(element)
        }
    }

    /// Pushes `element` on top and returns its new id.
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        ids.append(id)
        elements.append(element)
        return id
    }

    /// The element with id `id`, or `nil` when it is not on the stack.
    /// Setting a value replaces that element (doing nothing when `id` is not
    /// on the stack); setting `nil` pops it and everything above it.
    ///
    /// Changing the element through it (`state.path[id: id]?.count += 1`)
    /// changes it in place, without copying it or its siblings.
    public subscript(id id: StackElementID) -> Element? {
        get {
            index(of: id).flatMap { elements[$0] }
        }
        set {
            guard let index = index(of: id) else { return }
            if let newValue {
                elements[index] = newValue
            } else {
                removeSubrange(from: index)
            }
        }
        _modify {
            guard let index = index(of: id) else {
                // Not on the stack: what the caller writes is dropped, as the setter drops it.
                var absent: Element?
                yield &absent
                return
            }
            yield &elements[index]
            if elements[index] == nil { removeSubrange(from: index) }
        }
    }

    /// Changes the element with id `id` in place with `body`.
    ///
    /// ```swift
    /// state.path.modify(id: id) { CounterAction.reduce(&$0, action: action) }
    /// ```
    ///
    /// - Returns: What `body` returned, or `nil` (and `body` is not called)
    ///   when `id` is not on the stack.
    @discardableResult
    public mutating func modify<Result>(
        id: StackElementID, _ body: (inout Element) throws -> Result
    ) rethrows -> Result? {
        guard let index = index(of: id) else { return nil }
        return try body(&elements[index]!)
    }

    /// Whether `id` is on the stack.
    public func contains(id: StackElementID) -> Bool {
        index(of: id) != nil
    }

    /// The top element's id, or `nil` for an empty stack.
    public var topID: StackElementID? { ids.last }

    /// Pops the top element and returns it, or returns `nil` for an empty stack.
    @discardableResult
    public mutating func popLast() -> Element? {
        guard !elements.isEmpty else { return nil }
        ids.removeLast()
        return elements.removeLast()
    }

    /// The element at `index`, which the invariant says is there.
    private func element(at index: Int) -> Element {
        guard let element = elements[index] else {
            preconditionFailure("StackState lost the element at \(index) of \(elements.count)")
        }
        return element
    }

    /// Pops the element `id` and every element above it, as going back from
    /// that screen does.
    ///
    /// When `id` is not on the stack nothing changes, and the mistake is
    /// reported at the call: with `StatefulTesting` it fails the running
    /// test, naming the id and the ids on the stack; elsewhere it is written
    /// to standard error.
    ///
    /// - Parameters:
    ///   - id: The element to pop, with those above it.
    ///   - fileID: The file ID of the call, where a missing id is reported.
    ///   - filePath: The file path of the call, where a missing id is reported.
    ///   - line: The line of the call, where a missing id is reported.
    ///   - column: The column of the call, where a missing id is reported.
    public mutating func pop(
        from id: StackElementID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard let index = index(of: id) else {
            reportMissing(id, in: "pop(from: \(id))", fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        removeSubrange(from: index)
    }

    /// Pops every element above `id`, so that `id` is on top.
    ///
    /// When `id` is not on the stack nothing changes, and the mistake is
    /// reported at the call, as by ``pop(from:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - id: The element to leave on top.
    ///   - fileID: The file ID of the call, where a missing id is reported.
    ///   - filePath: The file path of the call, where a missing id is reported.
    ///   - line: The line of the call, where a missing id is reported.
    ///   - column: The column of the call, where a missing id is reported.
    public mutating func pop(
        to id: StackElementID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard let index = index(of: id) else {
            reportMissing(id, in: "pop(to: \(id))", fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        removeSubrange(from: index + 1)
    }

    private func reportMissing(
        _ id: StackElementID, in call: String,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        let onStack = ids.isEmpty ? "the stack is empty" : "the stack holds \(ids.map(\.description).joined(separator: ", "))"
        IssueReporter.report(ReportedIssue(
            "StackState.\(call): no element \(id) is on the stack (\(onStack)); nothing was popped",
            fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops every element, back to the root screen. Ids are not reused.
    public mutating func removeAll() {
        ids.removeAll()
        elements.removeAll()
    }

    private func index(of id: StackElementID) -> Int? {
        // Ids increase from bottom to top, so the search is a binary one.
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    private mutating func removeSubrange(from index: Int) {
        ids.removeSubrange(index...)
        elements.removeSubrange(index...)
    }
}

extension StackState: RandomAccessCollection {
    /// The position of the bottom element: 0.
    public var startIndex: Int { 0 }
    /// One past the top element's position.
    public var endIndex: Int { elements.count }
    /// The element at `position`, counted from the bottom.
    public subscript(position: Int) -> Element { element(at: position) }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Equatable where Element: Equatable {
    /// Equal when they hold the same ids with equal elements, in the same order.
    public static func == (lhs: StackState, rhs: StackState) -> Bool {
        lhs.ids == rhs.ids && lhs.elements == rhs.elements
    }
}

extension StackState: Hashable where Element: Hashable {
    /// Hashes the ids and the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(elements)
    }
}

extension StackState: ExpressibleByArrayLiteral {
    /// A stack of the listed elements, bottom first, numbered from 0.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: StackDumpable {
    /// Each element labelled with its id, bottom first, for dumps.
    package var labelledElements: [(label: String, value: Any)] {
        zip(ids, indices).map { (label: $0.description, value: element(at: $1) as Any) }
    }
}
