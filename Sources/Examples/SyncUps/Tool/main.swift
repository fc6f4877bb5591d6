// The `syncups` executable: the flow tool with the SyncUps example registered.
// `swift run syncups` runs Flows/whole-app.flow; `swift run syncups check`
// checks every flow in Flows/ against its recording.
import StatefulCommandLine
import StatefulExampleSyncUpsScripting

await StatefulTool(
    name: "syncups",
    features: [SyncUpsScriptFeature()],
    flowsDirectory: "Sources/Examples/SyncUps/Tool/Flows",
    defaultRunFlows: ["whole-app.flow"]
).main()
