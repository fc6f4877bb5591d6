/// Reads an enum value's case (its tag) and copies out a case's payload
/// through the enum type's value witnesses, the functions the Swift runtime
/// itself uses to switch over a value of a type it does not know statically.
///
/// `Mirror` finds a case by name and boxes its payload; that costs about a
/// microsecond, and a Command routed through a path's registry was reflected
/// four or five times (its case, the element's, the Action's, the element's
/// again). Reading the tag is one indirect call, and copying a payload two.
///
/// Used only where ``CaseMemo`` has checked, once per type, case and payload
/// type, that it reads what `Mirror` reads (see ``CaseMemo``): a type that is
/// not an enum with enum value witnesses, or whose payload the projection
/// does not give bit for bit (an `indirect` case, a payload with padding),
/// keeps using `Mirror`.
@usableFromInline
package struct EnumCaseLayout {
    @usableFromInline typealias TagReader = @convention(c) (_ value: UnsafeRawPointer, _ metadata: UnsafeRawPointer) -> UInt32
    @usableFromInline typealias Projector = @convention(c) (_ value: UnsafeMutableRawPointer, _ metadata: UnsafeRawPointer) -> Void

    @usableFromInline typealias TagWriter = @convention(c) (_ value: UnsafeMutableRawPointer, _ tag: UInt32, _ metadata: UnsafeRawPointer) -> Void

    // Usable from inline code, as `tag(of:)` and `payload(of:tag:as:)` are:
    // a path's registry reads its cases in the module that registers its
    // screens, specialised for its types (see `PathScreen.screen`).
    @usableFromInline let metadata: UnsafeRawPointer
    @usableFromInline let readTag: TagReader
    @usableFromInline let project: Projector
    @usableFromInline let inject: TagWriter

    /// The layout of `type`, or `nil` when it is not an enum whose value
    /// witnesses read cases (an optional, a struct, a class), or on a
    /// platform whose metadata layout this does not know.
    @usableFromInline
    package init?(of type: Any.Type) {
        #if _pointerBitWidth(_64)
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // MetadataKind.enum: 0x201 (an optional is 0x202, and is left to Mirror).
        guard metadata.load(as: UInt.self) == 0x201 else { return nil }
        // The value witness table is the word before the metadata's address point.
        let word = MemoryLayout<UnsafeRawPointer>.size
        let table = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
        // Eight witnesses, size and stride, then the flags and the count of
        // extra inhabitants (32 bits each); the enum witnesses follow, when
        // the flags have HasEnumWitnesses (bit 21).
        let flags = table.load(fromByteOffset: 10 * word, as: UInt32.self)
        guard flags & 0x0020_0000 != 0 else { return nil }
        self.metadata = metadata
        readTag = table.load(fromByteOffset: 11 * word, as: TagReader.self)
        project = table.load(fromByteOffset: 12 * word, as: Projector.self)
        inject = table.load(fromByteOffset: 13 * word, as: TagWriter.self)
        #else
        return nil
        #endif
    }

    /// The tag of `value`'s case: the same number for every value of that
    /// case, another for every other case.
    @inlinable
    package func tag<Enum>(of value: Enum) -> UInt32 {
        withUnsafePointer(to: value) { readTag(UnsafeRawPointer($0), metadata) }
    }

    /// A copy of the payload of `value`, whose case's payload is known to be
    /// a `Payload` stored in place (not `indirect`).
    @inlinable
    func payload<Enum, Payload>(of value: Enum, tag: UInt32, as _: Payload.Type) -> Payload {
        var copy = value
        return withUnsafeMutableBytes(of: &copy) { bytes in
            let base = bytes.baseAddress.unsafelyUnwrapped
            // Clears the tag from the copy, leaving its payload in place; the
            // payload is copied, then the tag is put back, so that the copy
            // ends as the value it was.
            project(base, metadata)
            let payload = UnsafeRawPointer(base).assumingMemoryBound(to: Payload.self).pointee
            inject(base, tag, metadata)
            return payload
        }
    }

    /// Whether the payload of `value`, of case `tag`, is `expected` stored
    /// in place, bit for bit: the check that ``payload(of:tag:as:)`` reads
    /// it (an `indirect` case holds a reference to a box instead).
    func projects<Enum, Payload>(_ value: Enum, tag: UInt32, to expected: Payload) -> Bool {
        let size = MemoryLayout<Payload>.size
        guard size > 0, size <= MemoryLayout<Enum>.size else { return false }
        var copy = value
        return withUnsafeMutableBytes(of: &copy) { bytes in
            let base = bytes.baseAddress.unsafelyUnwrapped
            project(base, metadata)
            let same = withUnsafeBytes(of: expected) { $0.elementsEqual(UnsafeRawBufferPointer(start: base, count: size)) }
            inject(base, tag, metadata)
            return same
        }
    }
}
