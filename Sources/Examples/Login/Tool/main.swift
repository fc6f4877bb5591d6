// The `stateful` executable: the flow tool with the login example registered.
// `swift run stateful` runs Flows/login.flow; `swift run stateful check` checks
// every flow in Flows/ against its recording.
import StatefulExampleLoginScripting
import StatefulCommandLine

await StatefulTool(
    name: "stateful",
    features: [LoginScriptFeature()],
    flowsDirectory: "Sources/Examples/Login/Tool/Flows",
    defaultRunFlows: ["login.flow"]
).main()
