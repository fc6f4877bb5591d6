import StatefulScript

/// A JUnit XML report of `stateful check`: one test case per flow. No times
/// or host names, so the same results give the same bytes.
enum JUnitReport {
    static func xml(suite: String, results: [FlowResult]) -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(suite))" tests="\#(results.count)" failures="\#(failures)">"#,
            #"  <testsuite name="\#(escape(suite))" tests="\#(results.count)" failures="\#(failures)" errors="0" skipped="0">"#,
        ]
        for result in results {
            let name = escape(result.path)
            if result.passed {
                lines.append(#"    <testcase classname="flows" name="\#(name)"/>"#)
                continue
            }
            let messages = result.failures.map(\.description) + [result.transcriptCheck].compactMap { check in
                check.flatMap { $0.isFailure ? $0.message : nil }
            }
            let headline = messages.first.map { String($0.prefix { $0 != "\n" }) } ?? "failed"
            lines.append(#"    <testcase classname="flows" name="\#(name)">"#)
            lines.append(#"      <failure message="\#(escape(headline))">\#(escape(messages.joined(separator: "\n\n")))</failure>"#)
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escapes text for an XML attribute or element; control characters that
    /// XML 1.0 cannot carry are written as `\u{…}`.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
