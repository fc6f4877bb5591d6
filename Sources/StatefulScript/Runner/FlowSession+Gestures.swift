import Stateful
import StatefulText

extension FlowSession {
    /// Does what a person does with a control (see ``Gesture``): finds it on
    /// the screen shown now, and sends exactly the Command the screen gave it.
    func perform(_ gesture: Gesture, background: Bool) async throws(StepError) {
        protectTypedText(of: gesture)
        let command: Store.Command?
        if session.host.alert != nil || session.host.dialog != nil {
            command = try commandOnOverlay(for: gesture)
        } else {
            command = try commandOnScreen(for: gesture)
        }
        guard let command else { return }
        // Written and masked only for a transcript that records it.
        if recorder.isRecording { recorder.gestureForNextCommand(masker.mask(gesture.description)) }
        send(command)
        if background {
            await settleStartedWork()
        } else {
            try await finishSentCommand()
        }
    }

    /// Makes the text of a `type` a secret before anything is sent or shown
    /// when it goes into a secure field, or may have been meant for one: no
    /// field takes it and a secure field is on the screen (its label
    /// mistyped, say). A secure field's secrecy comes from its declaration,
    /// so what is typed into it is masked in every output from here on.
    private func protectTypedText(of gesture: Gesture) {
        guard case let .type(text, reference) = gesture else { return }
        let controls = session.host.presented.controls
        let fields = controls.filter {
            ($0.kind == .textField || $0.kind == .secureField) && $0.matches(label: reference.label)
                && (reference.section == nil || $0.section == reference.section)
        }
        let intoSecureField = fields.contains { $0.kind == .secureField }
            || (fields.isEmpty && controls.contains { $0.kind == .secureField })
        guard intoSecureField, !text.isEmpty else { return }
        var secret = SecretMasker()
        secret.add(text)
        addSecrets(secret)
    }

    /// An alert or a confirmation dialog covers the screen: only its buttons
    /// can be tapped.
    private func commandOnOverlay(for gesture: Gesture) throws(StepError) -> Store.Command? {
        let host = session.host
        let overlay = host.alert.map { "the alert " + quoted($0.title) }
            ?? "the confirmation dialog" + (host.dialog.map { $0.title.isEmpty ? "" : " " + quoted($0.title) } ?? "")
        guard case .tap(let control) = gesture else {
            throw StepError(message: "\(overlay) covers the screen: tap one of its buttons first; "
                + "the screen shows:\n" + shownScreen())
        }
        return try tap(control.label)
    }

    private func commandOnScreen(for gesture: Gesture) throws(StepError) -> Store.Command? {
        let reference = gesture.control
        let controls = session.host.presented.controls
        let labelled = controls.filter { $0.matches(label: reference.label) }
        let candidates = labelled.filter { reference.section == nil || $0.section == reference.section }
        let kinds = Self.kinds(for: gesture)
        let usable = candidates.filter { kinds.contains($0.kind) }
        guard let control = usable.first else {
            throw StepError(message: absence(of: reference, for: gesture, labelled: labelled, candidates: candidates, in: controls))
        }
        guard usable.count == 1 else {
            let sections = usable.map { $0.section.map(quoted) ?? "no section" }
            var message = "\(usable.count) controls on the screen are labelled \(quoted(reference.label)) (in "
                + sections.joined(separator: ", ") + ")"
            if Set(usable.map(\.section)).count == usable.count, let section = usable.compactMap(\.section).first {
                message += ": say which with its section, such as `\(gestureKeyword(gesture)) "
                    + "\(ControlReference(reference.label, in: section))`"
            } else {
                message += ": they cannot be told apart by their sections; give them different labels or sections"
            }
            throw StepError(message: masker.mask(message) + "; the screen shows:\n" + shownScreen())
        }
        // Named only for a message.
        var name: String { "the \(control.kind.spokenName) \(quoted(control.label))" }
        guard control.isEnabled else {
            throw StepError(message: "\(name) is disabled: a person cannot tap it; the screen shows:\n" + shownScreen())
        }
        guard let controlCommand = control.command else {
            throw StepError(message: "\(name) sends no Command: give it the Command it sends where the screen "
                + "is described (\(Self.declaration(of: control.kind)))")
        }
        let made: (any Sendable)?
        switch gesture {
        case .tap: made = controlCommand.fixedCommand
        case .type(let text, _): made = controlCommand.command(text: text)
        case .toggle: made = controlCommand.command(isOn: !(control.isOn ?? false))
        }
        guard let made, let command = made as? Store.Command else {
            throw StepError(message: "\(name) sends a \(controlCommand.commandTypeName), not a "
                + "\(TypeName.full(Store.Command.self)): the feature must give its controls Commands of its store's type")
        }
        return command
    }

