import Foundation

/// The tool's help texts, written from the same option tables the argument
/// parser accepts, so help and parser cannot disagree.
struct HelpText {
    /// The executable's name, as usage lines show it.
    let program: String
    /// The registered features: name, summary and own options.
    let features: [(name: String, summary: String, options: [OptionSpec])]
    /// How `run` and `check` take a folder, and a path that is not UTF-8.
    static let folderNote = "A FLOW that is a folder stands for its *.flow files (not its subfolders'), in the order of\n"
        + "their names' bytes. A path need not be UTF-8; it is shown with such bytes escaped (bad\\xFF.flow)."

    /// What `run` and `check` do with no FLOW, in words.
    let defaultFlows: (run: String, check: String)?

    var featureOptions: [OptionSpec] { features.flatMap(\.options) }

    /// `PROGRAM --help`.
    func overview() -> String {
        var text = """
        \(program): drive screens from flow scripts, print what happens, check recorded transcripts.

        usage: \(program) [run] [FLOW ...] [options]
               \(program) check [FLOW ...] [options]
               \(program) interactive [options]
               \(program) explore [--seed N] [--runs N] [--steps K] [--for DURATION] [--shard K/N] [options]
               \(program) explore merge RESULTS ... [--junit PATH] [--report DIR] [--out DIR]
               \(program) snapshots [list | review | report | accept | reject | orphans | reset-usage | check | migrate] [PATH ...]
               \(program) help [SUBCOMMAND]

        subcommands:
          run           run flows and print, for each step, the transcript and/or the screen (the default)
          check         run flows and compare each transcript with its recording in __Snapshots__/flows/
          interactive   read statements from standard input and print the screen after each;
                        'save FILE' writes the session as a flow
          explore       generate sequences of steps, check invariants after each, shrink each failure
                        to a minimal flow; 'explore merge' combines the results of a CI matrix's shards
          snapshots     review pending snapshots: list, review one by one, report as a page, accept,
                        reject; find orphans
          help          show help for a subcommand

        """
        text += "\n"
        if let defaultFlows {
            text += "With no FLOW, run runs \(defaultFlows.run) and check runs \(defaultFlows.check).\n\n"
        } else {
            text += "run and check take the flow files to run (this tool has no default flows).\n\n"
        }
        text += "features:\n"
        if features.isEmpty { text += "  (none registered)\n" }
        for feature in features {
            text += "  \(feature.name)  \(feature.summary)\n"
            for option in feature.options {
                text += "      \(option.usage)  \(option.summary.replacingOccurrences(of: "\n", with: " "))\n"
            }
        }
        text += """

        exit status: 0 success, 1 a failed expectation or check, 2 a usage or script error.
        Run '\(program) help SUBCOMMAND' for its options.

        """
        return text
    }

    /// `PROGRAM help SUBCOMMAND`.
    func subcommand(_ subcommand: ToolArguments.Subcommand) -> String {
        let options = ToolArguments.options(for: subcommand, featureOptions: featureOptions).filter { !$0.isHidden }
        let (usage, about) = Self.synopsis(subcommand, program: program, defaultFlows: defaultFlows)
        var text = "usage: \(usage)\n\n\(about)\n"
        if !options.isEmpty {
            text += "\noptions:\n" + Self.table(options.filter { $0.feature == nil })
            let takesFeatureOptions = [.run, .check, .interactive, .explore].contains(subcommand)
            for feature in features where takesFeatureOptions && !feature.options.isEmpty {
                text += "\noptions of the feature '\(feature.name)':\n" + Self.table(feature.options)
            }
        }
        return text + "\n"
    }

