import Stateful
import StatefulText
import Testing

// The screen DSL's names mirror SwiftUI's on purpose, so a text screen reads
// like its view. A file that imports both modules spells the DSL's names with
// their module: `StatefulText.Text`. These stand-ins take SwiftUI's place (in
// this file only): unqualified, `Text` means the stand-in, so everything below
// compiles only through the module-qualified spelling.
//
// It also keeps that spelling possible: `StatefulText.Text` stops compiling if
// a module declares a type named after itself (`StatefulText`, `Stateful`),
// and then this file does not compile.
private struct Text { init(_ verbatim: String) {} }
private struct Button { init(_ title: String) {} }
private struct Toggle { init(_ label: String, isOn: Bool) {} }
private struct List {}
private struct Section {}
private struct VStack {}
private struct HStack {}
private struct Spacer {}
private struct Divider {}
private struct TextField {}
private struct SecureField {}
private struct ProgressView {}
private struct Alert {}

@MainActor
@Suite struct ModuleQualifiedNamesTests {
    private static let screen = StatefulText.Screen("Settings") {
        StatefulText.VStack {
            StatefulText.Text("Signed in")
            StatefulText.HStack {
                StatefulText.Text("Plan")
                StatefulText.Spacer()
                StatefulText.Text("Free")
            }
        }
        StatefulText.Divider()
        StatefulText.TextField("Name", text: "Ada")
        StatefulText.SecureField("PIN", text: "1234")
        StatefulText.Section("Options") {
            StatefulText.Toggle("Sync", isOn: true)
        }
        StatefulText.List(["one", "two"]) { StatefulText.Text($0) }
        StatefulText.ProgressView("Saving")
        StatefulText.Button("Save")
    }

    @Test func unqualifiedNamesInThisFileAreTheStandIns() {
        #expect(!String(reflecting: Text.self).hasPrefix("StatefulText."))
        #expect(String(reflecting: StatefulText.Text.self) == "StatefulText.Text")
    }

    @Test func aScreenBuiltWithModuleQualifiedNamesRenders() throws {
        #expect(try Self.screen.render(width: StatefulText.ScreenWidth(columns: 30)) == """
            +----------------------------+
            |          Settings          |
            +----------------------------+
            | Signed in                  |
            | Plan                  Free |
            | -------------------------- |
            | Name                       |
            | [Ada                     ] |
            | PIN                        |
            | [********                ] |
            | -- Options --------------- |
            | Sync                   [x] |
            | - one                      |
            | - two                      |
            | (...) Saving               |
            | [ Save ]                   |
            +----------------------------+

            """)
    }

    @Test func aHostPresentsAModuleQualifiedAlert() {
        let store = Stateful.FixedViewStore<Int, Never, String>(state: 0)
        let host = StatefulText.ScreenHost(
            store: store,
            screen: { _ in StatefulText.Screen("Home") { StatefulText.Text("Hi") } },
            effects: { message in .presentAlert(StatefulText.Alert(title: "Note", message: message)) })
        host.handle("Saved")
        #expect(host.presented.alert == StatefulText.Alert(title: "Note", message: "Saved"))
    }
}
