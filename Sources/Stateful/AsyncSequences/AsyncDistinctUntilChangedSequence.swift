/// An async sequence that skips each element equal to the one before it:
/// RxSwift's `distinctUntilChanged()`, which the seed binds fields with.
///
/// ```swift
/// struct Profile: Sendable { var name: String, visits: Int }
/// let profile = BehaviorRelay<ViewState<Profile, any Error>>(value: .loading)
///
/// for await name in profile.stream().map(\.content?.name).distinctUntilChanged() {
///     print(name ?? "loading")   // once per new name, not once per visit
/// }
/// ```
///
/// It is not called `removeDuplicates()`: apple/swift-async-algorithms
/// declares an operator of that name on every `AsyncSequence`, and a file
/// importing both modules could not call either without qualification.
public struct AsyncDistinctUntilChangedSequence<Base: AsyncSequence>: AsyncSequence {
    /// The base sequence's element.
    public typealias Element = Base.Element
    /// The base sequence's error, which the sequence rethrows.
    public typealias Failure = Base.Failure

    private let base: Base
    private let areDuplicates: (Element, Element) -> Bool

    init(base: Base, areDuplicates: @escaping (Element, Element) -> Bool) {
        self.base = base
        self.areDuplicates = areDuplicates
    }

    /// An iterator over the base sequence's elements, without the repeats.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), areDuplicates: areDuplicates)
    }

    /// The iterator of an ``AsyncDistinctUntilChangedSequence``.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let areDuplicates: (Element, Element) -> Bool
        private var last: Element?

        init(base: Base.AsyncIterator, areDuplicates: @escaping (Element, Element) -> Bool) {
            self.base = base
            self.areDuplicates = areDuplicates
        }

        /// The next element that is not a repeat of the one before, on
        /// `actor`; `nil` when the base sequence ends.
        public mutating func next(
            isolation actor: isolated (any Actor)? = #isolation
        ) async throws(Failure) -> Element? {
            while let element = try await base.next(isolation: actor) {
                if let last, areDuplicates(last, element) { continue }
                last = element
                return element
            }
            return nil
        }

        /// The next element that is not a repeat of the one before; `nil`
        /// when the base sequence ends.
        public mutating func next() async throws(Failure) -> Element? {
            try await next(isolation: nil)
        }
    }
}

extension AsyncSequence where Element: Equatable {
    /// Skips each element equal to the one before it.
    ///
    /// ```swift
    /// struct Profile: Sendable { var name: String, visits: Int }
    /// let profile = BehaviorRelay<ViewState<Profile, any Error>>(value: .loading)
    ///
    /// for await name in profile.stream().map(\.content?.name).distinctUntilChanged() {
    ///     print(name ?? "loading")   // once per new name, not once per visit
    /// }
    /// ```
    public func distinctUntilChanged() -> AsyncDistinctUntilChangedSequence<Self> {
        AsyncDistinctUntilChangedSequence(base: self, areDuplicates: ==)
    }
}

extension AsyncSequence {
    /// Skips each element that `areDuplicates` says repeats the one before it.
    ///
    /// ```swift
    /// struct Profile: Sendable { var name: String, visits: Int }
    /// let profile = BehaviorRelay(value: Profile(name: "Blob", visits: 0))
    ///
    /// let names = profile.stream().map(\.name).distinctUntilChanged { $0.lowercased() == $1.lowercased() }
    /// ```
    public func distinctUntilChanged(
        by areDuplicates: @escaping (Element, Element) -> Bool
    ) -> AsyncDistinctUntilChangedSequence<Self> {
        AsyncDistinctUntilChangedSequence(base: self, areDuplicates: areDuplicates)
    }
}
