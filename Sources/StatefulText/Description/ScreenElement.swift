/// One node of a screen description: what every element (``Text``,
/// ``Button``, ``VStack``…) turns into, and what ``ScreenBuilder`` collects.
///
/// A description is a plain tree of these values, with no generic nesting, so
/// a long screen type-checks quickly. It holds only strings, already in
/// Unicode Normalization Form C; a ``SecureField`` keeps only the masked form
/// of its value.
public struct ScreenElement: Sendable, Hashable, ScreenContent {
    indirect enum Kind: Sendable, Hashable {
        case text(String)
        case textField(label: String, value: String, placeholder: String)
        case secureField(label: String, maskedValue: String, placeholder: String)
        case button(title: String, isEnabled: Bool)
        case toggle(label: String, isOn: Bool)
        case verticalStack(spacing: Int, children: [ScreenElement])
        case horizontalStack(spacing: Int, children: [ScreenElement])
        case divider
        case spacer
        case section(header: String, children: [ScreenElement])
        case list(rows: [[ScreenElement]])
        case progress(title: String)
        case failure(message: String, retryTitle: String)
        case group([ScreenElement])
    }

    let kind: Kind
    /// What a person using this element sends: a control's Command, or a
    /// list row's (on the group that holds the row).
    let control: ControlCommand?

    init(_ kind: Kind, control: ControlCommand? = nil) {
        self.kind = kind
        self.control = control
    }

    /// The element itself.
    public var body: [ScreenElement] { return [self] }
}
