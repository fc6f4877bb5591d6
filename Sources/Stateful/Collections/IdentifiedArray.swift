/// An ordered collection of `Identifiable` elements that can also be read,
/// changed and removed by id: the rows of a list, the attendees of a meeting,
/// the children a parent screen keeps in its State.
///
/// ```swift
/// struct TodosState: Equatable, Sendable {
///     var todos: IdentifiedArrayOf<Todo> = []
/// }
///
/// // In the Action's transform:
/// var state = TodosState(todos: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Tea")])
/// state.todos[id: 1]?.isComplete.toggle()
/// state.todos.remove(id: 2)
/// ```
///
/// It keeps an array's order and a dictionary's look-up: reading, replacing
/// or changing an element by id takes constant time; removing one shifts the
/// elements after it, as an array does.
///
/// ## Invariants
/// - No two elements have the same id.
/// - ``ids`` lists the elements' ids in the collection's order.
/// - An element's id never changes while it is in the collection: a write
///   through a position or an id that would change it stops the program, as
///   an out-of-range array index does (it is a mistake in the code, not in
///   data). Data that may hold duplicates goes through
///   ``init(_:uniquingIDsWith:)`` or `Decodable`, which throws.
public struct IdentifiedArray<Element: Identifiable> {
    /// The elements, in order.
    public internal(set) var elements: [Element]
    /// Each id's position in ``elements``.
    private var positions: [Element.ID: Int]

    /// An empty collection.
    public init() {
        elements = []
        positions = [:]
    }

    /// A collection of `elements`, in order, whose ids must be unique (two
    /// elements with one id stop the program: use
    /// ``init(_:uniquingIDsWith:)`` for data that may repeat an id).
    public init(uniqueElements elements: some Sequence<Element>) {
        self.init()
        for element in elements {
            let inserted = append(element).inserted
            precondition(inserted, "IdentifiedArray(uniqueElements:): the id \(element.id) appears twice")
        }
    }

    /// A collection of `elements` in order, where `combine` decides what an
    /// element whose id came earlier becomes (it keeps the earlier position).
    ///
    /// ```swift
    /// let rows = [Todo(id: 1, title: "Milk"), Todo(id: 1, title: "Tea")]   // from a file that repeats an id
    /// let todos = IdentifiedArray(rows, uniquingIDsWith: { first, _ in first })
    /// ```
    public init(
        _ elements: some Sequence<Element>, uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows {
        self.init()
        for element in elements {
            if let index = positions[element.id] {
                let combined = try combine(self.elements[index], element)
                precondition(combined.id == element.id, "IdentifiedArray: uniquingIDsWith must keep the id \(element.id)")
                self.elements[index] = combined
            } else {
                append(element)
            }
        }
    }

    /// The ids of the elements, in order.
    public var ids: [Element.ID] {
        elements.map(\.id)
    }

    /// Whether an element with `id` is in the collection.
    public func contains(id: Element.ID) -> Bool {
        positions[id] != nil
    }

    /// The position of the element with `id`, or `nil`.
    public func index(id: Element.ID) -> Int? {
        positions[id]
    }

    /// The element with `id`, or `nil` when there is none.
    ///
    /// Setting an element replaces the one with that id, or appends it when
    /// there is none; setting `nil` removes it. The element set must have the
    /// id it is set under. `state.todos[id: id]?.title = "…"` changes the
    /// element where it is.
    public subscript(id id: Element.ID) -> Element? {
        get {
            positions[id].map { elements[$0] }
        }
        set {
            if let newValue {
                precondition(newValue.id == id, "IdentifiedArray[id: \(id)] was set to an element with the id \(newValue.id)")
                if let index = positions[id] {
                    elements[index] = newValue
                } else {
                    append(newValue)
                }
            } else {
                remove(id: id)
            }
        }
    }

    /// Runs `body` on the element with `id` where it is stored (no copy of
    /// it) and returns what `body` returns; `nil` when there is no such
    /// element. `body` must not change the element's id.
    @discardableResult
    public mutating func modify<Result>(
        id: Element.ID, _ body: (inout Element) throws -> Result
    ) rethrows -> Result? {
        guard let index = positions[id] else { return nil }
        let result = try body(&elements[index])
        precondition(elements[index].id == id, "IdentifiedArray.modify(id: \(id)) changed the element's id")
        return result
    }

    /// Appends `element` unless an element with its id is already there.
    /// Returns whether it was appended and the position of the element with
    /// that id.
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if let index = positions[element.id] { return (false, index) }
        positions[element.id] = elements.count
        elements.append(element)
        return (true, elements.count - 1)
    }

