/// Helpers shared by the test targets (not shipped): reading async
/// sequences and holding async work at a known point.

/// Reads the next `count` elements of `stream`, or fewer if it ends.
public func collect<Element>(_ count: Int, from iterator: inout AsyncStream<Element>.Iterator) async -> [Element] {
    var elements: [Element] = []
    while elements.count < count, let element = await iterator.next() {
        elements.append(element)
    }
    return elements
}

/// Reads every element of `sequence` until it finishes.
public func collectAll<Sequence: AsyncSequence<Element, Never>, Element>(_ sequence: Sequence) async -> [Element] {
    var elements: [Element] = []
    for await element in sequence {
        elements.append(element)
    }
    return elements
}

/// A one-way signal: `wait()` returns once `open()` was called, or throws
/// `CancellationError` if the waiting task is cancelled first.
public final class Gate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    public init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    public func open() {
        continuation.yield()
        continuation.finish()
    }

    public func wait() async throws {
        for await _ in stream { break }
        try Task.checkCancellation()
    }
}
