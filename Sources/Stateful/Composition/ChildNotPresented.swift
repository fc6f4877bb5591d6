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
