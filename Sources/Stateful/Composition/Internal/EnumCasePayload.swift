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
@usableFromInline
package enum EnumCasePayload: Sendable {
    /// The payload of `value` when `value` is of the case `embed` makes,
    /// else `nil`.
    package static func extract<Enum, Payload>(_ embed: (Payload) -> Enum, from value: Enum) -> Payload? {
        guard let (name, payload) = caseAndPayload(of: value), let payload = payload as? Payload else { return nil }
        return caseName(of: embed(payload)) == name ? payload : nil
    }

    /// ``extract(_:from:)`` with what `embed` makes kept in `memo`: once a
    /// case tag of `Enum` was resolved, a value of that tag is read without
    /// `Mirror` (see ``CaseMemo``, ``EnumCaseLayout``).
    ///
    /// Inlinable, as the registry's closures that call it are (see
    /// `PathScreen.screen`): specialised for the path's types where they are
    /// registered, a read makes no generic type at run time.
    @inlinable
    static func extract<Enum, Payload>(
        _ embed: (Payload) -> Enum, from value: Enum, memo: CaseMemo
    ) -> Payload? {
        guard let layout = EnumCaseLayout(of: Enum.self) else { return reflectedPayload(embed, from: value, memo: memo) }
        let tag = layout.tag(of: value)
        switch memo.resolution(of: tag) {
        case .otherCase?:
            return nil
        case .projected?:
            return layout.payload(of: value, tag: tag, as: Payload.self)
        case .reflected?:
            return reflectedPayload(embed, from: value, memo: memo)
        case nil:
            return resolve(embed, from: value, layout: layout, tag: tag, memo: memo)
        }
    }

    /// The first value of `tag` read by ``extract(_:from:memo:)``: resolved
    /// by `Mirror`, and what it resolved to kept in `memo`.
    @usableFromInline
    static func resolve<Enum, Payload>(
        _ embed: (Payload) -> Enum, from value: Enum, layout: EnumCaseLayout, tag: UInt32, memo: CaseMemo
    ) -> Payload? {
        let payload = reflectedPayload(embed, from: value, memo: memo)
        let resolution: CaseMemo.Resolution =
            if let payload { layout.projects(value, tag: tag, to: payload) ? .projected : .reflected } else { .otherCase }
        memo.remember(resolution, for: tag)
        return payload
    }

    /// The payload of `value` read by `Mirror`, when `value` is of `embed`'s
    /// case (whose name `memo` keeps).
    @usableFromInline
    static func reflectedPayload<Enum, Payload>(
        _ embed: (Payload) -> Enum, from value: Enum, memo: CaseMemo
    ) -> Payload? {
        guard let (name, payload) = caseAndPayload(of: value), let payload = payload as? Payload else { return nil }
        return memo.name(orLearn: { caseName(of: embed(payload)) }) == name ? payload : nil
    }

    /// Whether `value` is of the case `embed` makes, whatever its payload:
    /// one value (`Action.loaded`), several (`Action.response(id, result)`)
    /// or labelled ones (`Action.moved(from:to:)`).
    package static func matches<Enum, each Payload>(_ embed: (repeat each Payload) -> Enum, _ value: Enum) -> Bool {
        guard let (name, payload) = caseAndPayload(of: value),
              let payload = payload as? (repeat each Payload) else { return false }
        return caseName(of: embed(repeat each payload)) == name
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
