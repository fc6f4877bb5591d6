import Foundation
import StatefulInternalTestSupport
import Testing
#if canImport(Glibc)

/// `--timeout` (each flow) and `--total-timeout` (the whole run) of `run`
/// and `check` (issue 23): a flow waiting on a server that accepts and never
/// answers (its requests would end only at the client's 10 s idle timeout)
/// fails at its deadline, located at the step that was running, its work
/// cancelled; the other flows go on, or, past the run's deadline, are
/// reported as not run and counted in the JUnit report. The deadlines are
/// generous for the flows that pass (a step of microseconds) and nothing
/// asserts how long anything took.
@MainActor
@Suite struct FlowDeadlineTests {
    static let hangs = fillIn + "logIn\n"
    static let quick = "inputLoginId(\"b@example.com\")\n"

    @Test func aFlowPastItsDeadlineFailsAtItsStepAndTheOthersGoOn() async throws {
        let server = try ParallelCheckSignalTests.SilentServer()
        let package = try FlowPackage()
        try package.write(Self.hangs, to: "a.flow")
        try package.write(Self.quick, to: "b.flow")
        let run = await package.run(
            ["run", "a.flow", "b.flow", "--timeout", "3s", "--server", "http://127.0.0.1:\(server.port)", "--show", "outline"])
        #expect(run.status == 1, "\(run.combined)")
        #expect(run.error.contains("""
            a.flow:3:1: error: the flow ran past its 3s deadline (--timeout) while `logIn` ran; \
            its work was cancelled and the flow's later steps not run
            """), "\(run.combined)")
        #expect(run.standard.contains("FAILED: a.flow (3 steps, 1 failed)"), "\(run.combined)")
        #expect(run.standard.contains("ok: b.flow (1 steps)"), "\(run.combined)")
        #expect(run.standard.hasSuffix("flows: 1 passed, 1 failed\n"), "\(run.combined)")
    }

    @Test func pastTheRunsDeadlineEveryUnfinishedFlowIsReportedAndCounted() async throws {
        let server = try ParallelCheckSignalTests.SilentServer()
        let package = try FlowPackage()
        try package.write(Self.hangs, to: "a.flow")
        try package.write(Self.quick, to: "b.flow")
        try package.write(Self.quick, to: "c.flow")
        let run = await package.run(
            ["check", "a.flow", "b.flow", "c.flow", "--total-timeout", "2s", "--jobs", "1",
             "--server", "http://127.0.0.1:\(server.port)", "--junit", "report.xml"],
            environment: ["CI": "true"])
        #expect(run.status == 1, "\(run.combined)")
        #expect(run.error.contains("a.flow:3:1: error: the run ran past its 2s deadline (--total-timeout) while `logIn` ran"),
                "\(run.combined)")
        for name in ["b.flow", "c.flow"] {
            #expect(run.error.contains("\(name): not run: the run ran past its 2s deadline (--total-timeout) before it started"),
                    "\(run.combined)")
            #expect(run.standard.contains("FAILED: \(name) (not run)"), "\(run.combined)")
        }
        #expect(run.standard.hasSuffix("flows: 0 passed, 3 failed\n"), "\(run.combined)")
        let junit = try #require(package.read("report.xml"))
        #expect(junit.contains(#"<testsuites name="stateful check" tests="3" failures="1" errors="2">"#), "\(junit)")
    }

    @Test(arguments: [
        ("0s", "not '0s' (0 would stop every flow at once)"),
        ("30", "not '30' (the unit is missing: 30s?)"),
        ("2h", "not '2h' (units: ms, s, m)"),
        ("soon", "not 'soon'"),
    ])
    func aBadDurationIsAUsageErrorThatTeaches(_ value: String, _ ending: String) async throws {
        let package = try FlowPackage()
        try package.write(Self.quick, to: "b.flow")
        for option in ["--timeout", "--total-timeout"] {
            let run = await package.run(["run", "b.flow", option, value])
            #expect(run.status == 2)
            #expect(run.error.contains(
                "\(option) takes a duration above 0, a whole number with its unit: 500ms, 30s or 10m, \(ending)"), "\(run.error)")
        }
    }
}
#endif
