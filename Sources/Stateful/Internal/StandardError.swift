#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// Writes lines to standard error, where the core says what it has no one
/// else to tell.
package enum StandardError {
    /// Writes `line` and a newline.
    package static func write(_ line: String) {
        #if os(Windows)
        print(line)
        #else
        var text = line + "\n"
        text.withUTF8 { bytes in _ = systemWrite(2, bytes.baseAddress, bytes.count) }
        #endif
    }
}

#if canImport(Darwin)
private let systemWrite = Darwin.write
#elseif canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Bionic)
private let systemWrite = Bionic.write
#endif
