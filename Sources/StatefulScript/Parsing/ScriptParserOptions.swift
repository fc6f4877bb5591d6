import Foundation
import Stateful

/// What a ``FlowScriptParser`` needs from outside the script.
///
/// ```swift
/// var options = ScriptParserOptions()
/// options.parameters = ["NAME": "Ada"]                        // --param NAME=…
/// options.environment = ProcessInfo.processInfo.environment  // ${HOME}, …
/// options.secretParameters = ["PIN"]                          // always masked
/// options.secretLabels = ["pin"]                             // `expect state pin == …` masked
/// ```
public struct ScriptParserOptions: Sendable {
    /// Parameter values from the command line (`--param NAME=VALUE`); they
    /// win over the environment and over a script's defaults.
    public var parameters: [String: String]
    /// The environment `${NAME}` falls back to. Empty by default, so a parse
    /// depends on nothing but its inputs; a tool passes its process's.
    public var environment: [String: String]
    /// Parameters that are secret wherever they come from, as if declared
    /// with `secret`.
    public var secretParameters: Set<String>
    /// State property names whose values are secret: `expect state pin ==
    /// "…"` masks the expected value. A tool fills it from the feature's
    /// ``/Stateful/Redactable`` State types (``ScriptableFeature/secretStateLabels``).
    public var secretLabels: Set<String>
    /// The names `print screen NAME` and `expect screen NAME …` accept, as
    /// the text renderer defines them.
    public var screenWidthPresets: [String]
    /// When set, an `include` must resolve (symlinks followed) to a file
    /// inside this folder, normally the package root: a flow cannot read
    /// `/etc/passwd` or a symlink out of the package. A tool sets it.
    public var includeRoot: URL?
    /// The row of the flow's `rows` block whose values its parameters take
    /// (from 1); `nil` takes the first. A row's value wins over
    /// ``parameters``, the environment and a default.
    public var row: Int?

    /// Creates options.
    public init(
        parameters: [String: String] = [:],
        environment: [String: String] = [:],
        secretParameters: Set<String> = [],
        secretLabels: Set<String> = [],
        screenWidthPresets: [String] = ["compact", "regular"],
        includeRoot: URL? = nil
    ) {
        self.includeRoot = includeRoot
        self.parameters = parameters
        self.environment = environment
        self.secretParameters = secretParameters
        self.secretLabels = secretLabels
        self.screenWidthPresets = screenWidthPresets
    }
}
