// A test file needs only `import StatefulTesting`: strategies (`Snapshotting`),
// record modes, outcomes, dumps and transcripts come from StatefulSnapshot,
// and are re-exported here so that they can be named without a second import.
@_exported import StatefulSnapshot
