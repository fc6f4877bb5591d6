/// An enum value's case name and payload, as ``EnumCasePayload/reflect(_:)``
/// read them.
struct ReflectedCase {
    /// The case's name: `detail` for `Path.detail(…)`.
    let name: String
    /// The case's payload.
    let payload: Any
}
