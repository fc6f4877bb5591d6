import Foundation
import StatefulInternalTestSupport
import Testing

/// What the CI fuzz step (`Tools/FlowFuzzer/run-fuzzer.sh`) decides when an
/// input times out: it runs that input again alone, with a generous limit,
/// and calls it a failure only when it fails again. A stand-in for the
/// fuzzer (`FLOW_FUZZER_BINARY`) answers libFuzzer's arguments: the fuzzing
/// run reports a timeout and writes its input, the re-run passes or fails.
@Suite struct FuzzerTimeoutRerunTests {
    /// The stand-in: the fuzzing run (`-max_total_time=…`) writes a
    /// `timeout-…` input (and a `crash-…` one when asked) and exits as
    /// libFuzzer does on a timeout; a run of one input notes the input and
    /// its limit in `$FAKE_LOG` and exits with `$FAKE_RERUN_STATUS`.
    static let standIn = #"""
        #!/usr/bin/env bash
        prefix=""
        fuzzing=0
        for argument in "$@"; do
            case "$argument" in
                -artifact_prefix=*) prefix="${argument#-artifact_prefix=}" ;;
                -max_total_time=*) fuzzing=1 ;;
            esac
        done
        if [ "$fuzzing" -eq 1 ]; then
            printf 'send logIn\n' >"${prefix}timeout-slowinput"
            [ -n "${FAKE_ALSO_CRASH:-}" ] && printf 'x' >"${prefix}crash-other"
            echo "#2 INITED cov: 10 ft: 10 corp: 1/1b exec/s: 0 rss: 30Mb"
            echo "ALARM: working on the last Unit for 11 seconds"
            echo "==4242== ERROR: libFuzzer: timeout after 11 seconds"
            exit 70
        fi
        input="${!#}"
        printf '%s %s %s\n' "$(basename "$input")" "$(cat "$input")" "$*" >>"$FAKE_LOG"
        if [ "$FAKE_RERUN_STATUS" -ne 0 ]; then
            echo "==4243== ERROR: libFuzzer: timeout after 121 seconds"
        fi
        exit "$FAKE_RERUN_STATUS"
        """#

    struct Outcome {
        var status: Int32
        var output: String
        /// One line per input run alone: its name, its content, the arguments.
        var reruns: [String]
    }

    static func runScript(rerunStatus: Int32, alsoCrash: Bool = false) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzzer-rerun-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fuzzer = folder.appendingPathComponent("fake-fuzzer")
        try Data(standIn.utf8).write(to: fuzzer)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fuzzer.path)
        let log = folder.appendingPathComponent("reruns.log")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", repositoryRoot.appendingPathComponent("Tools/FlowFuzzer/run-fuzzer.sh").path, "5"]
        var environment = ProcessInfo.processInfo.environment
        environment["FLOW_FUZZER_BINARY"] = fuzzer.path
        environment["FAKE_RERUN_STATUS"] = "\(rerunStatus)"
        environment["FAKE_LOG"] = log.path
        environment["TMPDIR"] = folder.path
        environment["FAKE_ALSO_CRASH"] = alsoCrash ? "1" : nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let reruns = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return Outcome(status: process.terminationStatus, output: output, reruns: reruns)
    }

    #if os(Linux)
    @Test func aTimeoutThatPassesAloneIsNotADefect() throws {
        let outcome = try Self.runScript(rerunStatus: 0)
        #expect(outcome.status == 0, "\(outcome.output)")
        // The input that timed out, and only it, was run again alone with the generous limit.
        #expect(outcome.reruns.count == 1, "\(outcome.reruns)")
        #expect(outcome.reruns.first?.hasPrefix("timeout-slowinput send logIn -timeout=120 ") == true, "\(outcome.reruns)")
        #expect(outcome.output.contains("an input timed out under load and ran alone in"), "\(outcome.output)")
        #expect(outcome.output.contains("(timeouts under load re-run alone)"), "\(outcome.output)")
    }

    @Test func aTimeoutThatFailsAloneTooIsADefect() throws {
        let outcome = try Self.runScript(rerunStatus: 70)
        #expect(outcome.status == 70, "\(outcome.output)")
        #expect(outcome.reruns.count == 1, "\(outcome.reruns)")
        #expect(outcome.output.contains("an input that timed out also fails alone (timeout-slowinput)"), "\(outcome.output)")
        #expect(outcome.output.contains("error: the flow fuzzer found a defect"), "\(outcome.output)")
        #expect(outcome.output.contains("reproducer: "), "\(outcome.output)")
    }

    @Test func aTimeoutBesideACrashIsNotReRun() throws {
        let outcome = try Self.runScript(rerunStatus: 0, alsoCrash: true)
        #expect(outcome.status == 70, "\(outcome.output)")
        #expect(outcome.reruns.isEmpty, "\(outcome.reruns)")
        #expect(outcome.output.contains("error: the flow fuzzer found a defect"), "\(outcome.output)")
    }
    #endif
}
