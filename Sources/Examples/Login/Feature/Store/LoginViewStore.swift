import Stateful

/// The login screen's store, as the screen sees it.
public protocol LoginViewStore: ViewStore<LoginViewState, LoginViewCommand, LoginViewEffect> {}
