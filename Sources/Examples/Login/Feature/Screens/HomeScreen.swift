import StatefulText

/// The screen the login screen moves on to: it greets the user and shows
/// their user ID.
///
/// ```swift
/// HomeScreen(userId: "user-1", labels: .english).screen
/// ```
public struct HomeScreen: ScreenContent {
    /// The logged-in user's ID.
    public var userId: String
    /// The words to draw it with.
    public var labels: LoginLabels

    /// Creates the home screen for `userId`.
    public init(userId: String, labels: LoginLabels = .english) {
        self.userId = userId
        self.labels = labels
    }

    /// The whole screen, titled ``LoginLabels/homeTitle``.
    public var screen: Screen {
        Screen(labels.homeTitle) { self }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        Text(labels.loggedIn)
        Spacer()
        Text(labels.userId + ": " + userId)
    }
}
