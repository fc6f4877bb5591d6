/// The two moments of a Command's first part, the work it does before it
/// first suspends (see ``StoreCore/start(_:for:cancelled:firstPart:)``).
package enum FirstPartMoment: Sendable {
    /// The work is about to begin.
    case began
    /// The work suspended, or ended, for the first time.
    case ended
}
