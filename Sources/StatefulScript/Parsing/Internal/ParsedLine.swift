/// One line, parsed but not yet checked against the feature or the files.
enum ParsedLine {
    case command(CaseValue, background: Bool)
    /// `backend <case>`: decoded into the feature's Backend type by the parser.
    case backend(CaseValue)
    case statement(Statement)
    case parameter(name: String, isSecret: Bool, defaultValue: String?, nameToken: Token)
    case include(path: String, token: Token, arguments: IncludeArguments?)
    /// `step "Name" {` or `repeat 3 {`: the lines up to the matching `}`
    /// are its body.
    case blockStart(Block)
    /// `let NAME = state PATH`
    case capture(name: String, nameToken: Token, path: [String])

    /// The argument list of an `include`: `(id: "…", password: "${PW}")`.
    struct IncludeArguments {
        struct Argument {
            var name: String
            var value: String
            /// Whether the value was built from a secret parameter.
            var isSecret: Bool
            var labelToken: Token
            var valueToken: Token
        }
        var arguments: [Argument]
    }

    /// What a block line starts.
    enum Block {
        /// `step "Fill in the form" {`
        case namedStep(String)
        /// `repeat 3 {`
        case repeated(Int)
    }

    /// The statements that need nothing more.
    enum Statement {
        case expectEffect(CaseValue)
        case expectNoEffect
        case expectState(StateExpectation)
        case expectView(ViewExpectation)
        case print(PrintTarget)
        case cancel
        case wait
        case advance(Duration)
        case dismissAlert
        case dismissDialog
        case dismissSheet
        case gesture(Gesture, background: Bool)
        case goBack
        case relaunch
    }
}
