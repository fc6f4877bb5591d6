/// How reports name an optional slot of a parent's State: its key path with
/// the root type named in full, as `\SheetHost.State.search` (Swift writes
/// `\State.search`), or the slot's parent State type when the key path is
/// not written that way.
enum SlotName {
    /// The name of `slot`, whose root is `Root`.
    static func of<Root>(_ slot: PartialKeyPath<Root>) -> String {
        let written = String(describing: slot)
        let root = "\\\(String(describing: Root.self))."
        guard written.hasPrefix(root), !written.contains("(unknown context") else {
            return "a slot of \(TypeName.full(Root.self))"
        }
        return "\\\(TypeName.full(Root.self)).\(written.dropFirst(root.count))"
    }
}
