import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary folder each input is written to as `input.flow`, beside
/// fixed files it can include: flows that include one another (one twice),
/// and the hostile kinds of file the parser must refuse unread — a FIFO, a
/// directory, a symbolic link out of the folder. It is the parser's
/// `includeRoot`, so every include the fuzzer invents stays inside it (or is
/// refused), and nothing is ever written outside it. Removed at exit.
struct FuzzWorkspace {
    /// The folder holding `root` and `outside`: unique to the process, in
    /// the temporary directory (`TMPDIR`; the run script points it into its
    /// own scratch folder).
    static let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("flow-fuzzer-\(getpid())-\(UUID().uuidString)", isDirectory: true)

    /// The folder, the parser's include root.
    let root: URL
    /// A folder beside `root`, which the symbolic link `outside.flow` leads into.
    let outside: URL
    /// Where each input is written.
    let input: URL

    /// The include targets, by path relative to `root`.
    static let flows: [String: String] = [
        "shared/fill-in.flow": """
            # Fills in the order form.
            setCustomer("Ada")
            setQuantity(2)
            enterPin("${PIN}")
            choose(sauce(spicy: true), size: large)
            expect state customer == "Ada"

            """,
        "shared/twice.flow": """
            include "fill-in.flow"
            include "fill-in.flow"
            expect state quantity == 2

            """,
        "shared/backend.flow": """
            backend latency(250ms)
            backend account(name: "Ada", pin: "${PIN}")
            backend fail(refresh, server(503))

            """,
        "shared/submit.flow": """
            start submit
            expect effect showProgress
            advance 250ms
            expect effect dismissProgress
            expect screen contains "Receipt"
            back

            """,
        "shared/customer.flow": """
            # Takes arguments: include "shared/customer.flow" (customer: "…", pin: "…")
            param customer = "Ada"
            secret pin
            step "Fill in ${customer}" {
                setCustomer("${customer}")
                enterPin("${pin}")
            }

            """,
        "steps.flow": """
            include "shared/twice.flow"
            include "shared/backend.flow"
            include "shared/submit.flow"

            """,
        "bad.flow": """
            setCustomr("Ada")
            expect state quantty == 2

            """,
    ]

    init() throws {
        let base = Self.base
        root = base.appendingPathComponent("package", isDirectory: true)
        outside = base.appendingPathComponent("outside", isDirectory: true)
        input = root.appendingPathComponent("input.flow", isDirectory: false)
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        for (path, text) in Self.flows {
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        // Never read through the link: the parser refuses it as outside the root.
        try Data("setCustomer(\"outside\")\n".utf8).write(to: outside.appendingPathComponent("secret.flow"))
        try files.createSymbolicLink(
            at: root.appendingPathComponent("outside.flow"), withDestinationURL: outside.appendingPathComponent("secret.flow"))
        try files.createDirectory(at: root.appendingPathComponent("folder.flow"), withIntermediateDirectories: true)
        // A FIFO blocks whoever opens it for reading: it must be refused unopened.
        guard mkfifo(root.appendingPathComponent("pipe.flow").path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
        try Data().write(to: input)
    }

    /// Writes `data` as `input.flow`.
    func write(_ data: Data) throws {
        try data.write(to: input)
    }

    /// Removes the folder and its sibling.
    static func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}
