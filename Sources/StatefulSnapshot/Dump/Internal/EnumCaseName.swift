/// The name of an enum value's case, read from the runtime's metadata rather
/// than from `description`, which a type may override (a `ProfileCommand`
/// may describe `.save` as `save`, but another type could say anything).
package enum EnumCaseName {
    package static func name(of value: Any) -> String {
        func open<T>(_ value: T) -> String? {
            guard let pointer = runtimeEnumCaseName(value) else { return nil }
            return String(validatingCString: pointer)
        }
        return _openExistential(value, do: open) ?? String(describing: value)
    }
}

/// The Swift runtime's own entry point, used by the standard library's
/// `print` for enum cases. It returns `nil` when the metadata has no names.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
