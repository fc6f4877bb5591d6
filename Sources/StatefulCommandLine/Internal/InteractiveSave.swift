import Foundation
import StatefulScript

/// The interactive mode's `save FILE`: writes what was done so far as a flow
/// that `run` and `check` replay. It writes even under `CI=true`: the user
/// named the file. An existing file is replaced only by `save! FILE`, and
/// never through a symbolic link.
@MainActor
enum InteractiveSave {
    /// Saves when `line` is `save FILE` or `save! FILE`; the message to print
    /// and whether it is an error, or `nil` when the line is not a `save` (a
    /// bare `save`, or `save(…)`, is a feature's Command of that name).
    static func save<Command, Backend>(
        _ line: String, _ recorder: SessionRecorder<Command, Backend>, in directory: URL, program: String
    ) -> (text: String, failed: Bool)? {
        let force = line.hasPrefix("save! ")
        guard line.hasPrefix("save ") || force else { return nil }
        var path = line.dropFirst(force ? 5 : 4).trimmingCharacters(in: .whitespaces)
        guard !path.hasPrefix("(") else { return nil }
        if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
        return SessionRecordingTarget.save(
            recorder, to: path, in: directory, program: program, force: force, option: force ? "save!" : "save",
            forceWord: "save! FILE")
    }
}
