/// Writes any value as deterministic, human-readable text: the dump behind
/// ``ValueDiff``, transcripts and test-store failure messages.
///
/// ```swift
/// ValueDump.text(of: ProfileContent(name: "Ada", pin: "4711"))
/// // ProfileContent(name: "Ada", email: "", pin: "********")
/// ```
///
/// The same value gives the same bytes on every run and machine: no
/// addresses, no module names, no hash order, no locale, no time zone.
///
/// ## How values are written
/// - **Structs and classes**: `TypeName(label: value, …)`, stored properties in
///   declaration order (a class's superclass properties first). Classes show no
///   address; a class already being written further up is written
///   `TypeName(<cycle>)`.
/// - **Enums**: `.caseName`, or `.caseName(payload)` in Swift case syntax:
///   `.setName("Ada")`, `.loaded(Profile(id: "p-7", …))`. `ViewState` is an enum
///   like any other: `.completed(Content(…))`.
/// - **Errors** carry their type, since it is seldom known from context:
///   `ProfileError.network(reason: "offline")`, `CancellationError()`. Never the
///   localised description.
/// - **Optionals**: the wrapped value, or `nil`.
/// - **Arrays and other collections**: `[a, b]`. **Sets**: `Set([a, b])`, the
///   elements sorted. **Dictionaries**: `[key: value, …]`, sorted by key;
///   `[:]` when empty. Sorting puts numbers first, by value (`2` before
///   `10`), then everything else by the text of its dump. **Tuples**: `(a, label: b)`.
/// - **Strings**: quoted, with `\"`, `\\`, `\n`, `\r`, `\t`, `\0` escaped, and
///   every other invisible scalar (controls, format characters such as
///   zero-width spaces, separators other than the ASCII space, private-use and
///   unassigned scalars) written as `\u{XXXX}`. Visible non-ASCII text such as
///   `プロフィール` is kept.
/// - **Numbers**: integers in decimal; floating-point numbers in Swift's
///   shortest form that reads back to the same value (`0.1`, `1e-05`, `inf`).
/// - **Dates**: `Date(2026-01-02T03:04:05Z)` in UTC, ISO 8601, with
///   milliseconds (`.250`) only when not zero. **URLs**: `URL("…")`. **UUIDs**:
///   `UUID(…)`. **Data**: `Data(12 bytes)`. **Durations**: `Duration(1.5 seconds)`.
/// - **Custom dumps**: a type conforming to ``CustomValueDump`` is written as it says.
///
/// ## Secrets
/// A property or enum case named in the type's `Redactable.redactedLabels`,
/// and any `SecretValue`, is written masked: `"********"`, or `""` when it is
/// empty (`nil` when it is absent). Nothing else about it is shown.
///
/// ## Layout
/// 1. A leaf (string, number, case without payload, …) is always one line.
/// 2. A group (struct, enum payload, collection, tuple) is written on one line,
///    its entries separated by `, `, when that line is at most 60 characters
///    long, not counting its label and indentation; an empty group is always
///    one line (`[]`, `Empty()`).
/// 3. Otherwise the opening (`TypeName(`, `[`, `.case(`) ends its line, each
///    entry follows on its own line indented two spaces deeper, with no comma,
///    and the closing bracket gets a line of its own at the opening's indentation.
///
/// ```
/// .completed(
///   ProfileContent(
///     name: "Ada"
///     email: "ada@example.com"
///     pin: "********"
///   )
/// )
/// ```
///
/// The text never ends with a newline.
public enum ValueDump {
    /// The dump of `value`, laid out on as many lines as the rules above give.
    ///
    /// ```swift
    /// ValueDump.text(of: [3: "c", 1: "a"])   // [1: "a", 3: "c"]
    /// ```
    public static func text(of value: Any) -> String {
        node(of: value).lines.joined(separator: "\n")
    }

    /// The dump of `value` as a tree, for a ``CustomValueDump`` conformance
    /// to build on or for a diff.
    public static func node(of value: Any) -> DumpNode {
        var dumper = ValueDumper()
        return dumper.node(of: value)
    }

    /// The dump of `value`, with `transform` applied to every string value
    /// before it is written: where a tool masks the secrets it knows, value
    /// by value, instead of searching the finished text.
    ///
    /// ```swift
    /// let state = ProfileContent(name: "Ada", email: "ada@example.com")
    /// let secrets = ["ada@example.com"]
    /// let node = ValueDump.node(of: state, maskingStrings: { text in
    ///     secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "********") }
    /// })
    /// ```
    public static func node(of value: Any, maskingStrings transform: @escaping (String) -> String) -> DumpNode {
        var dumper = ValueDumper()
        dumper.stringTransform = transform
        return dumper.node(of: value)
    }

    /// The text of ``node(of:maskingStrings:)``.
    public static func text(of value: Any, maskingStrings transform: @escaping (String) -> String) -> String {
        node(of: value, maskingStrings: transform).lines.joined(separator: "\n")
    }
}
