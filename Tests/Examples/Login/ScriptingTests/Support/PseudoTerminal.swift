import Foundation

#if canImport(Glibc)
import Glibc

/// A pseudo-terminal for running a program as a person at a terminal would:
/// the program's standard streams are the terminal's side, the test reads
/// what it shows and types keys on the other.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)` in the
    /// generic ioctl encoding of x86-64 and ARM64, which Swift cannot import
    /// from the C macros.
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430

    /// The controlling side: what the program writes is read here, what is
    /// written here is what the program reads.
    private let controller: Int32
    /// The program's side, kept open by the test too (to read its settings).
    let terminal: FileHandle
    /// Everything the program has shown, CR LF turned into LF.
    private(set) var shown = ""

    init(columns: Int, rows: Int) throws {
        // Linux's pseudo-terminal multiplexer: unlock the new terminal side
        // and ask its number (what posix_openpt, unlockpt and ptsname do).
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var locked: Int32 = 0
        var number: UInt32 = 0
        guard controller >= 0, ioctl(controller, Self.unlockRequest, &locked) == 0,
              ioctl(controller, Self.numberRequest, &number) == 0
        else {
            throw Failure(description: "cannot open a pseudo-terminal")
        }
        guard let terminal = FileHandle(forUpdatingAtPath: "/dev/pts/\(number)") else {
            throw Failure(description: "cannot open the pseudo-terminal's terminal side")
        }
        self.terminal = terminal
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(controller)
    }

    /// The terminal's local modes (`ICANON`, `ECHO`, `ISIG`, …) now.
    var localModes: tcflag_t {
        var settings = termios()
        _ = tcgetattr(terminal.fileDescriptor, &settings)
        return settings.c_lflag
    }

    /// Types `keys`.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads what the program shows until `text` has appeared `count` times
    /// in all, or `process` has ended. The deadline only keeps a broken
    /// program from hanging the test; it is not a measure of speed: ten
    /// minutes, as a loaded machine (load average 30 on two cores) can make
    /// a program that answers in a second alone take a hundred times longer.
    func read(until text: String, count: Int = 1, while process: Process, deadline: Duration = .seconds(600)) throws {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while shown.components(separatedBy: text).count - 1 < count {
            if !readAvailable(waitingMilliseconds: 50), !process.isRunning {
                return
            }
            guard clock.now < end else {
                process.terminate()
                throw Failure(description: "waited \(deadline) for \(text.debugDescription); shown so far:\n\(shown)")
            }
        }
    }

    /// Reads what is left once the program has ended (waiting for its end
    /// up to ten minutes, only so that a program that never ends fails the test).
    func readToEnd(of process: Process) throws {
        let clock = ContinuousClock()
        let end = clock.now + .seconds(600)
        while process.isRunning {
            _ = readAvailable(waitingMilliseconds: 50)
            guard clock.now < end else {
                process.terminate()
                throw Failure(description: "the program did not end; shown so far:\n\(shown)")
            }
        }
        while readAvailable(waitingMilliseconds: 0) {}
    }

    /// Reads whatever is ready within the wait; whether anything was.
    private func readAvailable(waitingMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        shown += String(decoding: buffer[..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return true
    }
}
#endif
