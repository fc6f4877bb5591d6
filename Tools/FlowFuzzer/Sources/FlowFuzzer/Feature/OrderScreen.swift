import Stateful
import StatefulText

/// The order screen in text, and what each Effect does to the host.
struct OrderScreen {
    var state: Order

    var screen: Screen {
        Screen("Order") {
            TextField("Customer", text: state.customer, placeholder: "name")
            SecureField("PIN", text: state.pin)
            HStack {
                Text("Quantity: \(state.quantity)")
                Text("Size: \(state.size.rawValue)")
            }
            Toggle("Express", isOn: state.express)
            Section("Items") {
                List(state.items.indices) { index in
                    Text(state.items[index].label)
                }
            }
            if !state.tags.isEmpty { Text("Tags: " + state.tags.joined(separator: ", ")) }
            if let note = state.note { Text(note) }
            if let address = state.address { Text("\(address.street) \(address.number)") }
            ViewStateContent(state.receipt) { receipt in
                Text(receipt.number == 0 ? "Not submitted" : "Receipt #\(receipt.number)")
            }
            Divider()
            Button("Submit", isEnabled: !state.customer.isEmpty && state.quantity > 0)
        }
    }

    static func change(for effect: OrderEffect) -> PresentationChange {
        switch effect {
        case .showProgress: .showProgress(ProgressHUD("Submitting"))
        case .dismissProgress: .dismissProgress
        case .presentError(let failure): .presentAlert(Alert(title: "Error", message: failure.description))
        case .alert(let message): .presentAlert(Alert(title: "Oops", message: message))
        case .showReceipt(let number, let total):
            .push(Screen("Receipt") {
                Text("Order #\(number)")
                Text("Total: \(total)")
                Button("Done")
            })
        case .closeReceipt: .pop
        case .refreshed: .none
        }
    }
}
