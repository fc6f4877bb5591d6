import AppFeature
import StatefulCommandLine

await StatefulTool(
    name: "CLI", features: [CounterScriptFeature()], flowsDirectory: "Sources/CLI/Flows", defaultRunFlows: ["count.flow"]
).main()
