/// What one line of a flow script asks for. See <doc:FlowScripts> for the
/// syntax of each.
///
/// `Command` is the feature's Command type and `Backend` the type of its
/// `backend` lines; both are decoded as the script is parsed, so a script
/// whose lines do not decode never reaches a runner.
public enum ScriptStatement<Command: Sendable, Backend: Sendable>: Sendable {
    /// `save`, `send setName("Ada")`: send this Command
    /// (decoded, and as written — with its strings masked when the case is
    /// secret, such as `enterPin`).
    case send(Command, CaseValue)
    /// `start save`: send this Command without waiting for its work to end;
    /// the script goes on once the work has settled (it ended, or waits on
    /// the script's clock, such as the embedded backend's latency).
    case start(Command, CaseValue)
    /// `cancel`: cancel the work of every running Command and wait for it to end.
    case cancel
    /// `wait`: let the running work finish, moving the script's clock
    /// forward as far as it needs.
    case wait
    /// `advance 500ms`: move the script's clock forward, then let the work settle.
    case advance(Duration)
    /// `dismiss alert`: dismiss the shown alert, as tapping a button that
    /// only dismisses does: one an Effect presented goes without sending
    /// anything; one the State holds is dismissed by sending its stack's
    /// `dismissAlert` Command.
    case dismissAlert
    /// `dismiss dialog`: dismiss the shown confirmation dialog: one an
    /// Effect presented goes without sending anything; one the State holds
    /// is dismissed by sending its stack's `dismissDialog` Command.
    case dismissDialog
    /// `dismiss sheet`: dismiss the shown sheet.
    case dismissSheet
    /// Tap the button with this title on the shown alert (or else the shown
    /// confirmation dialog), dismissing it and sending its Command, if it has
    /// one, as a sent Command is: the step ends when the Command's work has.
    /// On an alert or dialog the State holds, the button's Command (or the
    /// stack's dismissal Command, for a button with none) is sent, and it
    /// clears the alert.
    /// A flow's `tap "Discard"` line is a ``gesture(_:background:)``, which
    /// taps an alert's button the same way and any control on the screen.
    case tap(String)
    /// `tap "Continue"`, `type "100" into "Amount"`, `toggle "Remember me"`
    /// (and each with `start` before it): use the control with this label on
    /// the screen shown, as a person would, sending exactly the Command the
    /// screen gave it (see ``Gesture``). Without `background`, the step ends
    /// when that Command's work has, as a sent Command's does; with it
    /// (`start tap …`), once the work has settled, as `start` does.
    ///
    /// The parser writes every `tap` line as this statement; ``tap(_:)``
    /// stays for scripts built in code.
    case gesture(Gesture, background: Bool)
    /// `back`: tap the back button of the shown screen.
    case goBack
    /// `relaunch`: quit the app and start it again, as a person does who
    /// closes and reopens it: the running work is cancelled, and the feature
    /// makes a new session, whose store starts from what the old one saved
    /// (its files in ``ScriptContext/files`` are kept). The transcript goes
    /// on, with a `relaunched` block showing the new State.
    case relaunch
    /// `expect effect presentError(ProfileError.notFound(userId: "p-7"))`:
    /// the next Effect not yet expected is this one. Written without
    /// parentheses (`presentError`), it matches the case whatever its payload.
    case expectEffect(CaseValue)
    /// `expect no effect`: every Effect so far has been expected.
    case expectNoEffect
    /// `expect state name == "Ada"`.
    case expectState(StateExpectation)
    /// `expect screen contains "Save"`, `expect outline matches "filled"`, …
    case expectView(ViewExpectation)
    /// `print screen 40`, `print outline`, `print state`.
    case print(PrintTarget)
    /// `backend fail(saveProfile, network)`: a setting of the feature's test
    /// backend, decoded into its `Backend` type (and as written, secret
    /// strings masked).
    case backend(Backend, CaseValue)
    /// `param NAME`, `secret PIN = "…"`: the parameter is declared and
    /// resolved (its value is in the script's parameters).
    case parameter(ParameterDeclaration)
    /// `include "common/setup.flow"`: the included script, already parsed.
    case include(FlowScript<Command, Backend>)
    /// `let meeting = state path[1].syncUp.meetings[0].id`: read the value
    /// from the State and keep it for the later lines that use `${meeting}`.
    case capture(StateCapture)
    /// A line that uses a captured value, parsed again when it runs.
    case usingCaptures(CapturedValueStatement<Command, Backend>)
}
