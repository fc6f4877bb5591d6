extension ScreenElement {
    /// The element with `transform` applied to every text it draws: texts,
    /// labels, field values and placeholders, titles, messages. Structure,
    /// flags and a secure field's mask are kept.
    func mappingText(_ transform: (String) -> String) -> ScreenElement {
        ScreenElement(mappingKindText(transform), control: control)
    }

    private func mappingKindText(_ transform: (String) -> String) -> Kind {
        func children(_ elements: [ScreenElement]) -> [ScreenElement] {
            elements.map { $0.mappingText(transform) }
        }
        switch kind {
        case .text(let text):
            return .text(transform(text))
        case let .textField(label, value, placeholder):
            return .textField(label: transform(label), value: transform(value), placeholder: transform(placeholder))
        case let .secureField(label, maskedValue, placeholder):
            return .secureField(label: transform(label), maskedValue: maskedValue, placeholder: transform(placeholder))
        case let .button(title, isEnabled):
            return .button(title: transform(title), isEnabled: isEnabled)
        case let .toggle(label, isOn):
            return .toggle(label: transform(label), isOn: isOn)
        case let .verticalStack(spacing, elements):
            return .verticalStack(spacing: spacing, children: children(elements))
        case let .horizontalStack(spacing, elements):
            return .horizontalStack(spacing: spacing, children: children(elements))
        case .divider, .spacer:
            return kind
        case let .section(header, elements):
            return .section(header: transform(header), children: children(elements))
        case .list(let rows):
            return .list(rows: rows.map(children))
        case .progress(let title):
            return .progress(title: transform(title))
        case let .failure(message, retryTitle):
            return .failure(message: transform(message), retryTitle: transform(retryTitle))
        case .group(let elements):
            return .group(children(elements))
        }
    }
}

extension Screen {
    /// The screen with `transform` applied to every text it draws (title,
    /// back button, every element's texts) before anything is laid out, so
    /// what `transform` does is never undone or split by wrapping and
    /// truncation.
    ///
    /// A tool masks secrets this way, where they are drawn:
    ///
    /// ```swift
    /// let screen = ProfileScreen(state: .completed(ProfileContent(name: "Ada", pin: "4711"))).screen
    /// let secrets = ["4711"]
    /// let drawn = try screen.mappingText { text in
    ///     secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "****") }
    /// }.render(width: .compact)
    /// ```
    public func mappingText(_ transform: (String) -> String) -> Screen {
        var copy = self
        copy.title = transform(title)
        copy.backTitle = transform(backTitle)
        copy.elements = elements.map { $0.mappingText(transform) }
        return copy
    }
}

extension PresentedScreen {
    /// The presented screen with `transform` applied to every text it draws:
    /// the screen's and the sheet's (see ``Screen/mappingText(_:)``), the
    /// progress HUD's title, and the alert's and the dialog's title, message
    /// and button titles. Buttons keep their roles and Commands.
    public func mappingText(_ transform: (String) -> String) -> PresentedScreen {
        PresentedScreen(
            screen: screen.mappingText(transform),
            progress: progress.map { ProgressHUD(transform($0.title)) },
            alert: alert.map {
                Alert(title: transform($0.title), message: transform($0.message),
                      buttons: $0.buttons.map { $0.mappingTitle(transform) })
            },
            dialog: dialog.map {
                ConfirmationDialog(title: transform($0.title), message: transform($0.message),
                                   buttons: $0.buttons.map { $0.mappingTitle(transform) })
            },
            sheet: sheet.map { $0.mappingText(transform) })
    }
}
