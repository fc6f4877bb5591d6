/// The error ``CommandContext/forward(_:to:state:action:effect:)`` throws when
/// a Command is forwarded to a child screen the parent's State does not hold:
/// it was dismissed, or never shown.
///
/// It reaches the parent store's `errorEffect`, like any error of a
/// Command's work, so a script or a test sees which Command went nowhere.
public struct ChildNotPresented: Error, Sendable, Hashable, CustomStringConvertible {
    /// The child's logic type, as `Payment`.
    public let child: String

    /// Whether the forward that threw it already reported the missing child
    /// to the running test, so that a store with no error Effect does not
    /// fail the test a second time for it. Not part of equality.
    let wasReported: Bool

    /// Creates the error for the child whose logic type is named `child`.
    public init(child: String) {
        self.init(child: child, wasReported: false)
    }

    init(child: String, wasReported: Bool) {
        self.child = child
        self.wasReported = wasReported
    }

    /// The error for a child of logic type `child` the State does not hold.
    /// Not inlined into the forwards that throw it: a missing child is the
    /// rare path, and its name is made by reflection.
    @usableFromInline
    static func missing(_ child: Any.Type) -> ChildNotPresented {
        ChildNotPresented(child: TypeName.full(child))
    }

    /// The error for the child `id` of logic type `child` the State does not
    /// hold, once reported as a mistake at the forward's call (see
    /// ``CommandContext/forward(_:to:id:state:action:effect:fileID:filePath:line:column:)``).
    @usableFromInline
    static func reportedMissing(
        _ child: Any.Type, id: some Hashable & Sendable,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> ChildNotPresented {
        reported(
            "\(TypeName.full(child)) \(id)", missingAs: "popped, or never pushed",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reports a Command forwarded to the child `name`, which is not there
    /// (`missingAs` says how it can be missing), as a mistake at the
    /// forward's call; returns the error the forward throws.
    static func reported(
        _ name: String, missingAs: String,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> ChildNotPresented {
        IssueReporter.report(ReportedIssue(
            "a Command was forwarded to \(name), which is not there (\(missingAs)): it did not run",
            fileID: fileID, filePath: filePath, line: line, column: column))
        return ChildNotPresented(child: name, wasReported: true)
    }

    /// Whether both name the same child.
    public static func == (lhs: ChildNotPresented, rhs: ChildNotPresented) -> Bool {
        lhs.child == rhs.child
    }

    /// Hashes the child's name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(child)
    }

    /// `no Payment screen is presented: the Command was not forwarded`.
    public var description: String {
        "no \(child) screen is presented: the Command was not forwarded"
    }
}

extension ChildNotPresented: CustomReflectable {
    /// The child alone, as dumps and transcripts show the error.
    public var customMirror: Mirror {
        Mirror(self, children: ["child": child])
    }
}
