/// The values of shared references at one moment: what a State held in a
/// test store or a transcript showed then, since a State holds its shared
/// values by reference and they may have changed since.
///
/// Made by ``capture(in:)``, which finds every `Shared` a value holds. Code
/// run inside ``reading(_:)`` reads each `Shared` of these references as it
/// was captured, and a change made there (`withLock`) changes only these
/// values: that is how a test store applies an expected change without
/// touching the app's.
package final class SharedValues: @unchecked Sendable {
    // @unchecked Sendable: `entries` is read and written only with `lock` held.
    private let lock = Lock()
    private var entries: [ObjectIdentifier: Entry]

    package struct Entry {
        package let reference: any AnySharedReference
        package var value: Any
    }

    /// The resolution current in this task: the values `Shared` reads and
    /// writes instead of its reference's, when set.
    @TaskLocal package static var current: SharedValues?

    package init() {
        entries = [:]
    }

    private init(entries: [ObjectIdentifier: Entry]) {
        self.entries = entries
    }

    /// The values, now, of every shared reference `value` holds (however
    /// deep), and of the references their values hold. Empty, at no cost,
    /// while this process has made no shared reference.
    package static func capture(in value: Any) -> SharedValues {
        guard SharedReferenceCount.anyMade else { return SharedValues() }
        var finder = SharedReferenceFinder()
        finder.visit(value)
        var entries: [ObjectIdentifier: Entry] = [:]
        for reference in finder.references {
            entries[ObjectIdentifier(reference)] = Entry(reference: reference, value: reference.currentValue)
        }
        return SharedValues(entries: entries)
    }

    /// The references held, in the order they were found.
    package var references: [any AnySharedReference] {
        lock.withLock { entries.values.map(\.reference) }
    }

    /// Whether no reference is held.
    package var isEmpty: Bool { lock.withLock { entries.isEmpty } }

    /// An independent copy: changes to one are not seen by the other.
    package func copy() -> SharedValues {
        SharedValues(entries: lock.withLock { entries })
    }

    /// Makes these values `other`'s from now on (none when `other` is
    /// empty: every `Shared` then reads its reference): code reading two
    /// moments in turn inside ``reading(_:)`` switches between them.
    package func adopt(_ other: SharedValues) {
        let theirs = other === self ? entries : other.lock.withLock { other.entries }
        lock.withLock { entries = theirs }
    }

    /// These values with `other`'s added where these have none.
    package func merging(_ other: SharedValues) -> SharedValues {
        let mine = lock.withLock { entries }
        let theirs = other.lock.withLock { other.entries }
        return SharedValues(entries: mine.merging(theirs) { mine, _ in mine })
    }

    /// Runs `body` with every `Shared` of these references reading (and
    /// changing) these values.
    package func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// The value of `reference` here, if captured.
    package func value(of reference: any AnySharedReference) -> Any? {
        lock.withLock { entries[ObjectIdentifier(reference)]?.value }
    }

    /// The references whose values differ between `self` and `other`, among
    /// those held by both: by `==` when the value is `Equatable`, else by
    /// `differ(lhs, rhs)` (a dump comparison).
    package func references(
        differingFrom other: SharedValues, differ: (Any, Any) -> Bool
    ) -> [any AnySharedReference] {
        let mine = lock.withLock { entries }
        let theirs = other.lock.withLock { other.entries }
        var differing: [any AnySharedReference] = []
        for (id, entry) in mine {
            guard let their = theirs[id] else { continue }
            let equal = entry.reference.valuesAreEqual(entry.value, their.value) ?? !differ(entry.value, their.value)
            if !equal { differing.append(entry.reference) }
        }
        return differing
    }

    // MARK: What Shared asks

    /// The value `access` reads here: from the captured root, or `nil` when
    /// its root was not captured (it is read live then).
    func value<Value>(of access: any SharedAccess<Value>) -> Value? {
        guard let root = value(of: access.reference) else { return nil }
        return access.value(inRoot: root)
    }

    /// Changes the value `access` reaches here, seeding its root with the
    /// live value when it was not captured.
    func update<Value, Result, Failure: Error>(
        _ access: any SharedAccess<Value>, _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        let reference = access.reference
        var root = value(of: reference) ?? reference.currentValue
        let result = try access.update(inRoot: &root, body)
        lock.withLock { entries[ObjectIdentifier(reference)] = Entry(reference: reference, value: root) }
        return result
    }
}

/// What a `Shared` tells code that walks values: its reference, the path
/// to its part, and its value as the current resolution reads it.
package protocol SharedValueHolder {
    /// The reference the value lives in.
    var sharedReference: any AnySharedReference { get }
    /// The steps from the reference's value to this one (none for the root).
    var sharedPath: [SharedPathComponent] { get }
    /// The value, as ``SharedValues/current`` (or the reference) has it.
    var sharedValue: any Sendable { get }
}

/// Finds the shared references a value holds, with `Mirror`.
private struct SharedReferenceFinder {
    var references: [any AnySharedReference] = []
    private var seen: Set<ObjectIdentifier> = []

    mutating func visit(_ value: Any) {
        if let holder = value as? any SharedValueHolder {
            let reference = holder.sharedReference
            guard seen.insert(ObjectIdentifier(reference)).inserted else { return }
            references.append(reference)
            visit(reference.currentValue)
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
        }
        var level: Mirror? = mirror
        while let current = level {
            for child in current.children { visit(child.value) }
            level = current.superclassMirror
        }
    }
}
