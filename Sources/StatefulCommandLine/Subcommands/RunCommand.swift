/// `run [FLOW ...]`: runs flows and prints, for each step, what it did.
@MainActor
struct RunCommand {
    func run(_ invocation: ToolInvocation) async -> Int32 {
        await FlowBatch(invocation: invocation, mode: .run).run()
    }
}
