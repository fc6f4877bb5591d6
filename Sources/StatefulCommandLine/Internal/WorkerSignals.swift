import Dispatch
import Foundation
import Stateful

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// While a parallel check's workers run: SIGINT, SIGTERM and SIGHUP sent to
/// the parent (Control-C, `kill`, a closed terminal) are passed on to every
/// worker (Foundation starts each in a process group of its own, so Control-C
/// does not reach them), the workers' folder is removed, and the parent
/// exits with 128 + the signal's number (130, 143, 129).
final class WorkerSignals: Sendable {
    /// The signals passed on.
    static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The workers' process ids and the folder, guarded by this lock.
    private let state = Protected<(workers: [Int32], folder: URL?, sources: [any DispatchSourceSignal], received: Int32?)>(
        (workers: [], folder: nil, sources: [], received: nil))

    /// Starts catching the signals; `folder` is removed if one arrives.
    init(folder: URL) {
        state.withLock { $0.folder = folder }
        var sources: [any DispatchSourceSignal] = []
        for number in Self.forwarded {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in received(number) }
            source.resume()
            sources.append(source)
        }
        state.withLock { $0.sources = sources }
    }

    /// A worker to pass the signals on to.
    func add(worker pid: Int32) {
        state.withLock { $0.workers.append(pid) }
    }

    /// Stops catching the signals: their default actions apply again.
    func stop() {
        let sources = state.withLock { state in
            defer { state.sources = [] }
            return state.sources
        }
        for source in sources { source.cancel() }
        for number in Self.forwarded { signal(number, SIG_DFL) }
    }

    /// After the workers ended: if it was because a signal arrived, this
    /// does not return (the process exits as the signal says).
    func exitIfInterrupted() {
        guard state.withLock({ $0.received }) != nil else { return }
        // The handler is passing the signal on and exits; wait for it.
        while true {
            pause()
        }
    }

    private func received(_ number: Int32) {
        let (workers, folder, first) = state.withLock { state in
            defer { state.received = state.received ?? number }
            return (state.workers, state.folder, state.received == nil)
        }
        // A second signal while the first is handled changes nothing.
        guard first else { return }
        for pid in workers { kill(pid, number) }
        // A second to end by themselves (Foundation reaps them), then SIGKILL.
        for _ in 0..<50 where workers.contains(where: { kill($0, 0) == 0 }) {
            usleep(20_000)
        }
        for pid in workers where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        if let folder { try? FileManager.default.removeItem(at: folder) }
        exit(128 + number)
    }

    /// The name of signal `number` (`SIGKILL`), or `signal N`.
    static func name(of number: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2",
            SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[number] ?? "signal \(number)"
    }
}

/// In a worker of a parallel check: ends the worker when its parent is gone
/// (killed by SIGKILL, which cannot be passed on), noticed by the parent
/// process id changing, checked twice a second on a thread of its own.
enum ParentWatchdog {
    /// The environment variable that gives a worker its parent's process id.
    static let variable = "STATEFUL_CHECK_PARENT_PID"

    /// Starts watching `parent`; does nothing without one.
    static func start(parent: Int32?) {
        guard let parent, parent > 1 else { return }
        let thread = Thread {
            while getppid() == parent {
                usleep(500_000)
            }
            // The parent is gone; its signal would have been SIGKILL.
            _exit(128 + SIGKILL)
        }
        thread.stackSize = 64 * 1024
        thread.start()
    }
}
