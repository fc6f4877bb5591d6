/// A place in a flow script: the file as the user named it, a line and a
/// column, both counted from 1.
///
/// Columns count characters (extended grapheme clusters), so a caret drawn
/// under column `n` sits under the `n`th character of the line.
///
/// ```swift
/// let location = SourceLocation(file: "Flows/save.flow", line: 3, column: 14)
/// print(location)  // Flows/save.flow:3:14
/// ```
///
/// A location whose ``line`` is `0` stands for the whole file (for example a
/// file that cannot be read); it prints as the file alone.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, as given on the command line or joined from an `include`;
    /// never an absolute path the user did not write.
    public var file: String
    /// The line, from 1; `0` for the whole file.
    public var line: Int
    /// The column, from 1; `0` for the whole file.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file` for a whole-file location.
    public var description: String {
        line == 0 ? file : "\(file):\(line):\(column)"
    }

    /// Orders by file name, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
