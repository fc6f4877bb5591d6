/// How errors, dumps and transcripts name a type: in full, nested types with
/// their enclosing types (`AmountEntry.Command`, not `Command`), without the
/// module (`ViewState<ProfileContent, Never>`, not
/// `Stateful.ViewState<App.ProfileContent, Swift.Never>`), and without the
/// markers and addresses of private contexts, which differ between runs.
package enum TypeName {
    /// The name of `type`, in full and without module prefixes.
    ///
    /// Made once per type and kept: a type's name is read by reflection and
    /// a scan of its text, which costs far more than the lookup.
    package static func full(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }) { return known }
        // Made outside the lock; two threads making the same name store equal texts.
        let name = withoutModules(String(reflecting: type))
        names.withLock { $0[key] = name }
        return name
    }

    /// The names made so far, by type. A process names few types (those of
    /// its features' States, Commands, Actions and Effects, and their
    /// parts), and a type's metadata, and so its identifier, lives as long as
    /// the process.
    private static let names = Protected<[ObjectIdentifier: String]>([:])

    /// `text`, a type's name as `String(reflecting:)` writes it, with the
    /// first component of every dotted path (its module) removed. A private
    /// or local type is named from its `(unknown context at $…)` marker on:
    /// what comes before the marker (the module, the function's type) is
    /// dropped with it.
    package static func withoutModules(_ text: String) -> String {
        var result = ""
        var path: [Substring] = []
        var component = Substring()
        var rest = Substring(text)
        /// Whether the path being read starts after a context marker, so has
        /// no module to drop.
        var afterMarker = false

        func endComponent() {
            path.append(component)
            component = Substring()
        }
        func endPath() {
            guard !component.isEmpty || !path.isEmpty else { return }
            endComponent()
            let kept = path.count > 1 && !afterMarker ? path.dropFirst() : path[...]
            result += kept.filter { !$0.isEmpty }.joined(separator: ".")
            path.removeAll()
            afterMarker = false
        }

        while let character = rest.first {
            if character == "(", rest.hasPrefix("(unknown context at $") {
                // A private or local context: nothing that names it is kept.
                if let close = rest.firstIndex(of: ")") {
                    rest = rest[rest.index(after: close)...]
                    if rest.first == "." { rest = rest.dropFirst() }
                    path.removeAll()
                    component = Substring()
                    afterMarker = true
                    continue
                }
            }
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                if component.isEmpty {
                    component = rest.prefix(1)
                } else {
                    component = text[component.startIndex..<rest.index(after: rest.startIndex)]
                }
                rest = rest.dropFirst()
            } else if character == ".", !component.isEmpty {
                endComponent()
                rest = rest.dropFirst()
            } else {
                endPath()
                result.append(character)
                rest = rest.dropFirst()
            }
        }
        endPath()
        return result
    }
}
