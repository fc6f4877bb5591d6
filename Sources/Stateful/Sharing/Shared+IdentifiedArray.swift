extension Shared {
    /// The element with `id` of a shared collection, shared with it, or
    /// `nil` when there is none: what a list hands to the screen it opens.
    ///
    /// ```swift
    /// let todos = Shared<IdentifiedArrayOf<Todo>>(value: [Todo(id: 1, title: "Milk")])
    /// if let milk = todos[id: 1] {                  // what the list hands to the screen it opens
    ///     milk.withLock { $0.isComplete = true }    // the list sees it too
    /// }
    /// ```
    ///
    /// A change made through the element is the collection's. Once the
    /// element is removed, the element's `Shared` reads the element as it
    /// was last read, and a change made through it is not made and is
    /// reported (a screen that goes on showing a deleted element).
    public subscript<Element: Identifiable & Sendable>(
        id id: Element.ID
    ) -> Shared<Element>? where Value == IdentifiedArray<Element>, Element.ID: Sendable {
        guard let element = wrappedValue[id: id] else { return nil }
        return Shared<Element>(access: SharedPartAccess(
            parent: access, component: .id(id),
            get: { $0[id: id] },
            set: { array, element in
                guard element.id == id, array.contains(id: id) else { return false }
                array[id: id] = element
                return true
            },
            last: Protected(element),
            site: SharedSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)))
    }

    /// Each element of a shared collection, shared with it, in order: for a
    /// list that hands each row its own element.
    ///
    /// ```swift
    /// let todos = Shared<IdentifiedArrayOf<Todo>>(value: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Tea")])
    /// for todo in todos.elements() {   // each a Shared<Todo>
    ///     print(todo.wrappedValue.title)
    /// }
    /// ```
    public func elements<Element: Identifiable & Sendable>() -> [Shared<Element>]
    where Value == IdentifiedArray<Element>, Element.ID: Sendable {
        wrappedValue.ids.compactMap { self[id: $0] }
    }
}
