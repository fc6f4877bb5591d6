/// `help [SUBCOMMAND]`, `--help`, `SUBCOMMAND --help`: prints the help.
@MainActor
struct HelpCommand {
    let help: HelpText

    func run(_ invocation: ToolInvocation) -> Int32 {
        let arguments = invocation.arguments
        let topic = arguments.subcommand == .help
            ? arguments.helpTopic
            : (arguments.subcommandWritten || !arguments.paths.isEmpty ? arguments.subcommand : nil)
        invocation.output.standard(topic.map(help.subcommand) ?? help.overview())
        return ExitStatus.success.rawValue
    }
}
