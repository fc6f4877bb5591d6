/// How a flow names a control on the screen: by the label a person reads
/// (`"Continue"`), and, when two controls share it, by the section it is in
/// (`"Delete" in "Archived"`).
public struct ControlReference: Sendable, Hashable, CustomStringConvertible {
    /// The label: a button's title, a field's or toggle's label, or any text
    /// of a list row.
    public var label: String
    /// The header of the section the control is in; `nil` for any section.
    public var section: String?

    /// Creates a reference to the control labelled `label`, in the section
    /// headed `section` when one is given.
    public init(_ label: String, in section: String? = nil) {
        self.label = label
        self.section = section
    }

    /// `"Delete"`, or `"Delete" in "Archived"`, as a flow writes it.
    public var description: String {
        ScriptLiteral.quoted(label) + (section.map { " in " + ScriptLiteral.quoted($0) } ?? "")
    }
}
