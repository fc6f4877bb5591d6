import Stateful
import StatefulText
import Testing

private enum PaymentCommand: Sendable, Hashable {
    case pick(String)
    case amountChanged(String)
    case pinChanged(String)
    case setReceipt(Bool)
    case pay
}

private enum AppCommand: Sendable, Hashable {
    case payment(PaymentCommand)
    case search(String)
}

@MainActor
@Suite struct ScreenControlTests {
    private static func screen(amount: String = "", canPay: Bool = false) -> Screen {
        Screen("Pay") {
            List(["Ada", "Alan"], rowCommand: { PaymentCommand.pick($0) }) { name in
                Text(name)
            }
            Section("Details") {
                TextField("Amount", text: amount, onChange: PaymentCommand.amountChanged)
                SecureField("PIN", text: "4711", onChange: PaymentCommand.pinChanged)
                Toggle("Receipt", isOn: true, command: PaymentCommand.setReceipt)
                TextField("", text: "", placeholder: "Note")
            }
            Button("Pay", isEnabled: canPay, command: PaymentCommand.pay)
            Button("Help")
        }
    }

    @Test func everyControlIsListedInDrawingOrderWithItsKindLabelStateAndSection() {
        let controls = Self.screen().controls
        #expect(controls.map(\.kind) == [.row, .row, .textField, .secureField, .toggle, .textField, .button, .button])
        #expect(controls.map(\.label) == ["Ada", "Alan", "Amount", "PIN", "Receipt", "", "Pay", "Help"])
        #expect(controls.map(\.section) == [nil, nil, "Details", "Details", "Details", "Details", nil, nil])
        #expect(controls.map(\.isEnabled) == [true, true, true, true, true, true, false, true])
        #expect(controls[4].isOn == true)
        #expect(controls.map { $0.command == nil } == [false, false, false, false, false, true, false, true])
    }

    @Test func eachControlMakesTheCommandItWasGiven() throws {
        let controls = Self.screen().controls
        #expect(controls[1].command?.fixedCommand as? PaymentCommand == .pick("Alan"))
        #expect(controls[2].command?.command(text: "12") as? PaymentCommand == .amountChanged("12"))
        #expect(controls[3].command?.command(text: "1234") as? PaymentCommand == .pinChanged("1234"))
        #expect(controls[4].command?.command(isOn: false) as? PaymentCommand == .setReceipt(false))
        #expect(controls[6].command?.fixedCommand as? PaymentCommand == .pay)
        // A control does not make a Command from input it does not take.
        #expect(controls[6].command?.command(text: "x") == nil)
        #expect(controls[2].command?.fixedCommand == nil)
        #expect(controls[2].command?.commandTypeName == "PaymentCommand")
    }

    @Test func aFieldWithoutALabelIsFoundByItsPlaceholderOnlyWhileEmpty() {
        let empty = Screen { TextField("", text: "", placeholder: "Name") }
        let filled = Screen { TextField("", text: "Ada", placeholder: "Name") }
        #expect(empty.controls.first?.matches(label: "Name") == true)
        #expect(filled.controls.first?.matches(label: "Name") == false)
    }

    @Test func commandsDoNotChangeTheDrawingOrTheOutline() throws {
        let plain = Screen("Pay") {
            TextField("Amount", text: "5")
            Toggle("Receipt", isOn: true)
            Button("Pay", isEnabled: false)
        }
        let withCommands = Screen("Pay") {
            TextField("Amount", text: "5", onChange: PaymentCommand.amountChanged)
            Toggle("Receipt", isOn: true, command: PaymentCommand.setReceipt)
            Button("Pay", isEnabled: false, command: PaymentCommand.pay)
        }
        #expect(try plain.render(width: .compact) == withCommands.render(width: .compact))
        #expect(plain.outline == withCommands.outline)
    }

    @Test func screensCompareTheirFixedCommandsAndTheirClosuresByType() {
        #expect(Screen { Button("Pay", command: PaymentCommand.pay) } == Screen { Button("Pay", command: PaymentCommand.pay) })
        #expect(Screen { Button("Pay", command: PaymentCommand.pay) } != Screen { Button("Pay", command: PaymentCommand.pick("Ada")) })
        #expect(Screen { Button("Pay", command: PaymentCommand.pay) } != Screen { Button("Pay") })
        #expect(Screen { TextField("A", text: "", onChange: PaymentCommand.amountChanged) }
                == Screen { TextField("A", text: "", onChange: PaymentCommand.pinChanged) })
        #expect(Screen { TextField("A", text: "", onChange: PaymentCommand.amountChanged) }
                != Screen { TextField("A", text: "", onChange: AppCommand.search) })
    }

    @Test func mapCommandsGivesAChildScreensControlsTheParentsCommands() {
        let mapped = Self.screen().mapCommands { AppCommand.payment($0) }
        let controls = mapped.controls
        #expect(controls[0].command?.fixedCommand as? AppCommand == .payment(.pick("Ada")))
        #expect(controls[2].command?.command(text: "7") as? AppCommand == .payment(.amountChanged("7")))
        #expect(controls[4].command?.command(isOn: true) as? AppCommand == .payment(.setReceipt(true)))
        #expect(controls[2].command?.commandTypeName == "AppCommand")
        // Commands of another type are left as they are.
        let other = Screen { Button("Go", command: 5) }.mapCommands { AppCommand.payment($0) }
        #expect(other.controls.first?.command?.fixedCommand as? Int == 5)
    }

    @Test func aSheetsControlsAreTheOnesAPersonReaches() {
        let shown = PresentedScreen(screen: Screen { Button("Under") }, sheet: Screen { Button("Over") })
        #expect(shown.controls.map(\.label) == ["Over"])
    }
}