    /// Appends each of `elements` whose id is not there yet.
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Inserts `element` at `index` unless an element with its id is already
    /// there (then nothing moves). Returns whether it was inserted and the
    /// position of the element with that id.
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
        if let existing = positions[element.id] { return (false, existing) }
        elements.insert(element, at: index)
        reindex(from: index)
        return (true, index)
    }

    /// Removes the element with `id` and returns it; `nil` when there is none.
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let index = positions[id] else { return nil }
        return remove(at: index)
    }

    /// Removes the element at `index` and returns it.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let element = elements.remove(at: index)
        positions[element.id] = nil
        reindex(from: index)
        return element
    }

    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: some Sequence<Int>) {
        let doomed = Set(offsets)
        guard !doomed.isEmpty else { return }
        var index = 0
        elements.removeAll { _ in
            defer { index += 1 }
            return doomed.contains(index)
        }
        positions = [:]
        reindex(from: 0)
    }

    /// Removes every element for which `shouldBeRemoved` is true.
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try elements.removeAll(where: shouldBeRemoved)
        positions = [:]
        reindex(from: 0)
    }

    /// Removes every element.
    public mutating func removeAll() {
        elements.removeAll()
        positions.removeAll()
    }

    /// Moves the element with `id` to `index` (its position after the move),
    /// keeping the order of the others. Does nothing when there is no such
    /// element.
    public mutating func move(id: Element.ID, to index: Int) {
        guard let from = positions[id] else { return }
        let element = elements.remove(at: from)
        let target = Swift.min(Swift.max(index, 0), elements.count)
        elements.insert(element, at: target)
        reindex(from: Swift.min(from, target))
    }

    /// Puts every element's position right, after a reordering.
    mutating func reindex(all: Void) {
        positions = [:]
        reindex(from: 0)
    }

    /// Puts the positions of the elements from `start` on right.
    fileprivate mutating func reindex(from start: Int) {
        for index in elements.indices.dropFirst(start) {
            positions[elements[index].id] = index
        }
    }
}

/// An ``IdentifiedArray`` of `Element`, the name TCA users know.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>

// Not `MutableCollection`: its generic algorithms (partition, sort in place)
// write elements to positions that held other ids. The reordering that keeps
// ids right is below (`swapAt`, `sort`, `reverse`, `move`).
extension IdentifiedArray: RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last element.
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`. A new value must keep the element's id.
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set {
            precondition(
                newValue.id == elements[position].id,
                "IdentifiedArray[\(position)] cannot change an element's id (\(elements[position].id) to \(newValue.id))")
            elements[position] = newValue
        }
        _modify {
            let id = elements[position].id
            yield &elements[position]
            precondition(elements[position].id == id, "IdentifiedArray[\(position)] cannot change an element's id")
        }
    }

    /// Swaps two elements, keeping each one's id.
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        elements.swapAt(i, j)
        positions[elements[i].id] = i
        positions[elements[j].id] = j
    }

    /// Sorts the elements in place by `areInIncreasingOrder`.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try elements.sort(by: areInIncreasingOrder)
        reindex(from: 0)
    }

    /// Reverses the order of the elements.
    public mutating func reverse() {
        elements.reverse()
        reindex(from: 0)
    }
}

extension IdentifiedArray where Element: Comparable {
    /// Sorts the elements in place in increasing order.
    public mutating func sort() {
        sort(by: <)
    }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
    /// A collection of the literal's elements, whose ids must be unique.
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// Equal when they hold equal elements in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    /// Hashes the elements in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array.
    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable {
    /// Decodes an array of elements; an id that appears twice is a
    /// `DecodingError.dataCorrupted` naming it.
    public init(from decoder: any Decoder) throws {
        let decoded = try [Element](from: decoder)
        self.init()
        for element in decoded where !append(element).inserted {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "the id \(element.id) appears more than once in an IdentifiedArray"))
        }
    }
}

extension IdentifiedArray: CustomReflectable {
    /// Reflects as its elements, so dumps and diffs show the elements in
    /// order and never the look-up table.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
    }
}

extension IdentifiedArray: CustomStringConvertible {
    /// The elements, as an array prints them.
    public var description: String {
        elements.description
    }
}
