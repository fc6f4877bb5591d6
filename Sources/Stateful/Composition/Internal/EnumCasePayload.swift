/// Reads an enum value's payload through the case's embedding function
/// (`Path.detail`, `Action.response`), without a case path and without a
/// closure written by the user.
///
/// The value's case and payload are read from its `Mirror`; the payload
/// belongs to the case `embed` makes when it has `embed`'s type and
/// embedding it again gives a value of the same case name. Two cases with
/// the same payload type are therefore told apart by their names.
///
/// Works for cases with one unlabelled payload, of enums that do not
/// customise their reflection (`CustomReflectable`).
package enum EnumCasePayload {
    /// The payload of `value` when `value` is of the case `embed` makes,
    /// else `nil`.
    package static func extract<Enum, Payload>(_ embed: (Payload) -> Enum, from value: Enum) -> Payload? {
        guard let (name, payload) = caseAndPayload(of: value), let payload = payload as? Payload else { return nil }
        return caseName(of: embed(payload)) == name ? payload : nil
    }

    /// ``extract(_:from:)`` with the name of `embed`'s case kept in `memo`,
    /// so that only `value` is reflected once the name is known.
    static func extract<Enum, Payload>(
        _ embed: (Payload) -> Enum, from value: Enum, memo: CaseNameMemo
    ) -> Payload? {
        guard let (name, payload) = caseAndPayload(of: value), let payload = payload as? Payload else { return nil }
        return memo.name(orLearn: { caseName(of: embed(payload)) }) == name ? payload : nil
    }

    /// ``extract(_:from:memo:)`` of a value already reflected
    /// (``reflect(_:)``): one value tried against several cases (the
    /// screens of a path) is reflected once, not once per case.
    static func extract<Enum, Payload>(
        _ embed: (Payload) -> Enum, from reflected: ReflectedCase, memo: CaseNameMemo
    ) -> Payload? {
        guard let payload = reflected.payload as? Payload else { return nil }
        return memo.name(orLearn: { caseName(of: embed(payload)) }) == reflected.name ? payload : nil
    }

    /// Whether `value` is of the case `embed` makes, whatever its payload:
    /// one value (`Action.loaded`), several (`Action.response(id, result)`)
    /// or labelled ones (`Action.moved(from:to:)`).
    package static func matches<Enum, each Payload>(_ embed: (repeat each Payload) -> Enum, _ value: Enum) -> Bool {
        guard let (name, payload) = caseAndPayload(of: value),
              let payload = payload as? (repeat each Payload) else { return false }
        return caseName(of: embed(repeat each payload)) == name
    }

    /// The case and payload of `value`, read once from its `Mirror`, or
    /// `nil` when `value` is not an enum with a payload.
    static func reflect(_ value: Any) -> ReflectedCase? {
        caseAndPayload(of: value).map { ReflectedCase(name: $0.name, payload: $0.payload) }
    }

    /// The case name of `value`, as `detail` for `Path.detail(…)`, or `nil`
    /// when `value` is not an enum with a payload.
    package static func caseName(of value: Any) -> String? {
        caseAndPayload(of: value)?.name
    }

    private static func caseAndPayload(of value: Any) -> (name: String, payload: Any)? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label else { return nil }
        return (name, child.value)
    }
}
