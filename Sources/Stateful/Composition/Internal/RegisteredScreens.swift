/// Each ``PathElement`` type's ``PathElement/screens``, evaluated once per
/// process: the list is registered once (its documentation says so), and
/// building it anew for every Command and Action (an array, and the closures
/// of each entry) cost more than the work routed through it. Keeping the
/// entries also keeps their ``CaseMemo``s, so that each case is resolved
/// once.
@usableFromInline
enum RegisteredScreens {
    /// One element type's list, boxed so that it is found without a dynamic cast.
    private final class Screens<Element: PathElement>: Sendable {
        let list: [PathScreen<Element>]

        init(_ list: [PathScreen<Element>]) {
            self.list = list
        }
    }

    /// The lists evaluated so far, by `PathElement` type: each a `Screens<Element>`
    /// of the type it is keyed by.
    private static let lists = Protected<[ObjectIdentifier: AnyObject]>([:])

    /// `Element.screens`, evaluated on the first call for `Element`.
    @usableFromInline
    static func of<Element: PathElement>(_ element: Element.Type) -> [PathScreen<Element>] {
        let key = ObjectIdentifier(Element.self)
        if let known = lists.withLock({ $0[key] }) {
            // Keyed by `Element`'s identity: the box is a `Screens<Element>`.
            return unsafeDowncast(known, to: Screens<Element>.self).list
        }
        // Evaluated outside the lock: `screens` is the user's code. Two
        // threads evaluating it at once store equal lists; the first stays.
        let screens = Screens(Element.screens)
        let kept = lists.withLock { lists in
            if let known = lists[key] { return known }
            lists[key] = screens
            return screens
        }
        return unsafeDowncast(kept, to: Screens<Element>.self).list
    }
}
