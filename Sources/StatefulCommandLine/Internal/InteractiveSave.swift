import Foundation
import StatefulScript

/// The interactive mode's `save FILE`: writes what was done so far as a flow
/// that `run` and `check` replay. It writes even under `CI=true`: the user
/// named the file.
@MainActor
enum InteractiveSave {
    /// Saves when `line` is `save FILE`; the message to print and whether it
    /// is an error, or `nil` when the line is not a `save` (a bare `save`,
    /// or `save(…)`, is a feature's Command of that name).
    static func save<Command, Backend>(
        _ line: String, _ recorder: SessionRecorder<Command, Backend>, in directory: URL, program: String
    ) -> (text: String, failed: Bool)? {
        guard line.hasPrefix("save ") else { return nil }
        var path = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
        guard !path.hasPrefix("(") else { return nil }
        if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
        do {
            try SessionRecordingTarget.check(path, flowCount: 1, in: directory)
        } catch {
            return ("\(program): error: " + error.message.replacingOccurrences(of: "--record-session", with: "save") + "\n", true)
        }
        return SessionRecordingTarget.save(recorder, to: path, in: directory, program: program)
    }
}
