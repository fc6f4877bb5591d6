/// A navigation stack as data: the screens pushed on top of a root screen,
/// bottom first, each with a ``StackElementID`` that stays its own while it is
/// on the stack.
///
/// A parent keeps one in its State. Pushing and popping are Actions like any
/// other, so a test asserts the navigation as data and the screen host draws
/// it from the State:
///
/// ```swift
/// struct Detail: Equatable, Sendable { var title = "" }
/// struct Recording: Equatable, Sendable { var seconds = 0 }
///
/// enum Destination: Equatable, Sendable {
///     case detail(Detail)
///     case record(Recording)
/// }
///
/// struct MeetingsState: Equatable, Sendable {
///     var path = StackState<Destination>()
/// }
///
/// enum MeetingsAction: ViewAction {
///     case push(Destination), popFrom(StackElementID), renamed(StackElementID, String)
///
///     static func transform(_ state: MeetingsState, action: MeetingsAction) -> MeetingsState {
///         var state = state
///         switch action {
///         case let .push(destination): state.path.append(destination)
///         case let .popFrom(id): state.path.pop(from: id)
///         case let .renamed(id, title):
///             if case .detail(var detail) = state.path[id: id] {
///                 detail.title = title
///                 state.path[id: id] = .detail(detail)
///             }
///         }
///         return state
///     }
/// }
/// ```
///
/// ## Invariants
/// - The ids are unique. Those the stack hands out increase from the bottom
///   to the top; an id the caller gives (``append(_:id:fileID:filePath:line:column:)``)
///   may be any id not on the stack.
/// - An id is never handed out twice by the same stack, even after its
///   screen was popped, nor one a caller gave; copies of a stack hand out
///   the same next ids.
///
/// ## Removing any element
/// ``remove(id:fileID:filePath:line:column:)`` removes one element
/// wherever it is; the others keep their ids, so work forwarded to them
/// with their ids goes on.
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
/// var state = App.State()
/// let id = state.counters.append(Counter.State())
/// state.counters[id: id]?.count += 1
/// state.counters.modify(id: id) { Counter.Action.reduce(&$0, action: .add(1)) }
/// ```
public struct StackState<Element> {
    /// The ids, bottom first.
    public private(set) var ids: [StackElementID] = []
    /// The elements, in the order of ``ids``; never `nil` between two
    /// mutations. Optional so that ``subscript(id:)`` can lend an element
    /// out in place, as the `Element?` its accessor yields. Usable from
    /// inlinable code, so that a feature's lookups and in-place changes are
    /// compiled for its element type.
    @usableFromInline var elements: [Element?] = []
    /// The number the next pushed element gets.
    private var nextID = 0
    /// Whether ``ids`` increase from bottom to top, so that an id is found
    /// by a binary search; false once a caller pushed an id below the top's.
    @usableFromInline var idsIncrease = true

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

    /// Pushes `element` on top with the id `id`, which the caller chose (to
    /// push a screen again under the id a test or a deep link names).
    ///
    /// ```swift
    /// var state = App.State()
    /// state.path.removeAll()
    /// state.path.append(.counter(Counter.State(count: 3)), id: 0)
    /// ```
    ///
    /// The ids the stack hands out later are all above `id`. An `id` already
    /// on the stack is refused: nothing changes, and the mistake is reported
    /// at the call (with `StatefulTesting`, the running test fails naming
    /// the id; elsewhere it is written to standard error).
    ///
    /// - Parameters:
    ///   - element: The element to push.
    ///   - id: Its id, not on the stack now.
    ///   - fileID: The file ID of the call, where a duplicate id is reported.
    ///   - filePath: The file path of the call, where a duplicate id is reported.
    ///   - line: The line of the call, where a duplicate id is reported.
    ///   - column: The column of the call, where a duplicate id is reported.
    /// - Returns: Whether `element` was pushed.
    @discardableResult
    public mutating func append(
        _ element: Element, id: StackElementID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        guard !contains(id: id) else {
            IssueReporter.report(ReportedIssue(
                "StackState.append(_:id: \(id)): \(id) is already on the stack (\(stackDescription)); nothing was pushed",
                fileID: fileID, filePath: filePath, line: line, column: column))
            return false
        }
        if let top = ids.last, id < top { idsIncrease = false }
        nextID = Swift.max(nextID, id.rawValue + 1)
        ids.append(id)
        elements.append(element)
        return true
    }

