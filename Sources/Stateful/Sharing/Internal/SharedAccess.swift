/// How a ``Shared`` reaches its value: its root reference, and the steps
/// from the root's value to its own (none for the root itself).
package protocol SharedAccess<Value>: Sendable {
    associatedtype Value: Sendable

    /// The reference the value lives in.
    var reference: any AnySharedReference { get }
    /// The steps from the reference's value to this one.
    var path: [SharedPathComponent] { get }
    /// The value now, an Observation read registered.
    func read() -> Value
    /// This value in `root`, a value of the reference (from a snapshot);
    /// `nil` when the part is not there.
    func value(inRoot root: Any) -> Value?
    /// Changes the value now, for every holder.
    func update<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result
    /// Changes this value inside `root`, a value of the reference; `nil`
    /// when the part is not there (nothing changed).
    func update<Result, Failure: Error>(
        inRoot root: inout Any, _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result?
}

/// The access of a reference's whole value.
struct SharedRootAccess<Root: Sendable>: SharedAccess {
    let root: SharedReference<Root>

    var reference: any AnySharedReference { root }
    var path: [SharedPathComponent] { [] }

    func read() -> Root { root.observedValue }

    func value(inRoot value: Any) -> Root? { value as? Root }

    func update<Result, Failure: Error>(_ body: (inout Root) throws(Failure) -> Result) throws(Failure) -> Result {
        try root.update(body)
    }

    func update<Result, Failure: Error>(
        inRoot value: inout Any, _ body: (inout Root) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard var typed = value as? Root else { return nil }
        let result = try body(&typed)
        value = typed
        return result
    }
}

/// The access of a part of another shared value: `$cart.lines`,
/// `$syncUps[id: id]`.
struct SharedPartAccess<Parent: Sendable, Value: Sendable>: SharedAccess {
    let parent: any SharedAccess<Parent>
    let component: SharedPathComponent
    /// The part, or `nil` when it is not there (an element removed).
    let get: @Sendable (Parent) -> Value?
    /// Replaces the part; `false` when it is not there.
    let set: @Sendable (inout Parent, Value) -> Bool
    /// The part as last read, what a read returns once it is gone.
    let last: Protected<Value>
    /// Where the part was made, where a change to a part that is gone is reported.
    let site: SharedSite

    var reference: any AnySharedReference { parent.reference }
    var path: [SharedPathComponent] { parent.path + [component] }

    func read() -> Value {
        guard let value = get(parent.read()) else { return last.withLock { $0 } }
        last.withLock { $0 = value }
        return value
    }

    func value(inRoot root: Any) -> Value? {
        parent.value(inRoot: root).flatMap(get)
    }

    func update<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = parent.update { parentValue in
            guard var part = get(parentValue) else {
                var stale = last.withLock { $0 }
                reportGone()
                return Swift.Result { () throws(Failure) -> Result in try body(&stale) }
            }
            let outcome = Swift.Result { () throws(Failure) -> Result in try body(&part) }
            if set(&parentValue, part) {
                last.withLock { $0 = part }
            } else {
                reportGone()
            }
            return outcome
        }
        return try outcome.get()
    }

    func update<Result, Failure: Error>(
        inRoot root: inout Any, _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        let outcome: Swift.Result<Result, Failure>?? = parent.update(inRoot: &root) { parentValue in
            guard var part = get(parentValue) else { return nil }
            let outcome = Swift.Result { () throws(Failure) -> Result in try body(&part) }
            _ = set(&parentValue, part)
            return outcome
        }
        guard let found = outcome, let outcome = found else { return nil }
        return try outcome.get()
    }

    private func reportGone() {
        let where_ = reference.name ?? "the shared value"
        IssueReporter.report(site.issue(
            "A change to \(where_)\(SharedPathText.text(of: path)) was not made: that part is no longer there "
                + "(its element was removed, or the change gave it another id)."))
    }
}

/// The text of a path in messages of the core, which cannot dump an id:
/// `.lines[id: …]`.
enum SharedPathText {
    static func text(of path: [SharedPathComponent]) -> String {
        path.map { component in
            switch component {
            case .property(_, let name): name
            case .id(let id): "[id: \(id)]"
            }
        }.joined()
    }
}
