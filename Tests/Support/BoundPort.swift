import Foundation

/// A loopback TCP port bound, and not listened on, until ``close()``:
/// connecting to it is refused.
public final class BoundPort {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The port's number.
    public let number: UInt16
    private var descriptor: Int32

    /// Binds a free loopback port.
    public init() throws {
        #if canImport(Glibc)
        let kind = Int32(SOCK_STREAM.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        let socketDescriptor = socket(AF_INET, kind, 0)
        guard socketDescriptor >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            let code = errno
            closeDescriptor(socketDescriptor)
            throw Failure(description: "cannot bind a loopback port: errno \(code)")
        }
        descriptor = socketDescriptor
        number = UInt16(bigEndian: address.sin_port)
    }

    /// Frees the port.
    public func close() {
        guard descriptor >= 0 else { return }
        closeDescriptor(descriptor)
        descriptor = -1
    }

    deinit { close() }
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
