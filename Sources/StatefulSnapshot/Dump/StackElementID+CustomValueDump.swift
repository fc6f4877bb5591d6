import Stateful

extension StackElementID: CustomValueDump {
    /// The plain number, as a flow script writes it: `close(0)`, not
    /// `close(StackElementID(rawValue: 0))`, so that what a transcript shows
    /// can be written back in a script.
    public var customDump: DumpNode {
        .leaf(String(rawValue))
    }
}
