import StatefulSnapshot
import StatefulScript

/// A JUnit XML report of `stateful check`: one test case per flow. No times
/// or host names, so the same results give the same bytes.
enum JUnitReport {
    /// One flow's test case: its name, and why it failed (nothing when it passed).
    struct TestCase: Codable, Equatable {
        var name: String
        var failureMessages: [String]
        /// Why the flow could not run at all (its script did not parse, or
        /// its feature did not start): a JUnit `<error>`, not a failure.
        var errorMessage: String?
        /// Why the flow was not run (its tags, or the feature's options): a
        /// JUnit `<skipped>`.
        var skippedMessage: String?

        init(name: String, failureMessages: [String]) {
            self.name = name
            self.failureMessages = failureMessages
        }

        /// A flow that could not run, so that the report lists every flow.
        init(name: String, error: String) {
            self.name = name
            failureMessages = []
            errorMessage = error
        }

        /// A flow that was not run, and why.
        init(name: String, skipped reason: String) {
            self.name = name
            failureMessages = []
            skippedMessage = reason
        }

        init(_ result: FlowResult) {
            name = result.path
            failureMessages = result.passed ? [] : result.failures.map(\.description)
                + [result.transcriptCheck].compactMap { check in check.flatMap { $0.isFailure ? $0.message : nil } }
            if !result.passed, failureMessages.isEmpty { failureMessages = ["failed"] }
        }
    }

    static func xml(suite: String, cases: [TestCase]) -> String {
        let failures = cases.filter { !$0.failureMessages.isEmpty }.count
        let errors = cases.filter { $0.errorMessage != nil }.count
        let skipped = cases.filter { $0.skippedMessage != nil }.count
        let errorsAttribute = errors > 0 ? #" errors="\#(errors)""# : ""
        let skippedAttribute = skipped > 0 ? #" skipped="\#(skipped)""# : ""
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(suite))" tests="\#(cases.count)" failures="\#(failures)"\#(errorsAttribute)\#(skippedAttribute)>"#,
            #"  <testsuite name="\#(escape(suite))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)">"#,
        ]
        for testCase in cases {
            let name = escape(testCase.name)
            if let reason = testCase.skippedMessage {
                lines.append(#"    <testcase classname="flows" name="\#(name)">"#)
                lines.append(#"      <skipped message="\#(escape(reason))"/>"#)
                lines.append("    </testcase>")
                continue
            }
            if let error = testCase.errorMessage {
                let headline = String(error.prefix { $0 != "\n" })
                lines.append(#"    <testcase classname="flows" name="\#(name)">"#)
                lines.append(#"      <error message="\#(escape(headline))">\#(escape(error))</error>"#)
                lines.append("    </testcase>")
                continue
            }
            let messages = testCase.failureMessages
            guard !messages.isEmpty else {
                lines.append(#"    <testcase classname="flows" name="\#(name)"/>"#)
                continue
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
            default:
                // DEL, C1 and bidi controls: shown, as everything printed for a person.
                if let shown = VisibleTextEscaper.replacement(for: scalar) {
                    result += shown
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
