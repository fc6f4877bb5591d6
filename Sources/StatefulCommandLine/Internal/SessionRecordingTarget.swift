import Foundation
import StatefulScript
import StatefulSnapshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `run --record-session OUT` (and interactive `save FILE`) writes,
/// checked before the flow runs: the file it was told to write, and nothing
/// else. An existing file is replaced only when told (`--force`, `save!`),
/// never when it is the flow being run, and never through a symbolic link
/// or when it is not a regular file.
@MainActor
enum SessionRecordingTarget {
    /// Checks that `out` can be written: one flow is run, its folder exists,
    /// it is not a folder itself, and it is not taken unless `force` is set.
    ///
    /// - Parameters:
    ///   - option: What the person typed, for messages: `--record-session` or `save`.
    ///   - forceWord: What replaces an existing file: `--force` or `save!`.
    ///   - flows: The flow files being run, which are never replaced.
    static func check(
        _ out: String, flowCount: Int, in directory: URL, force: Bool = false, flows: [RawPath] = [],
        option: String = "--record-session", forceWord: String = "--force"
    ) throws(ToolUsageError) {
        guard flowCount == 1 else {
            throw ToolUsageError("--record-session records one flow, and \(flowCount) are to run: give the one flow to record")
        }
        let url = URL(fileURLWithPath: out, relativeTo: directory)
        let shown = VisibleText.escapedLine(out)
        var isDirectory: ObjCBool = false
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolUsageError("\(option) \(shown): the folder \(folder.relativePath) does not exist; create it first")
        }
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }  // a new file
        let kind = status.st_mode & mode_t(S_IFMT)
        if kind == mode_t(S_IFDIR) {
            throw ToolUsageError("\(option) \(shown) is a folder: name the .flow file to write")
        }
        if kind == mode_t(S_IFLNK) {
            throw ToolUsageError("\(option) \(shown) is a symbolic link: the recording is never written through a link; "
                + "name the file itself, or another file")
        }
        guard kind == mode_t(S_IFREG) else {
            throw ToolUsageError("\(option) \(shown) is not a regular file: name a .flow file to write")
        }
        for flow in flows {
            var flowStatus = stat()
            let bytes = flow.bytes.first == UInt8(ascii: "/") ? flow.bytes : Array((directory.path + "/").utf8) + flow.bytes
            let found = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    guard let base = characters.baseAddress else { return false }
                    return stat(base, &flowStatus) == 0
                }
            }
            if found, flowStatus.st_dev == status.st_dev, flowStatus.st_ino == status.st_ino {
                throw ToolUsageError("\(option) \(shown) is the flow being run: the recording never replaces it "
                    + "(even with \(forceWord)); name another file")
            }
        }
        guard force else {
            throw ToolUsageError("\(option) \(shown) exists: name a new file, or use \(forceWord) to replace it")
        }
    }

    /// Writes the recording to `out`, checked again as ``check(_:flowCount:in:force:flows:option:forceWord:)``
    /// checks it (the run took a while); the line to print, and whether it is an error.
    static func save<Command, Backend>(
        _ recorder: SessionRecorder<Command, Backend>, to out: String, in directory: URL, program: String,
        force: Bool, flows: [RawPath] = [], option: String = "--record-session", forceWord: String = "--force"
    ) -> (text: String, failed: Bool) {
        do {
            try check(out, flowCount: 1, in: directory, force: force, flows: flows, option: option, forceWord: forceWord)
        } catch {
            return ("\(program): error: \(error.message)\n", true)
        }
        do {
            try recorder.write(to: URL(fileURLWithPath: out, relativeTo: directory))
        } catch {
            return ("\(program): error: \(Self.message(error))\n", true)
        }
        let secrets = recorder.secretParameterValues.keys.sorted()
        let supply = secrets.isEmpty ? "" : " (run it with " + secrets.map { "--param \($0)=…" }.joined(separator: " ") + ")"
        return ("recorded session: \(out)\(supply)\n", false)
    }

    private static func message(_ error: any Error) -> String {
        if let writing = error as? ScriptWritingError { return "cannot record the session: " + writing.message }
        let text = "\(error)"
        return text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text
    }
}
