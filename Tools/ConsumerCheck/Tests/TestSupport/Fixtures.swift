import Feature

/// A counter State part-way up, shared by the tests.
public let halfwayCounter = CounterState(count: 5)
