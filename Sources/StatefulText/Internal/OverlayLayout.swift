/// Draws a ``Presentation``'s overlays as boxes, and lists them in outlines.
enum OverlayLayout {
    /// The overlay boxes, bottom first, for a body `width` columns wide.
    static func boxes(for presentation: Presentation, width: Int) -> [[String]] {
        var boxes: [[String]] = []
        if let progress = presentation.progress {
            boxes.append(ScreenLayout.box(progressLines(progress, width: width - 4)))
        }
        if let alert = presentation.alert {
            boxes.append(ScreenLayout.box(alertLines(alert, width: width - 4)))
        }
        return boxes
    }

    /// One outline line per overlay, bottom first.
    static func outlineLines(for presentation: Presentation) -> [String] {
        var lines: [String] = []
        if let progress = presentation.progress {
            let title = CanonicalComposition.nfc(progress.title)
            lines.append("progressHUD" + (title.isEmpty ? "" : " " + DisplayText.quoted(title)))
        }
        if let alert = presentation.alert {
            lines.append(
                "alert " + DisplayText.quoted(CanonicalComposition.nfc(alert.title))
                    + " message " + DisplayText.quoted(CanonicalComposition.nfc(alert.message))
                    + " button " + DisplayText.quoted(CanonicalComposition.nfc(alert.dismissTitle)))
        }
        return lines
    }

    private static func progressLines(_ progress: ProgressHUD, width: Int) -> [String] {
        let element = ProgressView(progress.title).body
        return ScreenLayout.lines(element, width: width)
    }

    private static func alertLines(_ alert: Alert, width: Int) -> [String] {
        let title = DisplayText.escaped(CanonicalComposition.nfc(alert.title))
        let message = DisplayText.escaped(CanonicalComposition.nfc(alert.message), keepingNewlines: true)
        let button = ScreenLayout.lines(Button(CanonicalComposition.nfc(alert.dismissTitle)).body, width: width)
        let natural = ([DisplayWidth.of(title)]
            + message.split(separator: "\n").map { DisplayWidth.of($0) }
            + button.map(DisplayWidth.of)).max() ?? 0
        let inner = min(width, max(natural, 16))
        let buttonLines = button.map { String(repeating: " ", count: max(inner - DisplayWidth.of($0), 0)) + $0 }
        return DisplayText.wrapped(title, width: inner) + [""]
            + DisplayText.wrapped(message, width: inner) + [""]
            + buttonLines
    }
}
