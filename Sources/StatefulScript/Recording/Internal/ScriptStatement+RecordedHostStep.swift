extension ScriptStatement {
    /// The host step this statement is, for a session recorder; `nil` for a
    /// statement that sends a Command (recorded from the store), moves the
    /// clock (recorded as time), configures the backend or only checks.
    var recordedHostStep: RecordedHostStep? {
        switch self {
        case .tap(let title): .tap(title)
        case let .gesture(gesture, background): .gesture(gesture, background: background)
        case .goBack: .goBack
        case .dismissAlert: .dismissAlert
        case .dismissDialog: .dismissDialog
        case .dismissSheet: .dismissSheet
        case .relaunch: .relaunch
        case .cancel: .cancel
        case .send, .start, .wait, .advance, .expectEffect, .expectNoEffect, .expectState, .expectView, .print,
             .backend, .parameter, .include, .capture, .usingCaptures:
            nil
        }
    }
}
