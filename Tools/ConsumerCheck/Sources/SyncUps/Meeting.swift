import Stateful

/// A value named like the SyncUps example's module, to prove no clash.
public struct Meeting: Sendable, Equatable, Mutable {
    public var title: String
    public init(title: String) { self.title = title }
}
