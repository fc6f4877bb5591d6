/// Draws a screen description as rows of text.
///
/// Every function returns lines no wider than the width it is given; the
/// frame pads them, so no row of the finished drawing ends in whitespace.
enum ScreenLayout {
    /// The rows of a framed screen, with `overlays` (boxes, already drawn)
    /// painted over its body where each goes. A sheet's top edge is drawn
    /// with `=`.
    static func draw(_ screen: Screen, columns: Int, overlays: [OverlayLayout.Box] = [], isSheet: Bool = false) -> String {
        let inner = columns - 4
        let rule = "+" + String.repeatedASCII(UInt8(ascii: "-"), count: columns - 2) + "+"
        var rows = [isSheet ? "+" + String.repeatedASCII(UInt8(ascii: "="), count: columns - 2) + "+" : rule]
        let title = CanonicalComposition.nfc(screen.title)
        let backTitle = CanonicalComposition.nfc(screen.backTitle)
        if !title.isEmpty || !backTitle.isEmpty {
            rows.append(framed(navigationBar(title: title, backTitle: backTitle, width: inner), width: inner))
            rows.append(rule)
        }
        var body = lines(screen.elements, width: inner)
        if body.isEmpty { body = [""] }
        for overlay in overlays {
            switch overlay.placement {
            case .middle: body = painted(overlay.rows, onto: body, width: inner)
            case .bottom: body = paintedAtBottom(overlay.rows, onto: body)
            }
        }
        rows += body.map { framed($0, width: inner) }
        rows.append(rule)
        return rows.joined(separator: "\n") + "\n"
    }

    /// A box around `content`: `+---+` rules and `| … |` rows, as wide as
    /// its widest line plus the frame.
    static func box(_ content: [String]) -> [String] {
        let width = content.map(DisplayWidth.of).max() ?? 0
        let rule = "+" + String.repeatedASCII(UInt8(ascii: "-"), count: width + 2) + "+"
        return [rule] + content.map { "| " + DisplayText.padded($0, to: width) + " |" } + [rule]
    }

    // MARK: Elements

