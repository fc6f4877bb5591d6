import Stateful
import StatefulText
import Testing

/// Every element, drawn (at 30 columns) and outlined.
@Suite struct ElementTests {
    private func draw(@ScreenBuilder _ content: () -> [ScreenElement]) throws -> String {
        let text = try Screen(content: content).render(width: 30)
        expectFramed(text, columns: 30)
        return text
    }

    private func outline(@ScreenBuilder _ content: () -> [ScreenElement]) -> String {
        Screen(content: content).outline
    }

    @Test func text() throws {
        #expect(try draw { Text("Hello, world. This text wraps at the frame.") } == """
            +----------------------------+
            | Hello, world. This text    |
            | wraps at the frame.        |
            +----------------------------+

            """)
        #expect(outline { Text("Hello") } == "screen\n  text \"Hello\"\n")
    }

    @Test func textFieldShowsValueOrPlaceholder() throws {
        #expect(try draw {
            TextField("Login ID", text: "a@example.com")
            TextField("Login ID", text: "", placeholder: "you@example.com")
            TextField("", text: "")
        } == """
            +----------------------------+
            | Login ID                   |
            | [a@example.com           ] |
            | Login ID                   |
            | [(you@example.com)       ] |
            | [                        ] |
            +----------------------------+

            """)
        #expect(outline {
            TextField("Login ID", text: "a@example.com")
            TextField("Login ID", text: "", placeholder: "you@example.com")
        } == """
            screen
              textField "Login ID" value "a@example.com"
              textField "Login ID" value "" placeholder "you@example.com"

            """)
    }

    @Test func secureFieldIsAlwaysMasked() throws {
        let drawn = try draw {
            SecureField("Password", text: "hunter2-but-much-longer-than-the-mask")
            SecureField("Password", text: "", placeholder: "Required")
        }
        #expect(drawn == """
            +----------------------------+
            | Password                   |
            | [********                ] |
            | Password                   |
            | [(Required)              ] |
            +----------------------------+

            """)
        let outlined = outline { SecureField("Password", text: "hunter2") }
        #expect(outlined == "screen\n  secureField \"Password\" value \"********\"\n")
        #expect(!drawn.contains("hunter2") && !outlined.contains("hunter2"))
    }

    @Test func buttonEnabledAndDisabled() throws {
        #expect(try draw {
            Button("Log in")
            Button("Log in", isEnabled: false)
        } == """
            +----------------------------+
            | [ Log in ]                 |
            | [ Log in ] (disabled)      |
            +----------------------------+

            """)
        #expect(outline {
            Button("Log in")
            Button("Log in", isEnabled: false)
        } == "screen\n  button \"Log in\" enabled\n  button \"Log in\" disabled\n")
    }

    @Test func disabledButtonTooLongForItsMarkerPutsTheMarkerBelow() throws {
        #expect(try draw { Button("Continue to the next step", isEnabled: false) } == """
            +----------------------------+
            | [ Continue to the nex... ] |
            | (disabled)                 |
            +----------------------------+

            """)
    }

    @Test func toggleOnAndOff() throws {
        #expect(try draw {
            Toggle("Remember me", isOn: true)
            Toggle("Notifications", isOn: false)
        } == """
            +----------------------------+
            | Remember me            [x] |
            | Notifications          [ ] |
            +----------------------------+

            """)
        #expect(outline { Toggle("Remember me", isOn: true); Toggle("Sound", isOn: false) }
            == "screen\n  toggle \"Remember me\" on\n  toggle \"Sound\" off\n")
    }

    @Test func stacksDividerAndSpacer() throws {
        #expect(try draw {
            VStack(spacing: 1) {
                Text("Top")
                Text("Bottom")
            }
            Divider()
            HStack {
                Text("Total")
                Spacer()
                Text("3 items")
            }
            Spacer()
            HStack(spacing: 2) {
                Button("Cancel")
                Button("OK")
            }
        } == """
            +----------------------------+
            | Top                        |
            |                            |
            | Bottom                     |
            | -------------------------- |
            | Total              3 items |
            |                            |
            | [ Cancel ]  [ OK ]         |
            +----------------------------+

            """)
        #expect(outline {
            VStack { Text("a") }
            HStack { Text("b"); Spacer() }
            Divider()
        } == """
            screen
              vstack
                text "a"
              hstack
                text "b"
                spacer
              divider

            """)
    }

    @Test func horizontalStackTooWideFallsBackToRows() throws {
        #expect(try draw {
            HStack {
                Text("A rather long first part")
                Spacer()
                Text("and a second")
            }
        } == """
            +----------------------------+
            | A rather long first part   |
            | and a second               |
            +----------------------------+

            """)
    }

    @Test func sectionWithAndWithoutHeader() throws {
        #expect(try draw {
            Section("Account") { Text("Signed in") }
            Section { Text("No header") }
        } == """
            +----------------------------+
            | -- Account --------------- |
            | Signed in                  |
            | -------------------------- |
            | No header                  |
            +----------------------------+

            """)
        #expect(outline { Section("Account") { Text("x") } } == "screen\n  section \"Account\"\n    text \"x\"\n")
    }

    @Test func listOfRows() throws {
        #expect(try draw {
            List(["Checking", "Savings account with a long name"]) { name in
                Text(name)
            }
            List([String]()) { Text($0) }
        } == """
            +----------------------------+
            | - Checking                 |
            | - Savings account with a   |
            |   long name                |
            +----------------------------+

            """)
        #expect(outline { List { Text("a"); Text("b") } } == """
            screen
              list
                row
                  text "a"
                row
                  text "b"

            """)
    }

    @Test func navigationTitleAndBackButton() throws {
        let screen = Screen { Text("Body") }.navigationTitle("Settings").backButton("Home")
        #expect(try screen.render(width: 30) == """
            +----------------------------+
            | < Home   Settings          |
            +----------------------------+
            | Body                       |
            +----------------------------+

            """)
        #expect(screen.outline == "screen \"Settings\" back \"Home\"\n  text \"Body\"\n")
    }

    @Test func theThreeFacesOfViewState() throws {
        struct LoadFailure: Error, CustomStringConvertible {
            var description: String { "Could not load your accounts." }
        }
        func screen(_ state: ViewState<[String], LoadFailure>) -> Screen {
            Screen("Accounts") {
                ViewStateContent(state) { names in
                    List(names) { Text($0) }
                }
            }
        }
        #expect(try screen(.loading).render(width: 30) == """
            +----------------------------+
            |          Accounts          |
            +----------------------------+
            | (...) Loading              |
            +----------------------------+

            """)
        #expect(try screen(.completed(["Checking"])).render(width: 30) == """
            +----------------------------+
            |          Accounts          |
            +----------------------------+
            | - Checking                 |
            +----------------------------+

            """)
        #expect(try screen(.failed(LoadFailure())).render(width: 30) == """
            +----------------------------+
            |          Accounts          |
            +----------------------------+
            | ! Could not load your      |
            |   accounts.                |
            +----------------------------+

            """)
        #expect(screen(.loading).outline == "screen \"Accounts\"\n  progress \"Loading\"\n")
        #expect(screen(.failed(LoadFailure())).outline
            == "screen \"Accounts\"\n  failure \"Could not load your accounts.\"\n")
    }

    @Test func customFacesAndRetry() throws {
        let state: ViewState<Int, Never> = .loading
        let screen = Screen {
            ViewStateContent(state, loading: { ProgressView() }) { value in
                Text("\(value)")
            }
            FailureView("Offline.", retryTitle: "Retry")
        }
        #expect(try screen.render(width: 20) == """
            +------------------+
            | (...)            |
            | ! Offline.       |
            | [ Retry ]        |
            +------------------+

            """)
        #expect(screen.outline == "screen\n  progress\n  failure \"Offline.\" retry \"Retry\"\n")
    }

    @Test func customContentComposesLikeAView() throws {
        struct Credentials: ScreenContent {
            var loginId: String
            var body: [ScreenElement] {
                TextField("Login ID", text: loginId)
                if loginId.isEmpty {
                    Text("Required")
                }
            }
        }
        #expect(Screen { Credentials(loginId: "") }.outline
            == "screen\n  textField \"Login ID\" value \"\"\n  text \"Required\"\n")
        #expect(Screen { Credentials(loginId: "a") }.outline == "screen\n  textField \"Login ID\" value \"a\"\n")
    }
}
