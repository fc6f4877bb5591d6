/// The `--help` texts.
enum HelpText {
    static func tool(_ program: String, features: [(name: String, summary: String)]) -> String {
        """
        \(program): drive screens from flow scripts, print what happens, check recorded transcripts.

        usage: \(program) [run] [FLOW ...] [options]
               \(program) check [FLOW ...] [options]
               \(program) interactive [options]
               \(program) snapshots [list | accept | reject | orphans | reset-usage | check] [PATH ...]
               \(program) help [SUBCOMMAND]

        subcommands:
          run           run flows and print, for each step, the transcript and/or the screen (the default)
          check         run flows and compare each transcript with its recording in __Snapshots__/flows/
          interactive   read statements from standard input and print the screen after each
          snapshots     review pending snapshots: list, accept, reject; find orphans
          help          show help for a subcommand

        With no FLOW, run and check use the bundled flows.

        features:
        \(features.map { "  \($0.name)  \($0.summary)" }.joined(separator: "\n"))

        exit status: 0 success, 1 a failed expectation or check, 2 a usage or script error.
        Run '\(program) help SUBCOMMAND' for its options.

        """
    }

    static let sharedOptions = """
          --width W            screen width: compact (36), regular (48) or 20-400 columns (default compact)
          --param NAME=VALUE   set a script parameter ${NAME} (repeatable; the environment also supplies them)
          --secret NAME        treat parameter NAME as secret: masked in everything printed or written
          --server URL         use a real HTTP backend instead of the embedded one
          --feature NAME       the feature to drive, when the tool has several
          --snapshots DIR      the package root whose __Snapshots__/ holds recordings (default: the nearest
                               directory above the current one with a Package.swift)
          --record MODE        all | missing | failed | never, overriding SNAPSHOT_TESTING_RECORD
                               (under CI nothing is ever recorded)
        """

    static func subcommand(_ subcommand: ToolArguments.Subcommand, program: String) -> String {
        switch subcommand {
        case .run:
            """
            usage: \(program) run [FLOW ...] [options]

            Runs each flow and prints, for each step, what it did; ends with a summary line.

            options:
              --show WHAT          transcript, screen, outline or all, comma-separated (default transcript,screen)
            \(sharedOptions)

            """
        case .check:
            """
            usage: \(program) check [FLOW ...] [options]

            Runs each flow and compares its transcript with __Snapshots__/flows/<flow>.txt. A missing
            recording is recorded locally (and fails); a changed one fails with a diff and leaves a
            .pending.txt file to review with '\(program) snapshots'.

            options:
              --junit PATH         also write a JUnit XML report to PATH
            \(sharedOptions)

            """
        case .interactive:
            """
            usage: \(program) interactive [options]

            Reads statements from standard input, one per line, runs each and prints the screen after it.
            A person at a terminal gets a prompt; piped input is run line by line. 'quit' ends.

            options:
            \(sharedOptions)

            """
        case .snapshots:
            """
            usage: \(program) snapshots [list | accept | reject | orphans | reset-usage | check] [PATH ...]

            """
        case .help:
            """
            usage: \(program) help [SUBCOMMAND]

            """
        }
    }
}
