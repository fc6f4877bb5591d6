/// The error ``CommandContext/forward(_:to:state:action:effect:)`` throws when
/// a Command is forwarded to a child screen the parent's State does not hold:
/// it was dismissed, or never shown.
///
/// It reaches the parent store's `errorEffect`, like any error of a
/// Command's work, so a script or a test sees which Command went nowhere.
public struct ChildNotPresented: Error, Sendable, Hashable, CustomStringConvertible {
    /// The child's logic type, as `Payment`.
    public let child: String

    /// Creates the error for the child whose logic type is named `child`.
    public init(child: String) {
        self.child = child
    }

    /// `no Payment screen is presented: the Command was not forwarded`.
    public var description: String {
        "no \(child) screen is presented: the Command was not forwarded"
    }
}
