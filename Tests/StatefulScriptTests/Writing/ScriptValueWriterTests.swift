import Foundation
import Stateful
import StatefulInternalTestSupport
import StatefulScript
import Testing

@Suite("ScriptValueWriter: Commands written back as script text")
struct ScriptValueWriterTests {
    /// `text` parsed as the Command of a `send` line, through the real parser.
    static func decode(_ text: String) throws -> SampleCommand {
        var parser = FlowScriptParser<SampleCommand, NoBackend>()
        let script = try parser.parse(source: "send " + text, path: "written.flow", directory: URL(filePath: "/tmp"))
        guard case .send(let command, _) = script.steps.first?.statement else {
            throw ScriptWritingError.notExpressible(typeName: "test", reason: "not a send step")
        }
        return command
    }

    @Test("each kind of value is written as the script writes it")
    func writesEachKind() throws {
        let writer = ScriptValueWriter()
        #expect(try writer.text(of: SampleCommand.plain) == "plain")
        #expect(try writer.text(of: SampleCommand.text("a \"b\" \\ $x\n")) == #"text("a \"b\" \\ $x\n")"#)
        #expect(try writer.text(of: SampleCommand.labelled(name: "Ada", count: -7)) == #"labelled(name: "Ada", count: -7)"#)
        #expect(try writer.text(of: SampleCommand.numbers(1, -2, 3, 4, 1e-7, 2)) == "numbers(1, -2, 3, 4, 0.0000001, 2.0)")
        #expect(try writer.text(of: SampleCommand.numbers(0, 0, 0, 0, 1.5e22, -0.25)) == "numbers(0, 0, 0, 0, 15000000000000000000000.0, -0.25)")
        #expect(try writer.text(of: SampleCommand.wait(.milliseconds(250))) == "wait(250ms)")
        #expect(try writer.text(of: SampleCommand.wait(.seconds(2))) == "wait(2s)")
        #expect(try writer.text(of: SampleCommand.maybe(nil, 3)) == "maybe(nil, 3)")
        #expect(try writer.text(of: SampleCommand.list([1, -2], names: ["x"])) == #"list([1, -2], names: ["x"])"#)
        #expect(try writer.text(of: SampleCommand.deeper(0, .inner(.moved(from: 1, to: 2)), [.tapped]))
            == "deeper(0, inner(moved(from: 1, to: 2)), [tapped])")
        #expect(try writer.text(of: SampleCommand.size(.large)) == "size(large)")
        #expect(try writer.text(of: SampleCommand.size(.extraLarge)) == #"size("extra large")"#)
        #expect(try writer.text(of: SampleCommand.point(SamplePoint(x: 1, y: 2, label: nil)))
            == "point(SamplePoint(x: 1, y: 2.0, label: nil))")
        #expect(try writer.text(of: SampleCommand.dated(Date(timeIntervalSinceReferenceDate: 86_400.5), level: .low))
            == "dated(86400.5, level: -1)")
        // A struct is written by the keys its coding uses, not its properties.
        let range = SampleCommand.range(SampleRange(low: 1, high: 5, cachedSpan: 4))
        #expect(try writer.text(of: range) == "range(SampleRange(from: 1, to: 5))")
        #expect(try Self.decode(try writer.text(of: range)) == .range(SampleRange(low: 1, high: 5)))
        let id = try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000A"))
        #expect(try writer.text(of: SampleCommand.identified(id, SampleID(id)))
            == #"identified("00000000-0000-0000-0000-00000000000A", "00000000-0000-0000-0000-00000000000A")"#)
    }

    @Test("a value the script cannot express is an error naming its type, never text")
    func refusesWhatTheScriptCannotSay() throws {
        let writer = ScriptValueWriter()
        #expect(throws: ScriptWritingError.self) { try writer.text(of: ["a": 1]) }
        #expect(throws: ScriptWritingError.self) { try writer.text(of: Double.nan) }
        #expect(throws: ScriptWritingError.self) { try writer.text(of: Double.infinity) }
        #expect(throws: ScriptWritingError.self) { try writer.text(of: UInt64.max) }
        #expect(throws: ScriptWritingError.self) { try writer.text(of: Duration.nanoseconds(1)) }
        #expect(throws: ScriptWritingError.self) { try writer.text(of: Duration.seconds(-1)) }
        #expect(throws: ScriptWritingError.self) { try writer.text(of: (1, 2)) }
        // As deep as the parser reads, and one level more.
        func nested(_ levels: Int) -> SampleChild {
            (0..<levels).reduce(SampleChild.tapped) { inner, _ in .inner(inner) }
        }
        let deepest = SampleCommand.nested(nested(ScriptLimits.nestingDepth - 1))
        #expect(try Self.decode(try writer.text(of: deepest)) == deepest)
        #expect(throws: ScriptWritingError.self) { try writer.text(of: SampleCommand.nested(nested(ScriptLimits.nestingDepth))) }
        #expect(throws: (any Error).self) { try Self.decode("nested(" + String(repeating: "inner(", count: 32) + "tapped" + String(repeating: ")", count: 33)) }
        do {
            _ = try writer.text(of: SampleCommand.wait(.microseconds(1500)))
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("`Duration`"))
            #expect(error.message.contains("whole milliseconds"))
        }
    }

    @Test("a secret string is written as a parameter, never its value")
    func secretsBecomeParameters() throws {
        var asked: [(String, String)] = []
        let text = try ScriptValueWriter().text(of: SampleCommand.signIn(user: "ada", password: "hunter2")) {
            asked.append(($0, $1))
            return "PASSWORD"
        }
        #expect(text == #"signIn(user: "ada", password: "${PASSWORD}")"#)
        #expect(!text.contains("hunter2"))
        #expect(asked.map(\.0) == ["hunter2"])
        #expect(asked.map(\.1) == ["password"])
    }

    @Test("hostile strings are written so that they read back exactly")
    func hostileStrings() throws {
        let writer = ScriptValueWriter()
        for piece in SampleGenerator<SeededGenerator>.hostilePieces {
            for string in [piece, "x" + piece, piece + "x", piece + piece] {
                let text = try writer.text(of: SampleCommand.text(string))
                #expect(!text.contains("\n") && !text.contains("\r"))
                let decoded = try Self.decode(text)
                guard case .text(let back) = decoded else {
                    Issue.record("decoded another case from \(text.debugDescription)")
                    continue
                }
                #expect(back.unicodeScalars.elementsEqual(string.unicodeScalars), "\(text.debugDescription)")
                #expect(try writer.text(of: decoded) == text)
            }
        }
    }

    @Test("print, parse, decode gives back an equal value, and prints back identically, over 5000 generated values")
    func roundTripOverGeneratedValues() throws {
        var generator = SampleGenerator(random: SeededGenerator(seed: 26))
        let writer = ScriptValueWriter()
        for _ in 0..<5_000 {
            let command = generator.command()
            let text = try writer.text(of: command)
            let decoded: SampleCommand
            do {
                decoded = try Self.decode(text)
            } catch {
                Issue.record("\(text.debugDescription) does not decode: \(error)")
                return
            }
            #expect(decoded == command, "\(text.debugDescription)")
            #expect(try writer.text(of: decoded) == text)
        }
    }
}
