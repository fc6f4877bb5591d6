/// Draws a ``Presentation``'s overlays as boxes, and lists them in outlines.
enum OverlayLayout {
    /// A drawn overlay: its rows, and where it goes on the screen's body.
    struct Box {
        enum Placement {
            /// Centred, over the middle of the body.
            case middle
            /// As wide as the body, over its last rows.
            case bottom
        }

        var rows: [String]
        var placement: Placement
    }

    /// The overlay boxes, bottom first, for a body `width` columns wide:
    /// the HUD, the dialog, the alert.
    static func boxes(for presentation: Presentation, width: Int) -> [Box] {
        var boxes: [Box] = []
        if let progress = presentation.progress {
            boxes.append(Box(rows: ScreenLayout.box(progressLines(progress, width: width - 4)), placement: .middle))
        }
        if let dialog = presentation.dialog {
            boxes.append(Box(rows: ScreenLayout.box(dialogLines(dialog, width: width - 4)), placement: .bottom))
        }
        if let alert = presentation.alert {
            boxes.append(Box(rows: ScreenLayout.box(alertLines(alert, width: width - 4)), placement: .middle))
        }
        return boxes
    }

    /// One outline line per overlay, bottom first.
    static func outlineLines(for presentation: Presentation) -> [String] {
        let quoted = { (text: String) in DisplayText.quoted(CanonicalComposition.nfc(text)) }
        var lines: [String] = []
        if let progress = presentation.progress {
            let title = CanonicalComposition.nfc(progress.title)
            lines.append("progressHUD" + (title.isEmpty ? "" : " " + DisplayText.quoted(title)))
        }
        if let dialog = presentation.dialog {
            lines.append(
                "dialog" + (dialog.title.isEmpty ? "" : " " + quoted(dialog.title))
                    + (dialog.message.isEmpty ? "" : " message " + quoted(dialog.message))
                    + buttonsOutline(dialog.buttons))
        }
        if let alert = presentation.alert {
            // An alert made without a message has none (as a dialog's).
            lines.append("alert " + quoted(alert.title) + (alert.message.isEmpty ? "" : " message " + quoted(alert.message))
                + buttonsOutline(alert.buttons))
        }
        return lines
    }

    /// ` button "Save" button "Discard" destructive …`, in drawing order.
    private static func buttonsOutline(_ buttons: [AlertButton]) -> String {
        AlertButton.drawingOrder(buttons).map { button in
            " button " + DisplayText.quoted(CanonicalComposition.nfc(button.title))
                + (button.role.map { " " + $0.rawValue } ?? "")
        }.joined()
    }

    private static func progressLines(_ progress: ProgressHUD, width: Int) -> [String] {
        let element = ProgressView(progress.title).body
        return ScreenLayout.lines(element, width: width)
    }

    /// Each button on a line of its own, in drawing order.
    private static func buttonLines(_ buttons: [AlertButton], width: Int) -> [[String]] {
        AlertButton.drawingOrder(buttons).map {
            ScreenLayout.lines(Button(CanonicalComposition.nfc($0.title)).body, width: width)
        }
    }

    private static func alertLines(_ alert: Alert, width: Int) -> [String] {
        let title = DisplayText.escaped(CanonicalComposition.nfc(alert.title))
        let message = DisplayText.escaped(CanonicalComposition.nfc(alert.message), keepingNewlines: true)
        let buttons = buttonLines(alert.buttons, width: width).flatMap { $0 }
        let natural = ([DisplayWidth.of(title)]
            + message.split(separator: "\n").map { DisplayWidth.of($0) }
            + buttons.map(DisplayWidth.of)).max() ?? 0
        let inner = min(width, max(natural, 16))
        let rightAligned = buttons.map { String.repeatedASCII(UInt8(ascii: " "), count: max(inner - DisplayWidth.of($0), 0)) + $0 }
        // An alert made without a message draws none: the title, a blank line, the buttons.
        let messageLines = message.isEmpty ? [] : DisplayText.wrapped(message, width: inner) + [""]
        return DisplayText.wrapped(title, width: inner) + [""] + messageLines + rightAligned
    }

    /// An action sheet as wide as the body: the title and message centred,
    /// a blank line, then the buttons centred, a blank line before the
    /// cancel buttons.
    private static func dialogLines(_ dialog: ConfirmationDialog, width: Int) -> [String] {
        func centred(_ line: String) -> String {
            String.repeatedASCII(UInt8(ascii: " "), count: max((width - DisplayWidth.of(line)) / 2, 0)) + line
        }
        var lines: [String] = []
        let title = DisplayText.escaped(CanonicalComposition.nfc(dialog.title))
        let message = DisplayText.escaped(CanonicalComposition.nfc(dialog.message), keepingNewlines: true)
        if !title.isEmpty { lines += DisplayText.wrapped(title, width: width).map(centred) }
        if !message.isEmpty { lines += DisplayText.wrapped(message, width: width).map(centred) }
        if !lines.isEmpty { lines.append("") }
        let ordered = AlertButton.drawingOrder(dialog.buttons)
        let drawn = buttonLines(dialog.buttons, width: width)
        for (index, button) in ordered.enumerated() {
            if button.role == .cancel, index > 0, ordered[index - 1].role != .cancel { lines.append("") }
            lines += drawn[index].map(centred)
        }
        if lines.isEmpty { lines = [""] }
        // As wide as the body, whatever its texts.
        lines[0] = DisplayText.padded(lines[0], to: width)
        return lines
    }
}
