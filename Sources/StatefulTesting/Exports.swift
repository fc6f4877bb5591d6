// A test file needs only `import StatefulTesting`: strategies (`Snapshotting`),
// record modes, outcomes, dumps and transcripts come from StatefulSnapshot,
// and are re-exported here so that they can be named without a second import.
@_exported import StatefulSnapshot
// The built-in dependencies too: a test names `UUIDGenerator`, `DateGenerator`
// and `.incrementing()` where it overrides them, and a module must be imported
// for its types to be named (and, with Swift's MemberImportVisibility, for its
// extension members such as `Dependencies.uuid` and `UUID(0)` to be found).
@_exported import StatefulDependencies
