import Foundation
import StatefulScript

/// `interactive`: reads statements from standard input, runs each and
/// prints the screen after it.
@MainActor
struct InteractiveCommand {
    func run(_ invocation: ToolInvocation) async -> Int32 {
        let feature: any ScriptableFeature
        let settings: FlowSettings
        do {
            feature = try invocation.selectFeature()
            settings = try invocation.flowSettings(requirePackage: false)
        } catch {
            return invocation.usageError(error.message)
        }
        return await run(feature, settings: settings, invocation: invocation)
    }

    private func run<Feature: ScriptableFeature>(
        _ feature: Feature, settings: FlowSettings, invocation: ToolInvocation
    ) async -> Int32 {
        let input = invocation.input
        let output = invocation.output
        let program = invocation.program
        let session: FlowSession<Feature>
        do {
            session = try FlowSession(feature: feature, name: "interactive", settings: settings)
        } catch {
            return invocation.usageError("cannot start \(feature.name): \(error)")
        }
        // What is typed is recorded, for `save FILE`.
        let sessionRecorder = SessionRecorder<Feature.Store.Command, Feature.Backend>(clock: session.clock)
        session.record(into: sessionRecorder)
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(options: invocation.parserOptions(for: feature, settings: settings))
        var status = ExitStatus.success
        func showScreen() {
            session.addSecrets(parser.secrets)
            output.standard((try? session.screen()) ?? session.outline)
        }
        if input.isInteractive {
            output.standard("\(program) interactive: type statements (see '\(program) help run'); 'quit' ends.\n")
        }
        showScreen()
        var lineNumber = 0
        while true {
            if input.isInteractive { output.standard("> ") }
            guard let line = input.readLine() else { break }
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed == "quit" || trimmed == "exit" { break }
            if let saved = InteractiveSave.save(trimmed, sessionRecorder, in: invocation.currentDirectory, program: program) {
                if saved.failed {
                    output.error(saved.text)
                    status = .usageError
                } else {
                    output.standard(saved.text)
                }
                continue
            }
            let script: FlowScript<Feature.Store.Command, Feature.Backend>
            do {
                script = try parser.parse(
                    source: line, path: "<stdin>", directory: invocation.currentDirectory, firstLine: lineNumber)
            } catch {
                output.error(error.description + (error.description.hasSuffix("\n") ? "" : "\n"))
                status = .usageError
                continue
            }
            session.addSecrets(parser.secrets)
            var printed = false
            for step in script.flattenedSteps {
                let outcome = await session.execute(step)
                if !outcome.printed.isEmpty {
                    output.standard(outcome.printed.map { $0 + "\n" }.joined())
                    printed = true
                }
                if let failure = outcome.failure {
                    output.error(failure.description + "\n")
                    if status == .success { status = .failure }
                }
            }
            if !printed { showScreen() }
        }
        await session.finish()
        return status.rawValue
    }
}
