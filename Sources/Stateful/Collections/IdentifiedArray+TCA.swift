// What TCA features call on `IdentifiedArray` beyond reading and writing by
// id: SwiftUI's `onMove`/`onDelete` offsets, filtering into another
// identified array, updating in place, and the rest of removing. See
// "Coming from TCA" for what is deliberately left out.

extension IdentifiedArray {
    /// Moves the elements at `offsets` so that they come just before the
    /// element that was at `destination` (or last, for `endIndex`), in
    /// their order: what SwiftUI's `onMove` asks for. `offsets` may be an
    /// `IndexSet`.
    ///
    /// ```swift
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Tea"), Todo(id: 3, title: "Eggs")]
    /// todos.move(fromOffsets: [0], toOffset: 2)   // Tea, Milk, Eggs
    /// ```
    public mutating func move(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
        let moving = Set(offsets)
        guard !moving.isEmpty else { return }
        precondition(moving.allSatisfy(elements.indices.contains), "IdentifiedArray.move(fromOffsets:): an offset is out of range")
        precondition((0...elements.count).contains(destination), "IdentifiedArray.move(toOffset: \(destination)) is out of range")
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (index, element) in elements.enumerated() {
            if moving.contains(index) {
                moved.append(element)
            } else if index < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        elements = before + moved + after
        reindex(all: ())
    }

    /// The elements for which `isIncluded` is true, in order, as an
    /// identified array.
    ///
    /// ```swift
    /// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk", isComplete: true), Todo(id: 2, title: "Tea")]
    /// let activeTodos: IdentifiedArrayOf<Todo> = todos.filter { !$0.isComplete }
    /// ```
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedArray {
        var result = IdentifiedArray()
        for element in elements where try isIncluded(element) {
            result.append(element)
        }
        return result
    }

    /// Replaces the element at `index` with `element`, which must have the
    /// same id, and returns the one replaced.
    @discardableResult
    public mutating func update(_ element: Element, at index: Int) -> Element {
        let old = elements[index]
        self[index] = element
        return old
    }

    /// Replaces the element with `element`'s id, keeping its place, or
    /// appends `element` when there is none. Returns the element replaced,
    /// `nil` when it appended.
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        guard let index = index(id: element.id) else {
            append(element)
            return nil
        }
        return update(element, at: index)
    }

    /// Replaces the element with `element`'s id, keeping its place, or
    /// inserts `element` at `index` when there is none. Returns the element
    /// replaced (`nil` when it inserted) and the element's position.
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at index: Int) -> (originalMember: Element?, index: Int) {
        if let existing = self.index(id: element.id) {
            return (update(element, at: existing), existing)
        }
        insert(element, at: index)
        return (nil, index)
    }

    /// Whether an element with `element`'s id is there.
    public func contains(_ element: Element) -> Bool {
        contains(id: element.id)
    }

    /// Removes the element with `element`'s id and returns it; `nil` when
    /// there is none.
    @discardableResult
    public mutating func remove(_ element: Element) -> Element? {
        remove(id: element.id)
    }

    /// Removes the first element and returns it; the collection must not be empty.
    @discardableResult
    public mutating func removeFirst() -> Element {
        remove(at: startIndex)
    }

    /// Removes the first `k` elements.
    public mutating func removeFirst(_ k: Int) {
        removeSubrange(startIndex..<(startIndex + k))
    }

    /// Removes the last element and returns it; the collection must not be empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        remove(at: endIndex - 1)
    }

    /// Removes the last `k` elements.
    public mutating func removeLast(_ k: Int) {
        removeSubrange((endIndex - k)..<endIndex)
    }

    /// Removes and returns the last element, `nil` when there is none.
    public mutating func popLast() -> Element? {
        isEmpty ? nil : removeLast()
    }

    /// Removes the elements in `bounds`.
    public mutating func removeSubrange(_ bounds: Range<Int>) {
        remove(atOffsets: bounds)
    }

    /// Shuffles the elements with `generator`, keeping each one's id.
    public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
        var shuffled = elements
        shuffled.shuffle(using: &generator)
        elements = shuffled
        reindex(all: ())
    }

    /// Moves the elements for which `belongsInSecondPartition` is true after
    /// the others, and returns the first of their positions; the order
    /// within each part is not kept, as `MutableCollection.partition(by:)`.
    public mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int {
        var reordered = elements
        let pivot = try reordered.partition(by: belongsInSecondPartition)
        elements = reordered
        reindex(all: ())
        return pivot
    }

    /// A collection of `elements` known to have unique ids: checked as
    /// ``init(uniqueElements:)`` checks them.
    public init(uncheckedUniqueElements elements: some Sequence<Element>) {
        self.init(uniqueElements: elements)
    }
}
