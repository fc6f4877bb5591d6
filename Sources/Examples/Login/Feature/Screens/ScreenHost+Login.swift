import Stateful
import StatefulText

extension ScreenHost where Store: LoginViewStore {
    /// A host for the login screen: the root screen is ``LoginScreen``, and
    /// Effects change the presentation as ``LoginPresentation`` says.
    ///
    /// ```swift
    /// let store = LoginViewStoreImpl(authClient: server.client)
    /// let host = ScreenHost(login: store, labels: .japanese)
    /// host.observe(store.core)           // follow every step, synchronously
    /// await store.dispatchCommand(.logIn)
    /// print(try host.render(width: .compact))
    /// ```
    public convenience init(login store: Store, labels: LoginLabels = .english) {
        self.init(store: store) { state in
            LoginScreen(state: state, labels: labels).screen
        } effects: { effect in
            LoginPresentation.change(for: effect, labels: labels)
        }
    }
}
