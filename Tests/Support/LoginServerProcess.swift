import Foundation

/// `Tools/login-server/login_server.py`, run with `python3` as a subprocess
/// on 127.0.0.1. Use ``withLoginServer(_:_:)``, which always stops it.
public final class LoginServerProcess {
    public enum StartError: Error, CustomStringConvertible {
        case exited(status: Int32, stderr: String)
        case badPort(String)

        public var description: String {
            switch self {
            case let .exited(status, stderr):
                "the login server exited with status \(status) before printing its port (is python3 installed?): \(stderr)"
            case .badPort(let line):
                "the login server printed \(line.debugDescription) instead of its port"
            }
        }
    }

    private let process = Process()
    public let port: Int

    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(filePath: "/")
    }

    /// The script, found from this file: Tests/Support/ → the package root.
    static let script = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Tools/login-server/login_server.py")

    /// Starts the server and waits until it prints its port.
    public init(arguments: [String]) throws {
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path] + arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line = Data()
        let reader = output.fileHandleForReading
        while !line.contains(0x0A) {
            let chunk = reader.availableData  // blocks until data or end of file
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let port = Int(text.trimmingCharacters(in: .whitespaces)) else {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw text.isEmpty ? StartError.exited(status: process.terminationStatus, stderr: stderr) : StartError.badPort(text)
        }
        self.port = port
    }

    /// Terminates the server and waits for it to exit. Safe to call twice.
    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit {
        stop()
    }
}

/// Runs `body` with a login server started with `arguments`, and stops the
/// server afterwards, whether `body` returns or throws.
public func withLoginServer<R>(
    _ arguments: [String] = [],
    isolation: isolated (any Actor)? = #isolation,
    _ body: (LoginServerProcess) async throws -> R
) async throws -> R {
    let server = try LoginServerProcess(arguments: arguments)
    defer { server.stop() }
    return try await body(server)
}
