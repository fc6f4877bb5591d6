// The `stateful` executable: the flow tool with the login example registered.
// `swift run stateful` runs Flows/login.flow; `swift run stateful check` checks
// every flow in Flows/ against its recording.
import LoginScripting
import StatefulCommandLine

await StatefulTool(
    name: "stateful",
    features: [LoginScriptFeature()],
    flowsDirectory: "Sources/StatefulCLI/Flows",
    defaultRunFlows: ["login.flow"]
).main()
