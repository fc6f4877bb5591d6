/// A stack that dumps as its elements labelled with their ids (`#0: …`), not
/// as its stored bookkeeping. `StatefulSnapshot`'s dumper asks for it, so that
/// each element is dumped with the dump's own rules (masking included).
package protocol StackDumpable {
    /// The elements, bottom first, each with its label.
    var labelledElements: [(label: String, value: Any)] { get }
}
