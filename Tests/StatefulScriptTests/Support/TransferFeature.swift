import Foundation
import Stateful
import StatefulScript
import StatefulText

/// A three-screen money transfer, as a new user would write one: pick a
/// recipient from a list, type an amount (Continue stays disabled until it is
/// a positive whole number), confirm with a PIN and send. Sending takes a
/// second on the script's clock; a second tap on Send while it runs is
/// ignored. Every control on its screens carries its Command, so a flow taps
/// and types as a person would.
enum Transfer {
    struct Recipient: Sendable, Hashable {
        var id: String
        var name: String
    }

    enum Stage: Sendable, Hashable {
        case pickRecipient, enterAmount, confirm, sent
    }

    struct State: Sendable, Equatable, Redactable {
        static let redactedLabels: Set<String> = ["pin"]

        var recipients: [Recipient] = [
            Recipient(id: "r1", name: "Ada Lovelace"),
            Recipient(id: "r2", name: "Alan Turing"),
        ]
        var stage = Stage.pickRecipient
        var recipient: String?
        var amount = ""
        var pin = ""
        var sendsReceipt = false
        var isSending = false
        var sentCount = 0

        var amountIsValid: Bool { Int(amount).map { $0 > 0 } ?? false }
        var recipientName: String { recipients.first { $0.id == recipient }?.name ?? "" }
    }

    /// Not `Redactable`: the PIN typed is a secret because its field is a
    /// `SecureField`, and only because of that.
    enum Command: Sendable, Hashable, Decodable {
        case pick(String)
        case amountChanged(String)
        case continueTapped
        case pinChanged(String)
        case setReceipt(Bool)
        case send
        case back
    }

    enum Action: ViewAction {
        case picked(String)
        case amount(String)
        case confirming
        case pin(String)
        case receipt(Bool)
        case sending(Bool)
        case sent
        case wentBack

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .picked(let id):
                state.recipient = id
                state.stage = .enterAmount
            case .amount(let amount): state.amount = amount
            case .confirming: state.stage = .confirm
            case .pin(let pin): state.pin = pin
            case .receipt(let on): state.sendsReceipt = on
            case .sending(let on): state.isSending = on
            case .sent:
                state.sentCount += 1
                state.stage = .sent
            case .wentBack:
                switch state.stage {
                case .enterAmount: state.stage = .pickRecipient
                case .confirm: state.stage = .enterAmount
                case .pickRecipient, .sent: break
                }
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case failed(String)
    }

    /// The screens the State shows: the list, then the amount pushed on it,
    /// then the confirmation pushed on that.
    @MainActor
    static func stack(for state: State) -> ScreenStack<Command> {
        let list = Screen("Send money") {
            Text("Choose who to pay.")
            List(state.recipients, rowCommand: { Command.pick($0.id) }) { recipient in
                Text(recipient.name)
            }
        }
        let amount = Screen("Amount") {
            Text("To \(state.recipientName)")
            TextField("Amount", text: state.amount, placeholder: "0", onChange: Command.amountChanged)
            Button("Continue", isEnabled: state.amountIsValid, command: Command.continueTapped)
        }
        let confirm = Screen("Confirm") {
            Text("Send \(state.amount) to \(state.recipientName)?")
            SecureField("PIN", text: state.pin, onChange: Command.pinChanged)
            Toggle("Email me a receipt", isOn: state.sendsReceipt, command: Command.setReceipt)
            Button("Send", isEnabled: state.pin.count == 4, command: Command.send)
        }
        let sent = Screen("Sent") {
            Text("You sent \(state.amount) to \(state.recipientName).")
        }
        switch state.stage {
        case .pickRecipient: return ScreenStack(root: list)
        case .enterAmount: return ScreenStack(root: list, pushed: [amount], back: .back)
        case .confirm: return ScreenStack(root: list, pushed: [amount, confirm], back: .back)
        case .sent: return ScreenStack(root: sent)
        }
    }
}

/// Sending holds the key `"send"`: a second Send while one runs is ignored.
@MainActor
final class TransferStore: CoreViewStore {
    typealias State = Transfer.State
    typealias Command = Transfer.Command
    typealias Action = Transfer.Action
    typealias Effect = Transfer.Effect

    let core = StoreCore<Transfer.Command, Transfer.Action, Transfer.Effect>(
        initialState: Transfer.State(), errorEffect: { .failed("\($0)") })
    let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    func handleCommand(_ command: Transfer.Command, context: CommandContext<Transfer.Action, Transfer.Effect>) async throws {
        switch command {
        case .pick(let id): context.dispatchAction(.picked(id))
        case .amountChanged(let amount): context.dispatchAction(.amount(amount))
        case .continueTapped: context.dispatchAction(.confirming)
        case .pinChanged(let pin): context.dispatchAction(.pin(pin))
        case .setReceipt(let on): context.dispatchAction(.receipt(on))
        case .back: context.dispatchAction(.wentBack)
        case .send:
            let clock = clock
            try await core.exclusive("send") {
                context.dispatchAction(.sending(true))
                try await clock.sleep(for: .seconds(1))
                context.dispatchAction(.sending(false))
                context.dispatchAction(.sent)
            }
        }
    }
}

extension Transfer {
    /// The transfer, as a bundled flow would be written: only taps and typing.
    static let flow = """
        # Pay Ada 100, as a person would.
        expect screen contains "Choose who to pay."
        tap "Ada Lovelace"
        expect outline contains "button \\"Continue\\" disabled"
        type "0" into "Amount"
        expect outline contains "button \\"Continue\\" disabled"
        type "100" into "Amount"
        expect outline contains "button \\"Continue\\" enabled"
        tap "Continue"
        expect screen contains "Send 100 to Ada Lovelace?"
        type "4711" into "PIN"
        toggle "Email me a receipt"
        start tap "Send"
        # A second tap while sending is ignored.
        tap "Send"
        expect state isSending == true
        wait
        expect state sentCount == 1
        expect screen contains "You sent 100 to Ada Lovelace."
        """
}

struct TransferFeature: ScriptableFeature {
    let name = "transfer"
    let summary = "send money: pick a recipient, type an amount, confirm"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<TransferStore, NoBackend> {
        let store = TransferStore(clock: Dependencies.current.clock)
        let host = ScreenHost(store: store, stack: { Transfer.stack(for: $0) }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}
