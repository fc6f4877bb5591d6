import Stateful

/// The mistakes the core reported while a flow ran (a Command forwarded to
/// a stack element that is not there, an id popped that is not on the
/// stack, an unimplemented endpoint called), kept until the step that is
/// running takes them and fails with them.
final class ReportedMistakes: Sendable {
    private let messages = Protected<[String]>([])

    /// Keeps `issue`'s message; called from whatever task reported it.
    func append(_ issue: ReportedIssue) {
        messages.withLock { $0.append(issue.message) }
    }

    /// The messages kept since the last call, oldest first.
    func take() -> [String] {
        messages.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