    static func lines(_ elements: [ScreenElement], width: Int, spacing: Int = 0) -> [String] {
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            if index > 0 { result += Array(repeating: "", count: spacing) }
            result += lines(element, width: width)
        }
        return result
    }

    static func lines(_ element: ScreenElement, width: Int) -> [String] {
        switch element.kind {
        case .text(let text):
            return DisplayText.wrapped(text, width: width)
        case let .textField(label, value, placeholder):
            return field(label: label, value: value, placeholder: placeholder, width: width)
        case let .secureField(label, maskedValue, placeholder):
            return field(label: label, value: maskedValue, placeholder: placeholder, width: width)
        case let .button(title, isEnabled):
            return button(title, isEnabled: isEnabled, width: width)
        case let .toggle(label, isOn):
            let mark = isOn ? "[x]" : "[ ]"
            var labelLines = label.isEmpty ? [""] : DisplayText.wrapped(label, width: width - 4)
            labelLines[0] = DisplayText.padded(labelLines[0], to: width - 3) + mark
            return labelLines
        case let .verticalStack(spacing, children):
            return lines(children, width: width, spacing: spacing)
        case let .horizontalStack(spacing, children):
            return horizontalStack(children, spacing: spacing, width: width)
        case .divider:
            return [String.repeatedASCII(UInt8(ascii: "-"), count: width)]
        case .spacer:
            return [""]
        case let .section(header, children):
            return sectionHeader(header, width: width) + lines(children, width: width)
        case .list(let rows):
            return rows.flatMap { row in
                let rowLines = lines(row, width: max(width - 2, 2))
                return rowLines.isEmpty ? ["-"] : indented(rowLines, first: "- ", rest: "  ")
            }
        case .progress(let title):
            if title.isEmpty { return ["(...)"] }
            return indented(DisplayText.wrapped(title, width: width - 6), first: "(...) ", rest: "      ")
        case let .failure(message, retryTitle):
            let messageLines = indented(DisplayText.wrapped(message, width: width - 2), first: "! ", rest: "  ")
            return retryTitle.isEmpty ? messageLines : messageLines + button(retryTitle, isEnabled: true, width: width)
        case .group(let children):
            return lines(children, width: width)
        }
    }

    private static func field(label: String, value: String, placeholder: String, width: Int) -> [String] {
        let labelLines = label.isEmpty ? [] : DisplayText.wrapped(label, width: width)
        let shown: String
        if !value.isEmpty {
            shown = DisplayText.escaped(value)
        } else if !placeholder.isEmpty {
            shown = "(" + DisplayText.escaped(placeholder) + ")"
        } else {
            shown = ""
        }
        let inside = DisplayText.padded(DisplayText.truncated(shown, width: width - 2), to: width - 2)
        return labelLines + ["[" + inside + "]"]
    }

    /// `[ title ]`, followed by ` (disabled)` when disabled — on the next
    /// line instead when the title would not fit beside it.
    private static func button(_ title: String, isEnabled: Bool, width: Int) -> [String] {
        let escaped = DisplayText.escaped(title)
        let suffix = " (disabled)"
        if !isEnabled, DisplayWidth.of(escaped) + 4 + suffix.count <= width {
            return ["[ " + escaped + " ]" + suffix]
        }
        let line = "[ " + DisplayText.truncated(escaped, width: width - 4) + " ]"
        return isEnabled ? [line] : [line, String(suffix.dropFirst())]
    }

    private static func sectionHeader(_ header: String, width: Int) -> [String] {
        let rule = String.repeatedASCII(UInt8(ascii: "-"), count: width)
        guard !header.isEmpty else { return [rule] }
        let escaped = DisplayText.escaped(header)
        let headerWidth = DisplayWidth.of(escaped)
        if headerWidth + 6 <= width {
            return ["-- " + escaped + " " + String.repeatedASCII(UInt8(ascii: "-"), count: width - headerWidth - 4)]
        }
        return DisplayText.wrapped(header, width: width) + [rule]
    }

    private static func horizontalStack(_ children: [ScreenElement], spacing: Int, width: Int) -> [String] {
        let blocks: [[String]?] = children.map { child in
            if case .spacer = child.kind { return nil }
            return lines(child, width: width)
        }
        let widths = blocks.map { block in block.map { $0.map(DisplayWidth.of).max() ?? 0 } ?? 0 }
        let fixed = widths.reduce(0, +) + spacing * max(children.count - 1, 0)
        guard fixed <= width else {
            // Too wide side by side: one below the other, without the spacers.
            return blocks.compactMap { $0 }.flatMap { $0 }
        }
        let spacerCount = blocks.filter { $0 == nil }.count
        let leftover = width - fixed
        var spacerIndex = 0
        var columnWidths = widths
        for index in blocks.indices where blocks[index] == nil {
            columnWidths[index] = leftover / spacerCount + (spacerIndex < leftover % spacerCount ? 1 : 0)
            spacerIndex += 1
        }
        let height = blocks.map { $0?.count ?? 0 }.max() ?? 0
        let gap = String.repeatedASCII(UInt8(ascii: " "), count: spacing)
        return (0..<height).map { row in
            blocks.indices.map { index in
                let line = blocks[index].flatMap { row < $0.count ? $0[row] : nil } ?? ""
                return DisplayText.padded(line, to: columnWidths[index])
            }.joined(separator: gap)
        }
    }

    private static func indented(_ lines: [String], first: String, rest: String) -> [String] {
        lines.enumerated().map { index, line in (index == 0 ? first : rest) + line }
    }

    // MARK: Frame and overlays

    /// `line` in the frame. A line can only be too wide when elements are
    /// nested so deeply that their own width runs out; it is cut, never
    /// allowed to push the frame out.
    private static func framed(_ line: String, width: Int) -> String {
        let fitting = DisplayWidth.of(line) > width ? DisplayText.truncated(line, width: width) : line
        return "| " + DisplayText.padded(fitting, to: width) + " |"
    }

    private static func navigationBar(title: String, backTitle: String, width: Int) -> String {
        let back = backTitle.isEmpty ? "" : DisplayText.truncated("< " + DisplayText.escaped(backTitle), width: width / 2 - 1)
        let backWidth = DisplayWidth.of(back)
        let start = back.isEmpty ? 0 : backWidth + 2
        let shownTitle = DisplayText.truncated(DisplayText.escaped(title), width: width - start)
        let titleWidth = DisplayWidth.of(shownTitle)
        let column = max((width - titleWidth) / 2, start)
        return DisplayText.padded(back, to: column) + shownTitle
    }

    /// `overlay` over the last rows of `body`, below at least one row of it.
    private static func paintedAtBottom(_ overlay: [String], onto body: [String]) -> [String] {
        var body = body
        while body.count < overlay.count + 1 { body.append("") }
        body.replaceSubrange((body.count - overlay.count)..., with: overlay)
        return body
    }

    private static func painted(_ overlay: [String], onto body: [String], width: Int) -> [String] {
        var body = body
        while body.count < overlay.count + 2 { body.append("") }
        let top = (body.count - overlay.count) / 2
        let overlayWidth = overlay.map(DisplayWidth.of).max() ?? 0
        let indent = String.repeatedASCII(UInt8(ascii: " "), count: max((width - overlayWidth) / 2, 0))
        for (offset, line) in overlay.enumerated() {
            body[top + offset] = indent + line
        }
        return body
    }
}
