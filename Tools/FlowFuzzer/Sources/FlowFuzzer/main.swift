// The fuzzer's entry point. libFuzzer's own `main` cannot be used with
// SwiftPM on Linux: SwiftPM renames an executable's entry point and links it
// as `main` (`--defsym main=FlowFuzzer_main`), which takes the place of
// libFuzzer's. So this file is the program, and it hands control to libFuzzer
// through `LLVMFuzzerRunDriver`, on the main thread, with the fuzz target
// `LLVMFuzzerTestOneInput` (which libFuzzer's unused `main` still needs
// defined). All of libFuzzer's options work as usual:
//
//     .build/debug/FlowFuzzer -max_total_time=60 -timeout=10 CORPUS_DIR
//
// Use `run-fuzzer.sh`, which builds with the sanitizer flags and never
// writes into the repository.
import Foundation
import LibFuzzerDriver

/// Parses and runs one input (see ``FlowFuzzTarget``). Always 0: libFuzzer
/// learns of a defect by the crash, sanitizer report or timeout it causes.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Data(bytes: $0, count: size) } ?? Data()
    // libFuzzer calls on the thread that called LLVMFuzzerRunDriver: the main thread.
    MainActor.assumeIsolated {
        target.runToCompletion(input)
    }
    return 0
}

let target: FlowFuzzTarget
do {
    target = FlowFuzzTarget(workspace: try FuzzWorkspace())
} catch {
    FileHandle.standardError.write(Data("flow-fuzzer: cannot create the workspace in \(FuzzWorkspace.base.path): \(error)\n".utf8))
    exit(2)
}
atexit { FuzzWorkspace.remove() }

var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argumentValues, fuzzOneInput))
