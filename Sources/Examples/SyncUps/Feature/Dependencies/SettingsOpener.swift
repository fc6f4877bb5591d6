import Stateful

/// Opens the system's settings, where the user can allow speech recognition
/// (the seed's `openSettings` dependency).
///
/// ```swift
/// await Dependencies.current.openSettings()
/// ```
///
/// Linux has no settings app: the live value does nothing.
public struct SettingsOpener: Sendable {
    private let open: @Sendable () async -> Void

    /// An opener that calls `open`.
    public init(_ open: @escaping @Sendable () async -> Void) {
        self.open = open
    }

    /// Opens the settings.
    public func callAsFunction() async {
        await open()
    }
}

extension SettingsOpener: DependencyKey {
    /// Does nothing: there is no settings app to open on Linux.
    public static var liveValue: SettingsOpener { SettingsOpener {} }

    /// Fails the test that opens the settings without overriding it.
    public static var testValue: SettingsOpener {
        SettingsOpener(unimplemented("Dependencies.openSettings", placeholder: ()))
    }
}

extension Dependencies {
    /// Opens the system's settings.
    public var openSettings: SettingsOpener {
        get { self[SettingsOpener.self] }
        set { self[SettingsOpener.self] = newValue }
    }
}
