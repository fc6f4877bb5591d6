import Synchronization

/// Each ``PathElement`` type's ``PathElement/screens``, evaluated once per
/// process: the list is registered once (its documentation says so), and
/// building it anew for every Command and Action (an array, and the closures
/// of each entry) cost more than the work routed through it. Keeping the
/// entries also keeps their ``CaseNameMemo``s, so that each case name is
/// reflected once.
enum RegisteredScreens {
    /// The lists evaluated so far, by `PathElement` type.
    private static let lists = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// `Element.screens`, evaluated on the first call for `Element`.
    static func of<Element: PathElement>(_ element: Element.Type) -> [PathScreen<Element>] {
        let key = ObjectIdentifier(Element.self)
        if let known = lists.withLock({ $0[key] }) as? [PathScreen<Element>] { return known }
        // Evaluated outside the lock: `screens` is the user's code. Two
        // threads evaluating it at once store equal lists; the first stays.
        let screens = Element.screens
        return lists.withLock { lists in
            if let known = lists[key] as? [PathScreen<Element>] { return known }
            lists[key] = screens
            return screens
        }
    }
}
