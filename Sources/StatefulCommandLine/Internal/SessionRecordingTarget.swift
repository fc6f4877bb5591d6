import Foundation
import StatefulScript

/// Where `run --record-session OUT` writes, checked before the flow runs.
@MainActor
enum SessionRecordingTarget {
    /// Checks that `out` can be written: one flow is run, its folder exists,
    /// and it is not a folder itself.
    static func check(_ out: String, flowCount: Int, in directory: URL) throws(ToolUsageError) {
        guard flowCount == 1 else {
            throw ToolUsageError("--record-session records one flow, and \(flowCount) are to run: give the one flow to record")
        }
        let url = URL(fileURLWithPath: out, relativeTo: directory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ToolUsageError("--record-session \(out) is a folder: name the .flow file to write")
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolUsageError("--record-session \(out): the folder \(folder.relativePath) does not exist; create it first")
        }
    }

    /// Writes the recording to `out`; the line to print, and whether it is an error.
    static func save<Command, Backend>(
        _ recorder: SessionRecorder<Command, Backend>, to out: String, in directory: URL, program: String
    ) -> (text: String, failed: Bool) {
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
