/// Writes the outline format: one element per line, `role "label" …`,
/// children indented by two spaces.
enum OutlineWriter {
    /// The outline of `screen` and then `overlays`; of a sheet, headed
    /// `sheet` and naming the title of the screen it covers, when
    /// `coveredTitle` is given.
    static func outline(_ screen: Screen, overlays: [String] = [], coveredTitle: String? = nil) -> String {
        var header = coveredTitle == nil ? "screen" : "sheet"
        let title = CanonicalComposition.nfc(screen.title)
        let backTitle = CanonicalComposition.nfc(screen.backTitle)
        if !title.isEmpty { header += " " + DisplayText.quoted(title) }
        if !backTitle.isEmpty { header += " back " + DisplayText.quoted(backTitle) }
        if let coveredTitle, !coveredTitle.isEmpty { header += " over " + DisplayText.quoted(coveredTitle) }
        var lines = [header]
        for element in screen.elements {
            append(element, depth: 1, to: &lines)
        }
        lines += overlays
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ element: ScreenElement, depth: Int, to lines: inout [String]) {
        let indent = String.repeatedASCII(UInt8(ascii: " "), count: 2 * depth)
        let q = DisplayText.quoted
        switch element.kind {
        case .text(let text):
            lines.append(indent + "text " + q(text))
        case let .textField(label, value, placeholder):
            lines.append(indent + "textField " + q(label) + " value " + q(value) + placeholderPart(placeholder))
        case let .secureField(label, maskedValue, placeholder):
            lines.append(indent + "secureField " + q(label) + " value " + q(maskedValue) + placeholderPart(placeholder))
        case let .button(title, isEnabled):
            lines.append(indent + "button " + q(title) + (isEnabled ? " enabled" : " disabled"))
        case let .toggle(label, isOn):
            lines.append(indent + "toggle " + q(label) + (isOn ? " on" : " off"))
        case let .verticalStack(_, children):
            lines.append(indent + "vstack")
            for child in children { append(child, depth: depth + 1, to: &lines) }
        case let .horizontalStack(_, children):
            lines.append(indent + "hstack")
            for child in children { append(child, depth: depth + 1, to: &lines) }
        case .divider:
            lines.append(indent + "divider")
        case .spacer:
            lines.append(indent + "spacer")
        case let .section(header, children):
            lines.append(indent + "section" + (header.isEmpty ? "" : " " + q(header)))
            for child in children { append(child, depth: depth + 1, to: &lines) }
        case .list(let rows):
            lines.append(indent + "list")
            for row in rows {
                lines.append(indent + "  row")
                for child in row { append(child, depth: depth + 2, to: &lines) }
            }
        case .progress(let title):
            lines.append(indent + "progress" + (title.isEmpty ? "" : " " + q(title)))
        case let .failure(message, retryTitle):
            lines.append(indent + "failure " + q(message) + (retryTitle.isEmpty ? "" : " retry " + q(retryTitle)))
        case .group(let children):
            for child in children { append(child, depth: depth, to: &lines) }
        }
    }

    private static func placeholderPart(_ placeholder: String) -> String {
        placeholder.isEmpty ? "" : " placeholder " + DisplayText.quoted(placeholder)
    }
}
