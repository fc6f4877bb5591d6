import Foundation
import StatefulInternalTestSupport
import Testing

/// `check --report DIR` and `run --report DIR`: one self-contained page of
/// the whole run. (It is opened in a real browser in `RunReportInABrowserTests`.)
@MainActor
@Suite struct RunReportTests {
    /// A flow that passes, one that fails at its third step, and one that the
    /// feature skips under `--region us`.
    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\nexpect state name == \"Ada\"\n", to: "Flows/a-passes.flow")
        try package.write("""
            # Fails at line 4: the screen shows Bea.
            setName("Bea")
            expect state name == "Bea"
            expect screen contains "Name: Zed"
            setName("Cy")

            """, to: "Flows/b-fails.flow")
        try package.write("tags: eu-only\nload\n", to: "Flows/c-eu-only.flow")
        return package
    }

    static let arguments = ["run", "--region", "us", "--report", "out/report"]

    @Test func failuresComeFirstWithTheFailingStepsScreenThenPassedThenSkipped() async throws {
        let package = try Self.package()
        let run = await package.run(Self.arguments + ["Flows/a-passes.flow", "Flows/b-fails.flow", "Flows/c-eu-only.flow"],
                                    environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.standard.contains("skipped: Flows/c-eu-only.flow (tagged eu-only, and --region is us)\n"))
        #expect(run.standard.contains("report: out/report/index.html\nflows: 1 passed, 1 failed, 1 skipped\n"),
                "written under CI: the folder was named on the command line")
        let page = try #require(package.read("out/report/index.html"))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>profile-flows run</title>"))
        #expect(page.contains("<p class=\"counts\">1 failed · 1 passed · 1 skipped</p>"))
        #expect(!page.contains("<link") && !page.contains("src=") && !page.contains("http"), "self-contained: nothing from the network")

        // Failures first, then the flows that passed, then the skipped ones.
        let failed = try #require(page.range(of: "<code>Flows/b-fails.flow</code>"))
        let passed = try #require(page.range(of: "<code>Flows/a-passes.flow</code>"))
        let skipped = try #require(page.range(of: "<code>Flows/c-eu-only.flow</code>"))
        #expect(failed.lowerBound < passed.lowerBound && passed.lowerBound < skipped.lowerBound)
        #expect(page.contains("<p class=\"reason\">skipped: tagged eu-only, and --region is us</p>"))

        // The failing step: its source line, the failure, and the screen after it.
        let failingStep = try #require(page.components(separatedBy: "<li class=\"step failed\">").dropFirst().first)
        #expect(failingStep.hasPrefix("\n<p class=\"source\"><span class=\"path\">Flows/b-fails.flow:4</span> <code>expect screen contains &quot;Name: Zed&quot;</code></p>"))
        #expect(failingStep.contains("<pre class=\"failure\">Flows/b-fails.flow:4:1: error: "))
        let screen = try #require(failingStep.components(separatedBy: "<pre class=\"screen\">").dropFirst().first)
        #expect(screen.contains("Bea"), "the screen after the failing step")
        // Every step is on the page, the later one too: a failure does not stop its flow.
        #expect(page.contains("<span class=\"path\">Flows/b-fails.flow:5</span> <code>setName(&quot;Cy&quot;)</code>"))
        #expect(page.components(separatedBy: "<li class=\"step failed\">").count == 2, "one failing step")
    }

    /// A new flow whose step failed: the step's own error comes first, the
    /// transcript's "none was recorded" after the steps.
    @Test func theFailingStepComesBeforeTheTranscriptThatWasNotRecorded() async throws {
        let package = try Self.package()
        let run = await package.run(["check", "--report", "out/report", "Flows/b-fails.flow"])
        #expect(run.status == 1)
        let page = try #require(package.read("out/report/index.html"))
        let step = try #require(page.range(of: "<pre class=\"failure\">Flows/b-fails.flow:4:1: error: "))
        let transcript = try #require(page.range(of: "<pre class=\"failure\">No snapshot at __Snapshots__/flows/Flows/b-fails.txt; none was recorded"))
        #expect(step.lowerBound < transcript.lowerBound)
        #expect(page.range(of: "</ol>\n<pre class=\"failure\">No snapshot at") != nil, "after the steps")
        #expect(!page.contains("Accept it"))
    }

    @Test func theSameRunGivesTheSameBytesAndCheckWritesItToo() async throws {
        let package = try Self.package()
        let flows = ["Flows/a-passes.flow", "Flows/b-fails.flow", "Flows/c-eu-only.flow"]
        _ = await package.run(["check", "--region", "us"] + flows)  // records the transcripts
        let first = await package.run(["check", "--region", "us", "--report", "one"] + flows, environment: ["CI": "true"])
        let second = await package.run(["check", "--region", "us", "--report", "two"] + flows, environment: ["CI": "true"])
        #expect(first.status == 1 && second.status == 1)
        let page = try #require(package.read("one/index.html"))
        #expect(package.read("two/index.html") == page)
        #expect(page.contains("<title>profile-flows check</title>"))
        #expect(!page.contains(package.root.path), "no path of the machine")
    }

    @Test func withoutReportNothingIsWrittenAndOtherSubcommandsRefuseIt() async throws {
        let package = try Self.package()
        let before = Set(package.files(under: "."))
        let run = await package.run(["run", "Flows/a-passes.flow"], environment: ["CI": "true"])
        #expect(run.status == 0)
        #expect(!run.standard.contains("report:"))
        #expect(Set(package.files(under: ".")) == before)
        let interactive = await package.run(["interactive", "--report", "out"])
        #expect(interactive.status == 2)
        #expect(interactive.error.contains("unknown option '--report' for 'interactive'"))
        let empty = await package.run(["run", "--report=", "Flows/a-passes.flow"])
        #expect(empty.status == 2)
        #expect(empty.error.contains("--report takes the folder to write the page (index.html) into"))
    }

    @Test func hostileTextOnThePageIsEscapedAndMadeVisible() async throws {
        let package = try TemporaryPackage()
        let hostile = "<script>alert(1)</script> invoice\u{202E}fdp.exe \u{1B}]0;TITLE\u{7}"
        let written = hostile.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}").replacingOccurrences(of: "\u{7}", with: "\\u{7}")
        try package.write("setName(\"\(written)\")\nexpect screen contains \"nothing like it\"\n", to: "Flows/hostile.flow")
        let run = await package.run(["run", "Flows/hostile.flow", "--report", "report"])
        #expect(run.status == 1)
        let page = try #require(package.read("report/index.html"))
        #expect(!page.contains("<script>alert"), "markup from a flow is text")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("invoice\\u{202E}fdp.exe"), "a bidi override is shown, not obeyed")
        let interpretable = page.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(interpretable.isEmpty, "no control or bidi character reaches the page")
    }

    @Test func noPieceOfASecretReachesThePage() async throws {
        let package = try TemporaryPackage()
        try package.write(ProfileSecretTests.flow, to: "Flows/pin.flow")
        var outputs: [String: String] = [:]
        let run = await package.run(["run", "Flows/pin.flow", "--report", "run-report"] + ProfileSecretTests.secretOptions)
        #expect(run.status == 1)
        let check = await package.run(["check", "Flows/pin.flow", "--report", "check-report"] + ProfileSecretTests.secretOptions)
        #expect(check.status == 1)
        let runPage = try #require(package.read("run-report/index.html"))
        let checkPage = try #require(package.read("check-report/index.html"))
        outputs["run page"] = runPage
        outputs["check page"] = checkPage
        #expect(ProfileSecretTests.leaked(outputs) == [])
        // Not even a piece of one: every four characters of each secret.
        for secret in ProfileSecretTests.secrets {
            let characters = Array(secret)
            for start in 0...(characters.count - 4) {
                let piece = String(characters[start..<start + 4])
                #expect(!runPage.contains(piece) && !checkPage.contains(piece), "\(piece) of a secret")
            }
        }
        #expect(runPage.contains("********"), "the secrets are there, masked")
        #expect(runPage.contains("<pre class=\"screen\">"), "screens are shown")
    }

    @Test func aNamedStepIsAHeadingWhereItBeginsAndItsFailureNamesIt() async throws {
        let package = try TemporaryPackage()
        try package.write("""
            step "Name <Ada>" {
                setName("Ada")
                step "Check" {
                    expect state name == "Zed"
                }
                setName("Bea")
            }
            setName("Cy")

            """, to: "Flows/steps.flow")
        let run = await package.run(["run", "Flows/steps.flow", "--report", "report"], environment: ["CI": "true"])
        #expect(run.status == 1)
        let page = try #require(package.read("report/index.html"))
        let headings = page.components(separatedBy: "<h3 class=\"step-name\">").dropFirst()
            .map { String($0.prefix { $0 != "<" }) }
        // Where each named step begins, and where the outer one goes on after the inner one.
        #expect(headings == [
            "step &quot;Name &lt;Ada&gt;&quot;", "step &quot;Name &lt;Ada&gt;&quot; &gt; &quot;Check&quot;",
            "step &quot;Name &lt;Ada&gt;&quot;",
        ])
        let failingStep = try #require(page.components(separatedBy: "<li class=\"step failed\">").dropFirst().first)
        #expect(failingStep.hasPrefix("\n<h3 class=\"step-name\">step &quot;Name &lt;Ada&gt;&quot; &gt; &quot;Check&quot;</h3>"))
        #expect(failingStep.contains("error: in step &quot;Name &lt;Ada&gt;&quot; &gt; &quot;Check&quot;: expected state name"))
        let lastStep = try #require(page.components(separatedBy: "<li class=\"step\">").last)
        #expect(lastStep.contains("setName(&quot;Cy&quot;)") && !lastStep.contains("step-name"), "outside any named step: no heading")
    }
}
