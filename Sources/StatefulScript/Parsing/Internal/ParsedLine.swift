/// One line, parsed but not yet checked against the feature or the files.
enum ParsedLine {
    case command(CaseValue, background: Bool)
    /// `backend <case>`: decoded into the feature's Backend type by the parser.
    case backend(CaseValue)
    case statement(Statement)
    case parameter(name: String, isSecret: Bool, defaultValue: String?, nameToken: Token)
    case include(path: String, token: Token)

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
