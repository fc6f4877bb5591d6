/// The children a `Mirror` would list for an enum case or a tuple, read
/// straight from the runtime's reflection entry points (the ones `Mirror`
/// itself is built on), without making the `Mirror`: no check for a custom
/// mirror, no type-erased collection, no closure per child.
///
/// Only for a value whose `Mirror` is the runtime's own: an enum that is not
/// `CustomReflectable`, or a tuple (which cannot be). The labels are the
/// `Mirror`'s: an enum's payload is labelled with its case's name, a tuple's
/// elements with their labels or `.0`, `.1`, ….
enum RuntimeChildren {
    /// A child as `Mirror(reflecting:).children` lists it: its label and its value.
    typealias Child = (label: String?, value: Any)

    /// Every child of `value`, in order.
    static func children(of value: Any) -> [Child] {
        let type = normalizedType(of: value)
        let count = runtimeChildCount(value, type: type)
        return (0..<count).map { child(of: value, type: type, at: $0) }
    }

    /// An enum case's payload with its case's name; `nil` for a case
    /// without one.
    static func payload(of value: Any) -> Child? {
        let type = normalizedType(of: value)
        guard runtimeChildCount(value, type: type) > 0 else { return nil }
        return child(of: value, type: type, at: 0)
    }

    /// The type the runtime reflects `value` as, as `Mirror` asks it: the
    /// dynamic type, looking through an existential (an `any Error` payload).
    /// The value itself is passed as `Any`, as `Mirror` passes it, for the
    /// runtime to open.
    private static func normalizedType(of value: Any) -> Any.Type {
        runtimeNormalizedType(value, type: type(of: value))
    }

    private static func child(of value: Any, type: Any.Type, at index: Int) -> Child {
        var name: UnsafePointer<CChar>?
        var freeName: NameFree?
        let child = runtimeChild(of: value, type: type, index: index, outName: &name, outFreeFunc: &freeName)
        let label = name.flatMap { String(validatingCString: $0) }
        freeName?(name)
        return (label, child)
    }
}

/// Frees a name the runtime made for a child (a tuple element's `.0`).
private typealias NameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

/// The type the runtime's mirror of `value` reflects it as.
@_silgen_name("swift_reflectionMirror_normalizedType")
private func runtimeNormalizedType<Value>(_ value: Value, type: Any.Type) -> Any.Type

/// How many children the runtime's mirror of `value` lists.
@_silgen_name("swift_reflectionMirror_count")
private func runtimeChildCount<Value>(_ value: Value, type: Any.Type) -> Int

/// The child at `index` of the runtime's mirror of `value`, with its name.
@_silgen_name("swift_reflectionMirror_subscript")
private func runtimeChild<Value>(
    of value: Value,
    type: Any.Type,
    index: Int,
    outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
    outFreeFunc: UnsafeMutablePointer<NameFree?>
) -> Any
