extension Snapshotting {
    /// A function's output for every input, one line each, as
    /// comma-separated values in a `.csv` file: `"input","output"`, the input
    /// as `String(describing:)` writes it, the output as `witness` renders it
    /// (quotes doubled, as CSV wants).
    ///
    /// ```swift
    /// enum Direction: CaseIterable { case up, down }
    /// assertSnapshot(of: { (direction: Direction) in direction == .up }, as: .func(into: .description))
    /// // "up","true"
    /// // "down","false"
    /// ```
    public static func `func`<Input: CaseIterable, Output>(
        into witness: Snapshotting<Output>
    ) -> Snapshotting where Value == (Input) -> Output {
        Snapshotting(pathExtension: "csv") { function in
            try Input.allCases.map { input in
                var output = try witness.render(function(input))
                while output.hasSuffix("\n") { output.removeLast() }
                return csvField(String(describing: input)) + "," + csvField(output)
            }.joined(separator: "\n")
        }
    }

    private static func csvField(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension Snapshotting where Value: CaseIterable {
    /// ``func(into:)`` named from its input, as swift-snapshot-testing spells
    /// it: `Snapshotting<Direction>.func(into: .description)` is the strategy
    /// of a function from `Direction`. (There it is written
    /// `Snapshotting<Direction, String>`: drop the format.)
    ///
    /// ```swift
    /// enum Direction: CaseIterable {
    ///     case north, east, south, west
    ///     var rotatedLeft: Direction {
    ///         switch self {
    ///         case .north: .west
    ///         case .east: .north
    ///         case .south: .east
    ///         case .west: .south
    ///         }
    ///     }
    /// }
    ///
    /// assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction>.func(into: .description))
    /// ```
    public static func `func`<Output>(into witness: Snapshotting<Output>) -> Snapshotting<(Value) -> Output> {
        Snapshotting<(Value) -> Output>.func(into: witness)
    }
}
