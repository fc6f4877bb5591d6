/// An enum value tried against several cases (a Command or an Action against
/// the screens of a path): each case reads it through its ``CaseMemo``, by
/// its tag once the tag is known, so the value is reflected only where a
/// case name is wanted (a message).
struct ReflectedCase {
    /// The value.
    let value: Any

    /// The case's name, read by reflection: `detail` for `Path.detail(…)`;
    /// `nil` when the value is not an enum with a payload.
    var name: String? {
        EnumCasePayload.caseName(of: value)
    }
}
