import Foundation
import StatefulInternalTestSupport
import Testing

/// The profile's `pin` is secret through its own `Redactable` types and
/// through `--secret`: it never reaches standard output, standard error, a
/// recording, a pending file, a listed diff or a JUnit report.
@MainActor
@Suite struct ProfileSecretTests {
    /// Typed in with `enterPin`.
    static let typedPin = "8462-9135"
    /// Given with `--param PIN=… --secret PIN`, and used where nothing else is secret.
    static let parameterPin = "5731-4402"
    /// Held by the backend's account, loaded with `load`.
    static let accountPin = "2718-2818"
    /// A wrong guess in `expect state pin == …`.
    static let guessedPin = "1111-0000"

    static let secrets = [typedPin, parameterPin, accountPin, guessedPin]

    static let flow = """
        param PIN
        enterPin("\(typedPin)")
        expect state pin == "\(typedPin)"
        expect state pin == "\(guessedPin)"
        setName("${PIN}")
        expect state name == "${PIN}"
        expect screen contains "${PIN}"
        backend account(name: "Lin", pin: "\(accountPin)")
        load
        expect state pin == "\(accountPin)"
        expect state pin != "\(accountPin)"
        expect screen contains "\(accountPin)"
        expect screen matches "loaded"
        print state
        print screen
        print outline

        """

    static let secretOptions = ["--param", "PIN=\(parameterPin)", "--secret", "PIN"]

    /// Everything that is not masked in `outputs`, as "where: secret".
    static func leaked(_ outputs: [String: String]) -> [String] {
        secrets.flatMap { secret in leaks(of: secret, in: outputs).map { "\($0): \(secret)" } }
    }

    @Test func thePinReachesNoOutputFileOrReport() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.flow, to: "Flows/pin.flow")
        var outputs: [String: String] = [:]

        let run = await package.run(["run", "Flows/pin.flow", "--show", "all"] + Self.secretOptions)
        #expect(run.status == 1)
        outputs["run stdout"] = run.standard
        outputs["run stderr"] = run.error

        // Its steps fail: only a mode that writes what differs records it.
        let record = await package.run(["check", "Flows/pin.flow", "--junit", "first.xml", "--record", "failed"] + Self.secretOptions)
        #expect(record.status == 1)
        outputs["first check"] = record.combined

        // A changed flow leaves pending files, a diff and a report with failures.
        try package.write(Self.flow + "enterPin(\"\(Self.typedPin)\")\nexpect screen matches \"loaded\"\n", to: "Flows/pin.flow")
        let mismatch = await package.run(
            ["check", "Flows/pin.flow", "--junit", "report.xml", "--format", "github"] + Self.secretOptions)
        #expect(mismatch.status == 1)
        #expect(mismatch.standard.contains("::error file=Flows/pin.flow,line=4,col=1,title=flow step failed::"))
        #expect(mismatch.standard.contains("::error file=__Snapshots__/flows/Flows/pin.txt,line="))
        outputs["second check"] = mismatch.combined
        #expect(mismatch.error.contains("does not match"))
        #expect(package.exists("__Snapshots__/flows/Flows/pin.pending.txt"))

        let list = await package.run(["snapshots", "list"])
        outputs["snapshots list"] = list.combined
        #expect(list.standard.contains("1 pending snapshot(s)"))

        let report = await package.run(["snapshots", "report", "--html", "page"])
        #expect(report.status == 0)
        outputs["snapshots report"] = report.combined

        let files = package.everyFileText()
        #expect(files.keys.contains("report.xml"))
        #expect(files["page/index.html"]?.contains("__Snapshots__/flows/Flows/pin.pending.txt") == true)
        #expect(files.keys.contains("__Snapshots__/flows/Flows/pin.txt"))
        #expect(files.keys.contains("__Snapshots__/flows/Flows/pin.loaded.txt"))
        outputs.merge(files.filter { $0.key != "Flows/pin.flow" }) { $1 }

        #expect(Self.leaked(outputs) == [])
        // The secrets were there, masked: the checks above cannot pass vacuously.
        #expect(run.standard.contains("> enterPin(\"********\")"))
        #expect(run.standard.contains("> setName(\"********\")"))
        #expect(run.standard.contains("-- Flows/pin.flow:8: backend account(name: \"Lin\", pin: \"********\")"))
        #expect(run.standard.contains("  pin: \"********\""))
        #expect(files["__Snapshots__/flows/Flows/pin.txt"]?.contains("action nameChanged(\"********\")") == true)
    }

    @Test func failedExpectationsOnThePinDoNotShowIt() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.flow, to: "Flows/pin.flow")
        let run = await package.run(["check", "Flows/pin.flow", "--junit", "report.xml"] + Self.secretOptions)
        #expect(run.status == 1)
        let reported = run.error.split(separator: "\n").filter { $0.hasPrefix("Flows/pin.flow:") }
        #expect(reported == [
            "Flows/pin.flow:4:1: error: expected state pin == a secret value, and it is not (values not shown)",
            "Flows/pin.flow:7:1: error: expected the screen to contain \"********\"; it shows:",
            "Flows/pin.flow:11:1: error: expected state pin != a secret value, and it is not (values not shown)",
            "Flows/pin.flow:12:1: error: expected the screen to contain \"********\"; it shows:",
            "Flows/pin.flow:13:1: error: Recorded a new snapshot: __Snapshots__/flows/Flows/pin.loaded.txt.",
        ])
        #expect(run.error.contains("\n    expect state pin == \"********\"\n"))
        let report = try #require(package.read("report.xml"))
        #expect(report.contains("expected state pin == a secret value, and it is not (values not shown)"))
        #expect(Self.leaked(["stdout": run.standard, "stderr": run.error, "report": report]) == [])
    }
}