    /// Removes the element `id` alone, wherever it is on the stack, and
    /// returns it; the elements above and below keep their ids and places.
    ///
    /// ```swift
    /// var state = App.State()
    /// state.path.append(.feed(FeedState()))           // #0
    /// state.path.append(.counter(Counter.State()))    // #1
    /// state.path.remove(id: 0)                        // #1 alone is left, still #1
    /// ```
    ///
    /// When `id` is not on the stack nothing changes, and the mistake is
    /// reported at the call, as by ``pop(from:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - id: The element to remove.
    ///   - fileID: The file ID of the call, where a missing id is reported.
    ///   - filePath: The file path of the call, where a missing id is reported.
    ///   - line: The line of the call, where a missing id is reported.
    ///   - column: The column of the call, where a missing id is reported.
    /// - Returns: The removed element, or `nil` when `id` was not on the stack.
    @discardableResult
    public mutating func remove(
        id: StackElementID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Element? {
        guard let index = index(of: id) else {
            reportMissing(id, in: "remove(id: \(id))", fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
        ids.remove(at: index)
        let removed = elements.remove(at: index)
        recheckOrder()
        return removed
    }

    /// The element with id `id`, or `nil` when it is not on the stack.
    /// Setting a value replaces that element, or pushes it on top with the
    /// id `id` when `id` is not on the stack (as ``append(_:id:fileID:filePath:line:column:)``
    /// does); setting `nil` pops it and everything above it, as going back
    /// to the screen below does (``remove(id:fileID:filePath:line:column:)``
    /// removes one element alone).
    ///
    /// Changing the element through it (`state.path[id: id]?.count += 1`)
    /// changes it in place, without copying it or its siblings.
    public subscript(id id: StackElementID) -> Element? {
        @inlinable get {
            index(of: id).flatMap { elements[$0] }
        }
        set {
            guard let index = index(of: id) else {
                if let newValue { append(newValue, id: id) }
                return
            }
            if let newValue {
                elements[index] = newValue
            } else {
                removeSubrange(from: index)
            }
        }
        _modify {
            guard let index = index(of: id) else {
                // Not on the stack: a value the caller writes is pushed with
                // this id, as the setter pushes it.
                var absent: Element?
                yield &absent
                if let absent { append(absent, id: id) }
                return
            }
            yield &elements[index]
            if elements[index] == nil { removeSubrange(from: index) }
        }
    }

    /// Changes the element with id `id` in place with `body`.
    ///
    /// ```swift
    /// var state = App.State()
    /// let id = state.counters.append(Counter.State())
    /// state.counters.modify(id: id) { Counter.Action.reduce(&$0, action: .add(1)) }
    /// ```
    ///
    /// - Returns: What `body` returned, or `nil` (and `body` is not called)
    ///   when `id` is not on the stack.
    @discardableResult @inlinable
    public mutating func modify<Result>(
        id: StackElementID, _ body: (inout Element) throws -> Result
    ) rethrows -> Result? {
        guard let index = index(of: id), var element = elements[index] else { return nil }
        // The slot lets go of the element while `body` runs, so `element` is
        // its only holder and `body` changes its storage in place.
        elements[index] = nil
        defer { elements[index] = element }
        return try body(&element)
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

    /// `the stack holds #0, #2`, or `the stack is empty`, for reports.
    var stackDescription: String {
        ids.isEmpty ? "the stack is empty" : "the stack holds \(ids.map(\.description).joined(separator: ", "))"
    }

    /// Makes ``idsIncrease`` true again once the ids are in order.
    private mutating func recheckOrder() {
        if !idsIncrease { idsIncrease = zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 } }
    }

    private func reportMissing(
        _ id: StackElementID, in call: String,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        IssueReporter.report(ReportedIssue(
            "StackState.\(call): no element \(id) is on the stack (\(stackDescription)); nothing changed",
            fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops every element, back to the root screen. Ids are not reused.
    public mutating func removeAll() {
        ids.removeAll()
        elements.removeAll()
        idsIncrease = true
    }

    @inlinable
    func index(of id: StackElementID) -> Int? {
        guard idsIncrease else { return ids.firstIndex(of: id) }
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
        recheckOrder()
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
