/// What one decode has used so far, to find arguments nothing used.
final class DecodingSession {
    /// Whether errors look for a "did you mean" (which tries every spelling
    /// one edit away, so a parser past its shown diagnostics skips it).
    let suggests: Bool

    init(suggests: Bool = true) {
        self.suggests = suggests
    }

    private var opened: [(caseName: String, arguments: [CaseArgument])] = []
    private var used: Set<SourceLocation> = []

    func open(caseName: String, arguments: [CaseArgument]) {
        opened.append((caseName, arguments))
    }

    func use(_ argument: CaseArgument) {
        used.insert(argument.location)
    }

    func isUsed(_ argument: CaseArgument) -> Bool {
        used.contains(argument.location)
    }

    /// The first argument, in source order, of an opened payload that was
    /// never decoded.
    func firstUnusedArgument() -> (caseName: String, location: SourceLocation)? {
        opened
            .flatMap { payload in payload.arguments.map { (payload.caseName, $0.location) } }
            .filter { !used.contains($0.1) }
            .min { $0.1 < $1.1 }
    }
}

/// A coding key made from a string, for coding paths.
struct ScriptCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