    private static func synopsis(
        _ subcommand: ToolArguments.Subcommand, program: String, defaultFlows: (run: String, check: String)?
    ) -> (usage: String, about: String) {
        switch subcommand {
        case .run:
            ("\(program) run [FLOW ...] [options]",
             "Runs each flow and prints, for each step, what it did; ends with a summary line.\n"
                + "A failed expectation is reported and the flow goes on, so one run shows every failure.\n"
                + "With --record-session OUT, what the flow did is also written to OUT as a new flow.\n"
                + "Recordings (expect ... matches) are only compared: run writes none; check records them.\n"
                + Self.folderNote
                + (defaultFlows.map { "\nWith no FLOW, runs \($0.run)." } ?? ""))
        case .check:
            ("\(program) check [FLOW ...] [options]",
             """
             Runs each flow and compares its transcript with its recording in __Snapshots__/flows/ (named
             by the flow's path in the package: Flows/save.flow records Flows/save.txt). A missing
             recording is recorded locally (and fails); a changed one fails with a diff and leaves a
             .pending.txt file to review with '\(program) snapshots'. Every failed expectation and the
             transcript comparison are reported in one run.
             \(Self.folderNote)
             """ + (defaultFlows.map { "\nWith no FLOW, checks \($0.check)." } ?? ""))
        case .interactive:
            ("\(program) interactive [options]",
             """
             Reads statements from standard input, one per line, runs each and prints the screen after it.
             A person at a terminal gets a prompt; piped input is run line by line. 'quit' ends.
             'save FILE' writes what was done so far as a flow that run and check replay (the Commands
             sent, the clock, the backend; secrets as `secret` parameters to supply with --param);
             it never replaces an existing FILE: 'save! FILE' does.
             """)
        case .explore:
            ("\(program) explore [--seed N] [--runs N] [--steps K] [--for DURATION] [--shard K/N] [options]\n"
                + "       \(program) explore merge RESULTS ... [--junit PATH] [--report DIR] [--out DIR]",
             """
             Explores the feature by generated sequences: its Commands, taps and typing on what its
             screens offer, clock advances and backend faults, each sequence in a fresh session. After
             every step it checks the feature's invariants, that no unexpected error Effect was sent,
             that every Command's work ends, that every screen renders at each width, and that no
             secret is shown. Each check that fails is reported once, its first failing
             sequence shrunk to a minimal one and written to DIR as a flow that run and check fail on
             the same way; the flows of earlier failures in DIR are replayed first. Prints the seed, the
             budget, what was never reached (first), the failures, then what was reached. The same seed
             gives the same output whatever --jobs and --shard are. 'explore merge' combines the
             --results files of a CI matrix's shards into the report of the whole exploration. Exit
             status: 1 on a failure (or when the plan's mustReach was not reached), 0 otherwise, 2 on
             a usage error. The feature must be an ExplorableFeature.
             """)
        case .snapshots:
            ("\(program) snapshots [list | review | report | accept | reject | orphans | reset-usage | check | migrate] [PATH ...] [options]",
             """
             commands:
               list                 show pending snapshots with their diffs (the default); exit 0
               review               walk through the pending snapshots one by one, each with where it
                                    comes from and its diff: a key to accept, reject, skip, show the
                                    whole file (f) or quit; piped, one answer per line (a, r, s, f, q);
                                    d opens the pair in SNAPSHOT_TESTING_DIFF_TOOL when it is set
               report --html DIR    write DIR/index.html: every pending change as a side-by-side diff,
                                    every recorded screen and every flow transcript, with a filter;
                                    self-contained (opens from the file system)
               accept [PATH ...]    move pending output over its snapshot (all, or the given paths)
               reject [PATH ...]    delete pending files (all, or the given paths)
               orphans [--delete]   list snapshot files that no assertion used since reset-usage and
                                    that no flow in the package uses; exit 0; --delete removes them
               reset-usage          forget which snapshots were used (run before a full test run)
               check                exit 1 if anything is pending or orphaned (after a full test run)
               migrate [--dry-run] [--unnumber]
                                    move a swift-snapshot-testing tree (__Snapshots__ folders beside
                                    test files) to the root's __Snapshots__/<test file>/, same names;
                                    --unnumber renames a test's only <test>.1.<ext> to <test>.<ext>;
                                    nothing moves if any file would be overwritten

             PATH is a pending file or its snapshot, relative to the current directory or absolute.
             SNAPSHOT_ARTIFACTS, when set, is searched for pending files too. Pending files are found in
             every __Snapshots__ folder of the package (the root's, and any beside test files).
             Works in any package, with or without flows.
             """)
        case .help:
            ("\(program) help [SUBCOMMAND]", "Shows the help of a subcommand, or of the tool.")
        }
    }

    /// Options in two columns; a summary's later lines are indented under its first.
    private static func table(_ options: [OptionSpec]) -> String {
        let width = max(20, (options.map(\.usage.count).max() ?? 0) + 2)
        return options.map { option in
            let lines = option.summary.split(separator: "\n", omittingEmptySubsequences: false)
            let first = "  " + option.usage.padding(toLength: width, withPad: " ", startingAt: 0) + " " + (lines.first ?? "")
            let rest = lines.dropFirst().map { String(repeating: " ", count: width + 3) + $0 }
            return ([first] + rest).joined(separator: "\n") + "\n"
        }.joined()
    }
}
