import Foundation
import Stateful

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's terminal: one key at a time from standard input, and the
/// size of the window standard output is shown in.
enum Terminal {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's settings from before ``beginKeys()``, while keys are
    /// being read one by one.
    private static let savedSettings = Protected<termios?>(nil)

    /// From now until ``endKeys()``, standard input (a terminal) gives each
    /// key as it is pressed, without echo, and Control-C arrives as a key
    /// (`"\u{3}"`) instead of a signal. Output is unchanged. Does nothing when
    /// already begun or when standard input is not a terminal.
    static func beginKeys() {
        savedSettings.withLock { saved in
            guard saved == nil else { return }
            var original = termios()
            guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
            var keys = original
            keys.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &keys.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
            guard tcsetattr(STDIN_FILENO, TCSANOW, &keys) == 0 else { return }
            saved = original
        }
    }

    /// Puts the terminal's settings back as they were before ``beginKeys()``.
    static func endKeys() {
        savedSettings.withLock { saved in
            guard var original = saved else { return }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
            saved = nil
        }
    }

    /// Reads one keypress from standard input (see ``beginKeys()``, which it
    /// calls if nobody has). A key that sends several bytes (an arrow key)
    /// comes as one string. `nil` at the end of input.
    static func readKey() -> String? {
        beginKeys()
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { buffer in read(STDIN_FILENO, buffer.baseAddress, buffer.count) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// The size of the window standard output is shown in, when it is a
    /// terminal that knows it.
    static func windowSize() -> TerminalSize? {
        guard isTerminal(STDOUT_FILENO) else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}

/// How many columns and rows a terminal window shows.
public struct TerminalSize: Sendable, Hashable {
    /// Characters across.
    public var columns: Int
    /// Lines down.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
