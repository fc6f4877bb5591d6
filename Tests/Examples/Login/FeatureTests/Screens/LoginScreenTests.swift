import StatefulExampleLogin
import Stateful
import StatefulText
import Testing

@Suite struct LoginScreenTests {
    static let filled = LoginViewState.completed(.init(loginId: "login-test@example.com", password: "testpass"))

    @Test func emptyEnglish() throws {
        let screen = LoginScreen(state: .completed(.init()), labels: .english).screen
        #expect(try screen.render(width: .compact) == """
            +----------------------------------+
            |              Log in              |
            +----------------------------------+
            | Login ID                         |
            | [(you@example.com)             ] |
            | Password                         |
            | [(Required)                    ] |
            |                                  |
            | [ Log in ] (disabled)            |
            +----------------------------------+

            """)
        #expect(screen.outline == """
            screen "Log in"
              textField "Login ID" value "" placeholder "you@example.com"
              secureField "Password" value "" placeholder "Required"
              spacer
              button "Log in" disabled

            """)
    }

    @Test func filledEnglishMasksThePassword() throws {
        let screen = LoginScreen(state: Self.filled).screen
        let drawn = try screen.render(width: .compact)
        #expect(drawn == """
            +----------------------------------+
            |              Log in              |
            +----------------------------------+
            | Login ID                         |
            | [login-test@example.com        ] |
            | Password                         |
            | [********                      ] |
            |                                  |
            | [ Log in ]                       |
            +----------------------------------+

            """)
        #expect(screen.outline == """
            screen "Log in"
              textField "Login ID" value "login-test@example.com" placeholder "you@example.com"
              secureField "Password" value "********" placeholder "Required"
              spacer
              button "Log in" enabled

            """)
        #expect(!drawn.contains("testpass") && !screen.outline.contains("testpass"))
    }

    @Test func emptyJapanese() throws {
        let screen = LoginScreen(state: .completed(.init()), labels: .japanese).screen
        #expect(try screen.render(width: .compact) == """
            +----------------------------------+
            |             ログイン             |
            +----------------------------------+
            | ログインID                       |
            | [(you@example.com)             ] |
            | パスワード                       |
            | [(必須)                        ] |
            |                                  |
            | [ ログイン ] (disabled)          |
            +----------------------------------+

            """)
    }

    @Test func filledJapaneseAtTheRegularWidth() throws {
        let screen = LoginScreen(state: Self.filled, labels: .japanese).screen
        #expect(try screen.render(width: .regular) == """
            +----------------------------------------------+
            |                   ログイン                   |
            +----------------------------------------------+
            | ログインID                                   |
            | [login-test@example.com                    ] |
            | パスワード                                   |
            | [********                                  ] |
            |                                              |
            | [ ログイン ]                                 |
            +----------------------------------------------+

            """)
        #expect(screen.outline.contains("button \"ログイン\" enabled"))
    }

    @Test(arguments: [
        (LoginViewContent(), false),
        (LoginViewContent(loginId: "a"), false),
        (LoginViewContent(password: "p"), false),
        (LoginViewContent(loginId: "a", password: "p"), true),
    ])
    func logInIsDisabledWhileEitherFieldIsEmpty(content: LoginViewContent, enabled: Bool) {
        #expect(LoginScreen.canLogIn(content) == enabled)
        let outline = LoginScreen(state: .completed(content)).screen.outline
        #expect(outline.contains(enabled ? "button \"Log in\" enabled" : "button \"Log in\" disabled"))
    }

    @Test func aLongJapaneseLoginIdIsTruncatedInTheField() throws {
        let state = LoginViewState.completed(.init(loginId: "山田太郎のとても長いログインID@example.com"))
        let drawn = try LoginScreen(state: state, labels: .japanese).screen.render(width: .compact)
        #expect(drawn.contains("| [山田太郎のとても長いログイ... ] |"))
    }

    @Test func homeScreenShowsTheUserId() throws {
        #expect(try HomeScreen(userId: "u-42").screen.render(width: .compact) == """
            +----------------------------------+
            |               Home               |
            +----------------------------------+
            | You are logged in.               |
            |                                  |
            | User ID: u-42                    |
            +----------------------------------+

            """)
        #expect(HomeScreen(userId: "u-42", labels: .japanese).screen.outline == """
            screen "ホーム"
              text "ログインしました。"
              spacer
              text "ユーザーID: u-42"

            """)
    }
}
