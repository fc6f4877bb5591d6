/// Reducing the child presented in an optional slot of a parent's State (a
/// sheet's form, a destination of several sheets and alerts): one line of
/// the parent's `transform` per slot.
extension Optional {
    /// Applies `action`, an Action of the child screen this slot presents,
    /// to the child's State in place, through the child's own `transform`.
    ///
    /// ```swift
    /// var state = App.State(sheet: Counter.State())
    /// state.sheet.apply(Counter.Action.add(1))       // through Counter's transform
    /// ```
    ///
    /// When the slot is empty (the sheet was dismissed, or never presented)
    /// nothing changes, and the mistake is reported at this call: with
    /// `StatefulTesting` it fails the running test; elsewhere it is written
    /// to standard error. Work forwarded to the child with
    /// ``CommandContext/forward(_:to:presentedIn:action:effect:fileID:filePath:line:column:)``
    /// never gets here once the slot is empty: dismissing the child cancels
    /// that work, and Actions of cancelled work are dropped.
    ///
    /// - Parameters:
    ///   - action: An Action of the presented child.
    ///   - fileID: The file ID of the call, where an empty slot is reported.
    ///   - filePath: The file path of the call, where an empty slot is reported.
    ///   - line: The line of the call, where an empty slot is reported.
    ///   - column: The column of the call, where an empty slot is reported.
    public mutating func apply<ChildAction: ViewAction>(
        _ action: ChildAction,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where ChildAction.State == Wrapped {
        guard let child = self else {
            IssueReporter.report(ReportedIssue(
                "an Action of \(TypeName.full(ChildAction.self)) (\(EnumCasePayload.caseName(of: action) ?? "\(action)")) "
                    + "arrived for an empty slot (dismissed, or never presented): it was dropped",
                fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        // The slot lets go of the child while it is reduced, so that the
        // child's State is not copied for being shared.
        self = nil
        self = ChildAction.transform(child, action: action)
    }
}

extension Optional where Wrapped: PathElement {
    /// Applies `action`, an Action of one of the screens the destination
    /// type registers in ``PathElement/screens``, to the destination this
    /// slot holds, through that screen's `transform`: one line of the
    /// parent's `transform` for every sheet of the destination.
    ///
    /// ```swift
    /// var state = App.State(destination: .counter(Counter.State()))
    /// state.destination.apply(.counter(.add(1)))    // through Counter's transform
    /// ```
    ///
    /// When the slot is empty, or holds another screen than the Action's (a
    /// sheet replaced by an alert), nothing changes, and the mistake is
    /// reported at this call, as a stack's missing element is: with
    /// `StatefulTesting` it fails the running test; elsewhere it is written
    /// to standard error.
    ///
    /// - Parameters:
    ///   - action: An Action of one of the destination's screens.
    ///   - fileID: The file ID of the call, where a missing screen is reported.
    ///   - filePath: The file path of the call, where a missing screen is reported.
    ///   - line: The line of the call, where a missing screen is reported.
    ///   - column: The column of the call, where a missing screen is reported.
    public mutating func apply(
        _ action: Wrapped.Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let owner = RegisteredScreens.of(Wrapped.self).first { $0.ownsAction(action) }
        if var element = self, let owner, owner.holds(element) {
            self = nil
            _ = owner.reduce(&element, action)
            self = element
            return
        }
        let held = self.map { EnumCasePayload.caseName(of: $0) ?? "\($0)" }
        let actionName = "\(owner?.name ?? TypeName.full(Wrapped.self)) (\(EnumCasePayload.caseName(of: action) ?? "\(action)"))"
        IssueReporter.report(ReportedIssue(
            "an Action of \(actionName) arrived for a \(TypeName.full(Wrapped.self))? slot that "
                + (held.map { "holds another destination (\($0))" } ?? "is empty (dismissed, or never presented)")
                + ": it was dropped",
            fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
