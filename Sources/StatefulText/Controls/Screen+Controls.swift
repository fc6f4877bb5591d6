extension Screen {
    /// The controls on the screen, in the order they are drawn (see
    /// ``ScreenControl``).
    public var controls: [ScreenControl] {
        var found: [ScreenControl] = []
        for element in elements {
            element.collectControls(section: nil, into: &found)
        }
        return found
    }
}

extension PresentedScreen {
    /// The controls a person can reach under the overlays: those of the
    /// sheet when one is shown, or else of the screen. Alert and dialog
    /// buttons are not among them (see ``ScreenHost/tap(_:)``).
    public var controls: [ScreenControl] {
        (sheet ?? screen).controls
    }
}

extension ScreenElement {
    fileprivate func collectControls(section: String?, into found: inout [ScreenControl]) {
        switch kind {
        case .text, .divider, .spacer, .progress, .failure:
            break
        case let .textField(label, value, placeholder):
            found.append(ScreenControl(
                kind: .textField, label: label, texts: Self.fieldTexts(label, value: value, placeholder: placeholder),
                section: section, command: control))
        case let .secureField(label, maskedValue, placeholder):
            found.append(ScreenControl(
                kind: .secureField, label: label, texts: Self.fieldTexts(label, value: maskedValue, placeholder: placeholder),
                section: section, command: control))
        case let .button(title, isEnabled):
            found.append(ScreenControl(kind: .button, label: title, isEnabled: isEnabled, section: section, command: control))
        case let .toggle(label, isOn):
            found.append(ScreenControl(kind: .toggle, label: label, isOn: isOn, section: section, command: control))
        case let .verticalStack(_, children), let .horizontalStack(_, children):
            for child in children { child.collectControls(section: section, into: &found) }
        case let .section(header, children):
            for child in children { child.collectControls(section: header, into: &found) }
        case .list(let rows):
            for row in rows {
                // A row given a Command is one group holding the row's elements.
                let rowCommand = row.count == 1 ? row[0].control : nil
                let texts = row.flatMap(\.readableTexts)
                found.append(ScreenControl(
                    kind: .row, label: texts.first ?? "", texts: texts, section: section, command: rowCommand))
                for element in row { element.collectControls(section: section, into: &found) }
            }
        case .group(let children):
            for child in children { child.collectControls(section: section, into: &found) }
        }
    }

    /// What a person reads a field by: its label, or, for a field without
    /// one, the placeholder it shows while empty.
    private static func fieldTexts(_ label: String, value: String, placeholder: String) -> [String] {
        if !label.isEmpty { return [label] }
        return value.isEmpty && !placeholder.isEmpty ? [placeholder] : []
    }

    /// The plain texts the element shows (not its controls' labels).
    private var readableTexts: [String] {
        switch kind {
        case .text(let text): [text]
        case let .verticalStack(_, children), let .horizontalStack(_, children), let .group(children):
            children.flatMap(\.readableTexts)
        default: []
        }
    }
}
