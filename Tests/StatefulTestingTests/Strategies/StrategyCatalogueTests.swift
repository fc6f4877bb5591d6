import Foundation
import Stateful
import StatefulInternalTestSupport
import StatefulTesting
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The strategy catalogue: what each strategy writes (checked as inline
/// snapshots) and the file extension each gives its snapshots.
@Suite struct StrategyCatalogueTests {
    struct Profile: Encodable {
        var name = "Ada"
        var scores = [0.1, 3, 1e-7, 1e21]
        var site = URL(string: "https://example.com/a/b")
        var tags: [String: Int] = ["z": 1, "a": 2, "m": 3]
    }

    struct Token: SecretValue, Encodable {
        var value = "hunter2"
        var isEmptySecret: Bool { value.isEmpty }
    }

    struct Account: Encodable {
        var id = 7
        var token = Token()
    }

    @Test func jsonSortsKeysAndWritesNumbersTheSameEverywhere() throws {
        assertInlineSnapshot(of: try Snapshotting<Profile>.json.render(Profile())) {
            """
            {
              "name" : "Ada",
              "scores" : [
                0.1,
                3,
                1e-07,
                1e+21
              ],
              "site" : "https://example.com/a/b",
              "tags" : {
                "a" : 2,
                "m" : 3,
                "z" : 1
              }
            }
            """
        }
    }

    @Test func jsonRefusesAValueHoldingASecret() {
        #expect(throws: (any Error).self) { try Snapshotting<Account>.json.render(Account()) }
        let message = (try? Snapshotting<Account>.json.render(Account())) ?? ""
        #expect(!message.contains("hunter2"))
    }

    @Test func customDumpWritesSwiftCustomDumpsText() throws {
        struct Point { var x: Int; var y: Int }
        let strategy = Snapshotting<[String: Point]>.customDump
        #expect(strategy.pathExtension == "txt")
        #expect(try strategy.render(["b": Point(x: 1, y: 2), "a": Point(x: 0, y: 0)]) == """
            [
              "a": StrategyCatalogueTests.Point(
                x: 0,
                y: 0
              ),
              "b": StrategyCatalogueTests.Point(
                x: 1,
                y: 2
              )
            ]
            """)
    }

    @Test func plistIsXMLText() throws {
        assertInlineSnapshot(of: try Snapshotting<[String: Int]>.plist.render(["b": 2, "a": 1])) {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>a</key>
            	<integer>1</integer>
            	<key>b</key>
            	<integer>2</integer>
            </dict>
            </plist>
            """
        }
    }

    static func request() -> URLRequest {
        var request = URLRequest(url: URL(string: "https://ada:pa55@api.example.com/login?b=2&a=1")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer s3cret", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"password":"x","id":"ada's"}"#.utf8)
        return request
    }

    @Test func rawRequestMasksCredentials() throws {
        assertInlineSnapshot(of: try Snapshotting<URLRequest>.raw.render(Self.request())) {
            """
            POST https://ada:********@api.example.com/login?a=1&b=2
            Authorization: ********
            Content-Type: application/json

            {"password":"x","id":"ada's"}
            """
        }
        assertInlineSnapshot(of: try Snapshotting<URLRequest>.raw(pretty: true).render(Self.request())) {
            """
            POST https://ada:********@api.example.com/login?a=1&b=2
            Authorization: ********
            Content-Type: application/json

            {
              "id" : "ada's",
              "password" : "x"
            }
            """
        }
    }

    @Test func curlRequestMasksCredentials() throws {
        assertInlineSnapshot(of: try Snapshotting<URLRequest>.curl.render(Self.request())) {
            #"""
            curl \
            	--request POST \
            	--header "Authorization: ********" \
            	--header "Content-Type: application/json" \
            	--data "{\"password\":\"x\",\"id\":\"ada's\"}" \
            	"https://ada:********@api.example.com/login?a=1&b=2"
            """#
        }
    }

    @Test func curlWritesHeadAndCookiesAsSwiftSnapshotTestingDoes() throws {
        var request = URLRequest(url: URL(string: "https://example.com/$HOME?z=1&a=2")!)
        request.httpMethod = "HEAD"
        request.setValue("session=abc", forHTTPHeaderField: "Cookie")
        request.setValue("say \"hi\"", forHTTPHeaderField: "X-Note")
        assertInlineSnapshot(of: try Snapshotting<URLRequest>.curl.render(request)) {
            #"""
            curl \
            	--head \
            	--header "X-Note: say \"hi\"" \
            	--cookie "********" \
            	"https://example.com/\$HOME?a=2&z=1"
            """#
        }
    }

    enum Direction: String, CaseIterable, CustomStringConvertible {
        case up, down, left, right
        var description: String { rawValue }
    }

    @Test func funcIntoRecordsEveryInput() throws {
        let rotated: (Direction) -> Direction = { direction in
            switch direction {
            case .up: .left
            case .left: .down
            case .down: .right
            case .right: .up
            }
        }
        assertInlineSnapshot(of: try Snapshotting<(Direction) -> Direction>.func(into: .description).render(rotated)) {
            """
            "up","left"
            "down","right"
            "left","down"
            "right","up"
            """
        }
        // Written as swift-snapshot-testing users write it, into a `.csv` file.
        let package = try TemporaryPackage()
        withKnownIssue {
            withSnapshotTesting(packageRoot: package.root, environment: SnapshotEnvironment([:])) {
                assertSnapshot(of: rotated, as: .func(into: .description))
            }
        }
        #expect(package.files() == ["__Snapshots__/StrategyCatalogueTests/funcIntoRecordsEveryInput.csv"])
    }

    @Test func dataReadsAsAHexDumpWhoseDiffShowsTheChangedLine() throws {
        let bytes = Data((0..<20).map { UInt8($0 * 13 % 256) } + Array("Hello".utf8))
        assertInlineSnapshot(of: try Snapshotting<Data>.data.render(bytes)) {
            """
            00000000  00 0d 1a 27 34 41 4e 5b  68 75 82 8f 9c a9 b6 c3  |...'4AN[hu......|
            00000010  d0 dd ea f7 48 65 6c 6c  6f                       |....Hello|
            (25 bytes)
            """
        }
        var changed = bytes
        changed[3] = 0xFF
        let diff = UnifiedDiff(
            expected: try Snapshotting<Data>.data.render(bytes), actual: try Snapshotting<Data>.data.render(changed))
        assertInlineSnapshot(of: diff.rendered(expectedLabel: "expected", actualLabel: "actual")) {
            """
            --- expected
            +++ actual
            @@ -1,3 +1,3 @@
            -00000000  00 0d 1a 27 34 41 4e 5b  68 75 82 8f 9c a9 b6 c3  |...'4AN[hu......|
            +00000000  00 0d 1a ff 34 41 4e 5b  68 75 82 8f 9c a9 b6 c3  |....4AN[hu......|
             00000010  d0 dd ea f7 48 65 6c 6c  6f                       |....Hello|
             (25 bytes)
            """
        }
    }

    @Test func everyStrategyNamesItsFileExtension() {
        #expect(Snapshotting<Profile>.json.pathExtension == "json")
        #expect(Snapshotting<Profile>.plist.pathExtension == "plist")
        #expect(Snapshotting<Data>.data.pathExtension == "bin")
        #expect(Snapshotting<Data>.hexDump.pathExtension == "hex")
        #expect(Snapshotting<(Direction) -> Int>.func(into: .description).pathExtension == "csv")
        #expect(Snapshotting<URLRequest>.raw.pathExtension == "txt")
        #expect(Snapshotting<String>.lines(pathExtension: "html").pathExtension == "html")
        #expect(Snapshotting<Int>.description.pullback { (text: String) in text.count }.withPathExtension("md").pathExtension == "md")
    }
}
