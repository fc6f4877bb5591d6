import StatefulExampleLogin
import Stateful
import StatefulScript

extension LoginScriptFeature: ExplorableFeature {
    /// How `stateful explore` explores the login screen: typing and taps on
    /// what it offers, its Commands sent directly (an empty login ID too),
    /// the embedded backend's faults and latency; one account to log in to.
    public var exploration: ExplorationPlan<LoginScriptFeature> {
        var plan = ExplorationPlan<LoginScriptFeature>(
            commands: [
                ExplorationCommand("inputLoginId") { random, _ in
                    .inputLoginId(random.element(of: ["", "ada", "grace"]) ?? "")
                },
                ExplorationCommand("inputPassword") { random, _ in
                    .inputPassword(random.element(of: ["", Self.explorationPassword, "wrong-password"]) ?? "")
                },
                .fixed("logIn", .logIn),
            ],
            invariants: [
                .always("never logged in without a user id") { moment in
                    moment.effects.allSatisfy { effect in
                        if case .complete(let userId) = effect { return !userId.isEmpty }
                        return true
                    }
                },
                .always("progress and error never both shown") { moment in
                    moment.presented.progress == nil || moment.presented.alert == nil
                },
            ],
            faults: [
                .fail(.logIn, .network), .fail(.fetchUserId, .server(500)), .fail(.logIn, .wrongPassword),
                .restore(.logIn), .restore(.fetchUserId), .latency(.seconds(2)), .latency(.milliseconds(100)),
            ],
            setUp: [.account(loginId: "ada", password: Self.explorationPassword, userId: "u-ada")],
            // Everything the screen can reach: the coverage lists what an exploration never did.
            actions: ["loginIdInput", "passwordInput"],
            effects: ["showProgress", "dismissProgress", "presentError", "complete"],
            screens: ["Log in", "Home"],
            isUnexpected: { effect in
                // Every error the screen may show is one a backend gives
                // (a server's malformed answer too); an unimplemented call
                // or an error of another type is a bug.
                guard case .presentError(let error) = effect else { return false }
                switch error as? AuthError {
                case .invalidCredentials, .invalidAccessToken, .network, .server, .malformedResponse: return false
                case .unimplemented, nil: return true
                }
            })
        plan.secureTexts = ["", Self.explorationPassword, "wrong-password"]
        plan.typedTexts = ["", "ada", "grace", "Zoë 😀"]
        return plan
    }

    /// The account's password in explorations.
    static let explorationPassword = "Pa55-w0rd!"
}
