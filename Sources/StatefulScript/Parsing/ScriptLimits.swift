/// The limits that keep any script, however hostile, from crashing, hanging
/// or eating memory. Past each one the parser reports a located error (exit
/// status 2 in a tool); nothing is cut silently.
///
/// | limit | value | what happens past it |
/// |---|---|---|
/// | ``nestingDepth`` | 32 | `… is nested too deeply …` at the value that goes past it |
/// | ``includeDepth`` | 16 | `includes are nested too deeply …` with the include chain |
/// | ``blockDepth`` | 8 | `blocks are nested too deeply …` at the `step` or `repeat` line |
/// | ``repeatCount`` | 1,000 | `a block repeats 1 to 1000 times` at the count |
/// | ``expandedSteps`` | 100,000 | `the flow expands to more than … steps …` with the include chain |
/// | ``fileSize`` | 8 MiB | `cannot read … larger than …` |
/// | ``longestDuration`` | 366 days | `… is longer than a script may wait …` at the duration |
/// | ``shownDiagnostics`` | 50 | the first 50 are shown, then `… and N more errors` |
/// | ``collectedDiagnostics`` | 1,000 | parsing stops; the count says so |
/// | ``tagsPerFlow`` | 32 | `a flow has at most 32 tags` at the 33rd |
/// | ``rows`` | 1,000 | `a flow has at most 1000 rows` at the row past it |
/// | ``rowsParameters`` | 32 | `rows names at most 32 parameters` at the `rows` line |
/// | ``FlowTag/maximumLength`` | 64 | `… is not a tag …` at the tag |
/// | ``patternProgramSize`` | 10,000 | `this pattern cannot be used: it is too large …` at the pattern |
/// | ``patternSteps`` | 50,000,000 | the step fails: `the pattern … took more than … steps` |
/// | ``explorationSteps`` | 1,000 | `explore --steps` takes a number from 1 to 1000 |
/// | ``explorationRuns`` | 100,000 | `explore --runs` takes a number from 1 to 100000 |
public enum ScriptLimits {
    /// How deeply values may nest inside one another (`[[…]]`,
    /// `a(b(c(…)))`). Real Commands nest a few levels.
    public static let nestingDepth = 32
    /// How deeply `include`s may nest.
    public static let includeDepth = 16
    /// How deeply `step "…" {` and `repeat N {` blocks may nest inside one
    /// another (an included file's blocks count inside the block that
    /// includes it).
    public static let blockDepth = 8
    /// The most times a `repeat N {` block may run its statements.
    public static let repeatCount = 1_000
    /// How many steps a flow may have once every `include` and `repeat` is
    /// expanded (a file included twice counts twice, and so does each run
    /// of a repeated block).
    public static let expandedSteps = 100_000
    /// The longest duration a script may write (`advance`, a backend's
    /// latency): the script's clock can then never overflow, however many
    /// steps add them up.
    public static let longestDuration: Duration = .seconds(366 * 24 * 60 * 60)
    /// The largest flow file read, in bytes.
    public static let fileSize = 8 * 1024 * 1024
    /// How many diagnostics a ``FlowScriptError`` prints; the rest are
    /// counted.
    public static let shownDiagnostics = 50
    /// After this many problems the parser stops reading the script.
    public static let collectedDiagnostics = 1_000
    /// How many tags a flow's `tags:` line may list.
    public static let tagsPerFlow = 32
    /// How many rows a flow's `rows` block may list (each runs the flow once).
    public static let rows = 1_000
    /// How many parameters a `rows` line may name.
    public static let rowsParameters = 32
    /// How large a `matches pattern` regular expression may be once its
    /// repetitions are counted out (`a{100}` counts 100): the pattern is
    /// matched in time proportional to its size times the text's length,
    /// never more, so both are bounded.
    public static let patternProgramSize = 10_000
    /// How much work one `matches pattern` check may do against one
    /// screen (pattern positions times characters tried): past it the step
    /// fails, as it would past its deadline, whatever the machine.
    public static let patternSteps = 50_000_000
    /// The most steps `explore --steps` gives a sequence: a run keeps its
    /// steps to shrink a failure, so memory grows with them.
    public static let explorationSteps = 1_000
    /// The most sequences `explore --runs` runs.
    public static let explorationRuns = 100_000
}