    /// Why no control fits the gesture: none has the label (with the closest
    /// label), none in that section, or those that have it are another kind.
    private func absence(
        of reference: ControlReference, for gesture: Gesture, labelled: [ScreenControl],
        candidates: [ScreenControl], in controls: [ScreenControl]
    ) -> String {
        var message: String
        if labelled.isEmpty {
            message = "no control labelled \(quoted(reference.label)) is on the screen"
            // The closest label of a control the gesture uses (a field for
            // `type into`), else of any control.
            let kinds = Self.kinds(for: gesture)
            let fitting = controls.filter { kinds.contains($0.kind) }.flatMap(\.texts)
            if let closest = Suggestion.closest(to: reference.label, in: fitting)
                ?? Suggestion.closest(to: reference.label, in: controls.flatMap(\.texts)) {
                message += " (did you mean \(quoted(closest))?)"
            }
        } else if candidates.isEmpty, let section = reference.section {
            let sections = labelled.map { $0.section.map(quoted) ?? "no section" }
            message = "no control labelled \(quoted(reference.label)) is in the section \(quoted(section)); "
                + "those labelled so are in " + sections.joined(separator: ", ")
        } else {
            let found = candidates[0]
            message = "\(quoted(reference.label)) is a \(found.kind.spokenName), which a person does not "
                + "\(gestureKeyword(gesture)): \(Self.useOf(found.kind, label: found.label))"
        }
        return message + "; the screen shows:\n" + shownScreen()
    }

    /// The kinds of control `gesture` uses.
    private static func kinds(for gesture: Gesture) -> Set<ScreenControl.Kind> {
        switch gesture {
        case .tap: [.button, .row]
        case .type: [.textField, .secureField]
        case .toggle: [.toggle]
        }
    }

    private func gestureKeyword(_ gesture: Gesture) -> String {
        switch gesture {
        case .tap: "tap"
        case .type: "type into"
        case .toggle: "toggle"
        }
    }

    private static func useOf(_ kind: ScreenControl.Kind, label: String) -> String {
        let label = ScriptLiteral.quoted(label)
        switch kind {
        case .button, .row: return "write `tap \(label)`"
        case .textField, .secureField: return "write `type \"…\" into \(label)`"
        case .toggle: return "write `toggle \(label)`"
        }
    }

    private static func declaration(of kind: ScreenControl.Kind) -> String {
        switch kind {
        case .button: "`Button(_:isEnabled:command:)`"
        case .row: "`List(_:rowCommand:row:)`"
        case .textField: "`TextField(_:text:placeholder:onChange:)`"
        case .secureField: "`SecureField(_:text:placeholder:onChange:)`"
        case .toggle: "`Toggle(_:isOn:command:)`"
        }
    }

    /// A label or title as a message quotes it, its secrets masked.
    private func quoted(_ text: String) -> String {
        ScriptLiteral.quoted(masker.mask(text))
    }

    /// The screen shown now, drawn as the flow draws it, without the
    /// newline that ends it (the step's echo follows on the next line).
    private func shownScreen() -> String {
        var text = (try? render(.screen(width: nil))) ?? outline
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
