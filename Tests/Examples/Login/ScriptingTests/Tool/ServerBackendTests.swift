import Foundation
import StatefulInternalTestSupport
import Testing

/// `--server URL`: the same flows against a real HTTP login API, here the
/// Python server in Tools/login-server, started on loopback for each test.
@MainActor
@Suite struct ServerBackendTests {
    @Test func theBundledLoginFlowPassesAgainstARealServer() async throws {
        try await withLoginServer { server in
            let package = try FlowPackage()
            try package.copyBundledFlows(recordings: true)
            let run = await package.run(
                ["check", "Flows/login.flow", "--server", server.baseURL.absoluteString], environment: ["CI": "true"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.standard.hasSuffix("ok: Flows/login.flow (15 steps)\nflows: 1 passed, 0 failed\n"),
                    "the same transcript as with the embedded backend")
        }
    }

    @Test func aServerErrorReachesTheScreen() async throws {
        try await withLoginServer(["--fail-login", "503"]) { server in
            let (run, _) = try await FlowPackage.running(fillIn + """
                logIn
                expect effect showProgress
                expect effect dismissProgress
                expect effect presentError(AuthError.server(status: 503))
                expect outline contains "HTTP 503"
                """, ["--server", server.baseURL.absoluteString])
            #expect(run.status == 0, "\(run.error)")
        }
    }

    @Test func aMalformedResponseIsAClearError() async throws {
        try await withLoginServer(["--malformed", "login"]) { server in
            let (run, _) = try await FlowPackage.running(fillIn + """
                logIn
                expect effect showProgress
                expect effect dismissProgress
                expect effect presentError
                expect outline contains "could not be read"
                """, ["--server", server.baseURL.absoluteString])
            #expect(run.status == 0, "\(run.error)")
        }
    }

    @Test func aRefusedConnectionIsANetworkError() async throws {
        // A port this test holds bound but never listens on: the connection is
        // refused, and no other test's server can take the port meanwhile.
        let port = try BoundPort()
        defer { port.close() }
        let url = "http://127.0.0.1:\(port.number)"
        let (run, _) = try await FlowPackage.running(fillIn + """
            logIn
            expect effect showProgress
            expect effect dismissProgress
            expect effect presentError(AuthError.network(reason: "the connection was refused"))
            expect outline contains "Could not reach the server"
            """, ["--server", url])
        #expect(run.status == 0, "\(run.error)")
    }

    @Test func backendStatementsAreRefusedWithARealServer() async throws {
        try await withLoginServer { server in
            let (run, _) = try await FlowPackage.running(
                "backend latency(1s)\n", ["--server", server.baseURL.absoluteString])
            #expect(run.status == 1)
            #expect(run.error.contains("test.flow:1:1: error: cannot configure the backend: the backend is the server at"))
            #expect(run.error.contains("`backend` lines configure only the embedded backend"))
        }
    }

    @Test func theBundledFlowsThatNeedTheEmbeddedBackendAreSkippedSayingWhy() async throws {
        try await withLoginServer { server in
            let package = try FlowPackage()
            try package.copyBundledFlows(recordings: true)
            let run = await package.run(
                ["check", "--server", server.baseURL.absoluteString, "--junit", "junit.xml", "--jobs", "1"],
                environment: ["CI": "true"])
            #expect(run.status == 0, "\(run.error)")
            let reason = "tagged embedded-backend: it needs the embedded backend, and --server is given"
            for flow in ["cancel-mid-login", "network-error", "second-login-in-flight", "server-error"] {
                #expect(run.standard.contains("skipped: Flows/\(flow).flow (\(reason))\n"), "\(flow)")
            }
            // wrong-password.flow runs once for each of its 3 rows.
            #expect(run.standard.hasSuffix("flows: 5 passed, 0 failed, 4 skipped\n"))
            let junit = try #require(package.read("junit.xml"))
            #expect(junit.contains(#"failures="0" errors="0" skipped="4">"#))
            #expect(junit.components(separatedBy: "<skipped message=\"\(reason)\"/>").count - 1 == 4)

            // The embedded backend runs them all.
            let embedded = await package.run(["check", "--jobs", "1"], environment: ["CI": "true"])
            #expect(embedded.standard.hasSuffix("flows: 9 passed, 0 failed\n"))
        }
    }

    @Test func anUntaggedFlowWithBackendLinesFailsUnderAServerSayingToTagIt() async throws {
        try await withLoginServer { server in
            let (run, _) = try await FlowPackage.running(
                "backend latency(1s)\n", ["--server", server.baseURL.absoluteString])
            #expect(run.status == 1)
            #expect(run.error.contains("tag the flow `tags: embedded-backend` to skip it under --server"))
        }
    }

    @Test func thePasswordNeverShowsWhenTalkingToAServer() async throws {
        try await withLoginServer(["--account", "a@example.com:Sup3r-Secret-Pw:u-7"]) { server in
            let (run, package) = try await FlowPackage.running("""
                inputLoginId("a@example.com")
                inputPassword("Sup3r-Secret-Pw")
                logIn
                expect effect showProgress
                expect effect dismissProgress
                expect effect complete(userId: "u-7")
                print state
                """, subcommand: "check", ["--server", server.baseURL.absoluteString, "--junit", "report.xml"])
            #expect(run.status == 1, "a new recording fails")
            #expect(!run.standard.contains("Sup3r-Secret-Pw") && !run.error.contains("Sup3r-Secret-Pw"))
            #expect(package.read("__Snapshots__/flows/test.txt")?.contains("Sup3r-Secret-Pw") == false)
            #expect(package.read("report.xml")?.contains("Sup3r-Secret-Pw") == false)
        }
    }
}
