// stateful-snapshots: review pending snapshots and orphans from the command line.
// All the work is in StatefulSnapshot's SnapshotReviewCommand, which the
// `stateful` CLI can offer as a subcommand in the same two lines.
import Foundation
import StatefulSnapshot

let result = SnapshotReviewCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
    environment: .process)
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode)
