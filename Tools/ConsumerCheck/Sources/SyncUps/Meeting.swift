import Foundation
import Stateful
import StatefulDependencies

/// A value named like the SyncUps example's module, to prove no clash.
public struct Meeting: Sendable, Equatable, Codable, Mutable {
    public var id: UUID
    public var title: String
    public var date: Date

    public init(id: UUID, title: String, date: Date) {
        self.id = id
        self.title = title
        self.date = date
    }

    /// A new meeting: its id and date from the built-in dependencies.
    public static func new(title: String) -> Meeting {
        let dependencies = Dependencies.current
        return Meeting(id: dependencies.uuid(), title: title, date: dependencies.date.now)
    }
}
