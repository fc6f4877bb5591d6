import Foundation
import Observation
import Stateful
import StatefulPersistence
import Testing

enum Theme: String, Sendable { case light, dark }
enum Speed: Int, Sendable { case slow = 1, fast = 2 }

/// `.appStorage("key")` in a storage that keeps its defaults in memory:
/// what a test, a preview and a flow get.
struct AppStorageTests {
    let storage = SharedStorage.inMemory()
    var defaults: SharedDefaults { SharedDefaults.of(storage) }

    private func shared<Value>(_ defaultValue: Value, _ key: AppStorageKey<Value>) -> Shared<Value> {
        inStorage(storage) { Shared(wrappedValue: defaultValue, key) }
    }

    /// Sets `value` through a `@Shared`, checks what defaults hold, then
    /// loads it in a relaunched storage.
    private func roundTrip<Value: AppStorageValue & Equatable>(
        _ defaultValue: Value, _ value: Value, stored: (Any?) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let key = "value-\(Value.self)-\(sourceLocation.line)"
        let holder = shared(defaultValue, .appStorage(key))
        #expect(holder.wrappedValue == defaultValue, sourceLocation: sourceLocation)
        holder.withLock { $0 = value }
        #expect(stored(defaults.object(forKey: key)), "stored: \(String(describing: defaults.object(forKey: key)))",
                sourceLocation: sourceLocation)
        let relaunched = storage.relaunched()
        let again = inStorage(relaunched) { Shared(wrappedValue: defaultValue, .appStorage(key)) }
        #expect(again.wrappedValue == value, sourceLocation: sourceLocation)
        #expect(again.loadError == nil && holder.saveError == nil, sourceLocation: sourceLocation)
    }

    @Test func aTestsStorageKeepsItsDefaultsInMemory() {
        #expect(defaults.isInMemory)
    }

    @Test func everyValueTypeRoundTrips() {
        roundTrip(false, true) { $0 as? Bool == true }
        roundTrip(0, 42) { $0 as? Int == 42 }
        roundTrip(0.0, 2.5) { $0 as? Double == 2.5 }
        roundTrip("", "こんにちは") { $0 as? String == "こんにちは" }
        roundTrip(Data(), Data([0, 1, 255])) { $0 as? Data == Data([0, 1, 255]) }
        roundTrip(Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000.5)) {
            $0 as? Date == Date(timeIntervalSince1970: 1_700_000_000.5)
        }
        roundTrip(URL(string: "https://example.com")!, URL(string: "https://example.com/a?b=c#d")!) {
            $0 as? String == "https://example.com/a?b=c#d"
        }
        roundTrip(URL(fileURLWithPath: "/"), URL(fileURLWithPath: "/tmp/a b.json")) {
            $0 as? String == "file:///tmp/a%20b.json"
        }
        roundTrip(Int?.none, 5) { $0 as? Int == 5 }
        roundTrip(String?.some("x"), "y") { $0 as? String == "y" }
    }

    @Test func enumsAreKeptByTheirStringRawValue() {
        let theme = shared(Theme.light, .appStorage("theme"))
        theme.withLock { $0 = .dark }
        #expect(defaults.object(forKey: "theme") as? String == "dark")

        let again = inStorage(storage.relaunched()) { Shared(wrappedValue: Theme.light, .appStorage("theme")) }
        #expect(again.wrappedValue == .dark)
    }

    @Test func enumsAreKeptByTheirIntRawValue() {
        let speed = shared(Speed.slow, .appStorage("speed"))
        speed.withLock { $0 = .fast }
        #expect(defaults.object(forKey: "speed") as? Int == 2)

        let again = inStorage(storage.relaunched()) { Shared(wrappedValue: Speed.slow, .appStorage("speed")) }
        #expect(again.wrappedValue == .fast)
    }

    @Test func optionalEnumsAreKeptByTheirRawValueAndNilRemovesTheKey() {
        let theme = shared(Theme?.none, .appStorage("theme"))
        let speed = shared(Speed?.none, .appStorage("speed"))
        theme.withLock { $0 = .dark }
        speed.withLock { $0 = .slow }
        #expect(defaults.object(forKey: "theme") as? String == "dark")
        #expect(defaults.object(forKey: "speed") as? Int == 1)

        theme.withLock { $0 = nil }
        speed.withLock { $0 = nil }

        #expect(defaults.object(forKey: "theme") == nil)
        #expect(defaults.object(forKey: "speed") == nil)
    }

    @Test func anUnknownRawValueGivesTheDefault() {
        defaults.set("sepia", forKey: "theme")
        defaults.set(7, forKey: "speed")

        #expect(shared(Theme.light, .appStorage("theme")).wrappedValue == .light)
        #expect(shared(Speed.slow, .appStorage("speed")).wrappedValue == .slow)
        #expect(shared(Theme?.none, .appStorage("theme")).wrappedValue == nil)
    }

    @Test func anOptionalSetToNilRemovesTheKey() {
        let nickname = shared(String?.none, .appStorage("nickname"))
        nickname.withLock { $0 = "Blob" }
        #expect(defaults.object(forKey: "nickname") as? String == "Blob")

        nickname.withLock { $0 = nil }

        #expect(defaults.object(forKey: "nickname") == nil)
        #expect(inStorage(storage.relaunched()) { Shared(wrappedValue: String?.some("unset"), .appStorage("nickname")) }
            .wrappedValue == "unset")
    }

    @Test func aValueOfAnotherTypeInDefaultsGivesTheDefault() {
        defaults.set("seven", forKey: "count")
        defaults.set(3, forKey: "name")
        defaults.set(true, forKey: "ratio")

        let count = shared(1, .appStorage("count"))
        #expect(count.wrappedValue == 1)
        #expect(count.loadError == nil)
        #expect(shared("none", .appStorage("name")).wrappedValue == "none")
        #expect(shared(0.5, .appStorage("ratio")).wrappedValue == 0.5)
        #expect(shared(URL(fileURLWithPath: "/a"), .appStorage("name")).wrappedValue == URL(fileURLWithPath: "/a"))

        count.withLock { $0 += 1 }
        #expect(defaults.object(forKey: "count") as? Int == 2)   // replaced by a value of the right type
    }

    @Test func aSetFromOutsideReloadsEveryHolderAndTellsObservation() {
        let first = shared(0, .appStorage("count"))
        let second = shared(0, .appStorage("count"))
        let notifications = CallCount()
        withObservationTracking {
            _ = second.wrappedValue
        } onChange: {
            notifications.increment()
        }

        defaults.set(5, forKey: "count")

        #expect(first.wrappedValue == 5)
        #expect(second.wrappedValue == 5)
        #expect(notifications.value == 1)
    }

    @Test func aRemovalFromOutsideGivesTheDefault() {
        let count = shared(1, .appStorage("count"))
        count.withLock { $0 = 8 }

        defaults.removeObject(forKey: "count")

        #expect(count.wrappedValue == 1)
        #expect(defaults.object(forKey: "count") == nil)
    }

    @Test func aValueOfAnotherTypeSetFromOutsideGivesTheDefault() {
        let count = shared(1, .appStorage("count"))
        count.withLock { $0 = 8 }

        defaults.set("eight", forKey: "count")

        #expect(count.wrappedValue == 1)
    }

    @Test func keysOfAStoreOfTheirOwnAreApartFromTheStandardOnes() throws {
        let suite = try #require(UserDefaults(suiteName: "StatefulPersistenceTests.never-written"))
        let standard = shared(0, .appStorage("count"))
        let ownStore = shared(0, .appStorage("count", store: suite))
        let explicitStandard = shared(0, .appStorage("count", store: .standard))

        ownStore.withLock { $0 = 2 }
        standard.withLock { $0 = 1 }

        #expect(ownStore.wrappedValue == 2)
        #expect(explicitStandard.wrappedValue == 1)   // the standard defaults, named or not
        #expect(defaults.object(forKey: "count", in: suite) as? Int == 2)
        #expect(defaults.object(forKey: "count") as? Int == 1)
        #expect(suite.object(forKey: "count") == nil)   // in memory: the real suite is never written
    }

    @Test func twoSharedOfOneKeyShareOneValue() {
        let first = shared(1, .appStorage("count"))
        let second = shared(99, .appStorage("count"))

        #expect(second.wrappedValue == 1)
        second.withLock { $0 += 1 }
        #expect(first.wrappedValue == 2)
    }

    @Test func defaultsOfTwoStoragesAreApart() {
        shared(0, .appStorage("count")).withLock { $0 = 4 }
        let other = SharedStorage.inMemory()

        #expect(inStorage(other) { Shared(wrappedValue: 0, .appStorage("count")) }.wrappedValue == 0)
        #expect(SharedDefaults.of(other).object(forKey: "count") == nil)
    }

    @Test func theKeyIsNamedAsWrittenInCode() {
        let key: AppStorageKey<Bool> = .appStorage("is \"on\"")
        #expect(key.name == #".appStorage("is \"on\"")"#)
        #expect(key.key == "is \"on\"")
    }
}
