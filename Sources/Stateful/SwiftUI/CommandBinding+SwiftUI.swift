#if canImport(SwiftUI)
import SwiftUI

extension Binding {
    /// A SwiftUI binding that reads `commandBinding`'s value and sends its
    /// Command when set.
    ///
    /// ```swift-excerpt
    /// TextField("Name", text: Binding(store.binding({ $0.content?.name ?? "" }, send: ProfileCommand.setName)))
    /// ```
    @MainActor
    public init(_ commandBinding: CommandBinding<Value>) {
        self.init(get: { commandBinding.value }, set: { commandBinding.set($0) })
    }
}
#endif
