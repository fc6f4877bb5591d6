import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import StatefulSnapshot
import Testing

/// `snapshots list`, `check`, `accept` and `orphans` treat the files a
/// custom `Diffing` writes like any other snapshot: text shown as text,
/// other bytes as a hex dump, accepted byte for byte.
@MainActor
@Suite struct CustomDiffingSnapshotsTests {
    /// Readings as text, one a line; within 0.01 they match.
    private static let readings = SimplySnapshotting<[Double]>(pathExtension: "csv", diffing: Diffing(
        toData: { Data($0.map { String($0) }.joined(separator: "\n").utf8) },
        fromData: { String(decoding: $0, as: UTF8.self).split(separator: "\n").compactMap { Double($0) } }
    ) { old, new in
        old.count == new.count && zip(old, new).allSatisfy { abs($0 - $1) <= 0.01 } ? nil : ("readings differ", [])
    })

    /// Samples as raw bytes (not UTF-8); equal bytes match.
    private static let samples = SimplySnapshotting<[UInt8]>(pathExtension: "samples", diffing: Diffing(
        toData: { Data($0) }, fromData: { [UInt8]($0) }
    ) { old, new in
        old == new ? nil : ("samples differ", [])
    })

    /// Compares `value` with its snapshot under `never`, as an assertion does, leaving a pending file.
    private func verify<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, file: String, in package: TemporaryPackage
    ) throws -> SnapshotOutcome {
        let verifier = SnapshotVerifier(
            layout: SnapshotLayout(packageRoot: package.root), environment: SnapshotEnvironment([:]))
        return verifier.verify(
            try strategy.payload(of: value, timeout: 1), against: package.root.appendingPathComponent(file),
            mode: .never, comparison: strategy.comparison)
    }

    @Test func pendingFormatsAreListedAsTextOrHexAndAcceptedByteForByte() async throws {
        let package = try TemporaryPackage()
        try package.write("0.5\n1.25", to: "__Snapshots__/MeterTests/testReadings.csv")
        try package.write(Data([0x00, 0xFF, 0x10]), to: "__Snapshots__/MeterTests/testSamples.samples")
        #expect(try verify([0.75, 1.25], as: Self.readings, file: "__Snapshots__/MeterTests/testReadings.csv", in: package).kind == .mismatch)
        #expect(try verify([0x00, 0xFE, 0x10], as: Self.samples, file: "__Snapshots__/MeterTests/testSamples.samples", in: package).kind == .mismatch)

        let check = await package.run(["snapshots", "check"])
        #expect(check.status == 1)
        #expect(check.standard.contains("-0.5\n+0.75\n"))
        #expect(check.standard.contains("-00000000  00 ff 10"))
        #expect(check.standard.contains("+00000000  00 fe 10"))
        #expect(check.standard.contains("2 pending snapshot(s).\n"))

        #expect(await package.run(["snapshots", "accept"]).status == 0)
        #expect(package.read("__Snapshots__/MeterTests/testReadings.csv") == "0.75\n1.25")
        #expect(FileManager.default.contents(
            atPath: package.root.appendingPathComponent("__Snapshots__/MeterTests/testSamples.samples").path) == Data([0x00, 0xFE, 0x10]))
        #expect(try verify([0.75, 1.25], as: Self.readings, file: "__Snapshots__/MeterTests/testReadings.csv", in: package).kind == .matched)
        #expect(try verify([0x00, 0xFE, 0x10], as: Self.samples, file: "__Snapshots__/MeterTests/testSamples.samples", in: package).kind == .matched)

        let orphans = await package.run(["snapshots", "orphans"])
        #expect(orphans.standard == "No orphaned snapshots.\n")
    }
}
