@_spi(Reflection) import Swift

// What kind of type a type is, asked of the runtime directly: the dumper's
// layouts, enum payloads and tuple checks decide by it without making a
// `Mirror`.

/// Whether `type` is a tuple type: what a `Mirror` of one of its values
/// would call `.tuple`, asked without making the Mirror.
func isTupleType(_ type: Any.Type) -> Bool {
    metadataKind(of: type) == .tuple
}

/// Whether `type` is an enum type (an Optional is not: the runtime gives
/// it a kind of its own).
func isEnumType(_ type: Any.Type) -> Bool {
    metadataKind(of: type) == .enum
}

/// The kind of type `type` is (a struct, an enum, a class, …), as the
/// runtime records it; `.unknown` for a kind this Swift does not name.
func metadataKind(of type: Any.Type) -> _MetadataKind {
    _MetadataKind(rawValue: runtimeMetadataKind(type)) ?? .unknown
}

/// The runtime's own answer, which `_MetadataKind` is made from.
@_silgen_name("swift_getMetadataKind")
private func runtimeMetadataKind(_ type: Any.Type) -> UInt
