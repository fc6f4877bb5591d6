/// Anything that can go in a screen: the built-in elements, and your own
/// pieces of screen, written the way you write a SwiftUI `View`.
///
/// ```swift
/// struct ProfileFields: ScreenContent {
///     var name: String
///     var pin: String
///
///     var body: [ScreenElement] {
///         TextField("Name", text: name)
///         SecureField("PIN", text: pin)
///     }
/// }
/// ```
///
/// `body` is a ``ScreenBuilder`` closure; a conforming type gets the builder
/// without writing the attribute.
public protocol ScreenContent {
    /// The elements this content draws, in order.
    @ScreenBuilder var body: [ScreenElement] { get }
}
