import Foundation
import LoginScripting
import StatefulScript

// The bundled flows: `run` with no flow runs login.flow, `check` runs them all.
let folder = Bundle.module.url(forResource: "Flows", withExtension: nil)
let bundled = ((try? FileManager.default.contentsOfDirectory(atPath: folder?.path ?? "")) ?? [])
    .filter { $0.hasSuffix(".flow") }
    .sorted()
    .compactMap { name in folder.map { (url: $0.appendingPathComponent(name), displayPath: "Flows/" + name) } }

await StatefulTool(
    features: [LoginScriptFeature()],
    defaultRunFlows: bundled.filter { $0.url.lastPathComponent == "login.flow" },
    defaultCheckFlows: bundled
).main()
