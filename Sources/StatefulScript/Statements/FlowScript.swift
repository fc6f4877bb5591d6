/// A parsed flow script: its steps in order, includes already parsed, every
/// Command decoded, every parameter resolved.
///
/// Get one from ``FlowScriptParser``:
///
/// ```swift
/// import Foundation
///
/// var parser = FlowScriptParser<ProfileCommand, ProfileBackend>()
/// let script = try parser.parse(contentsOf: URL(filePath: "Flows/save.flow"),
///                               displayPath: "Flows/save.flow")
/// for step in script.flattenedSteps { print(step) }
/// ```
public struct FlowScript<Command: Sendable, Backend: Sendable>: Sendable {
    /// The file, as the user named it (or as joined from an `include`).
    public var path: String
    /// The steps, in order; an `include` is one step holding its script.
    /// Blocks are expanded: a named step's statements are here in its
    /// place, each with the name in ``ScriptStep/stepNames``, and a
    /// repeated block's once per run.
    public var steps: [ScriptStep<Command, Backend>]
    /// The parameters resolved so far, by name, and which are secret.
    public var parameters: [String: ScriptParameter]
    /// Masks every secret this script (and its includes) contains: the values
    /// of secret parameters and the arguments of secret Commands and backend
    /// settings. Pass every line a
    /// runner prints or writes through it.
    public var secrets: SecretMasker
    /// The tags of the flow's `tags:` line, in the order written (none
    /// without one): what `--tag` and `--skip-tag` select by.
    public var tags: [FlowTag]
    /// The rows of the flow's `rows` block, in order (none without one): a
    /// tool runs the flow once per row, parsed with
    /// ``ScriptParserOptions/row`` set to its number.
    public var rows: [FlowRow]
    /// The feature the flow's `feature:` line names (`feature: shop`), or
    /// `nil` without one: a tool with several features runs the flow with
    /// that one (see ``FlowFeatureLine``).
    public var feature: String?

    /// Creates a script.
    ///
    /// - Parameters:
    ///   - path: The file, as the user named it.
    ///   - steps: The steps, in order.
    ///   - parameters: The parameters resolved, by name.
    ///   - secrets: Masks every secret of the script.
    ///   - tags: The tags of its `tags:` line.
    ///   - rows: The rows of its `rows` block.
    public init(
        path: String, steps: [ScriptStep<Command, Backend>],
        parameters: [String: ScriptParameter] = [:], secrets: SecretMasker = SecretMasker(), tags: [FlowTag] = [],
        rows: [FlowRow] = []
    ) {
        self.rows = rows
        self.path = path
        self.steps = steps
        self.parameters = parameters
        self.secrets = secrets
        self.tags = tags
        self.feature = nil
    }

    /// The steps with every `include` replaced by the included steps, in
    /// order: what a runner executes.
    public var flattenedSteps: [ScriptStep<Command, Backend>] {
        var flattened: [ScriptStep<Command, Backend>] = []
        flattened.reserveCapacity(steps.count)
        for step in steps {
            if case .include(let included) = step.statement {
                flattened += included.flattenedSteps
            } else {
                flattened.append(step)
            }
        }
        return flattened
    }
}
