import StatefulSnapshot
import Testing

/// GitHub Actions reads `::error …::…` lines: the message's `%`, CR and LF
/// must be escaped, and the properties' `:` and `,` too, or the runner
/// cuts the line short or reads a wrong file.
@Suite struct GitHubAnnotationTests {
    @Test func anAnnotationIsOneLineWithItsLocation() {
        let annotation = GitHubAnnotation(file: "Flows/save.flow", line: 4, column: 2, title: "flow step failed",
                                          message: "expected 1\nfound 2")
        #expect(annotation.description
            == "::error file=Flows/save.flow,line=4,col=2,title=flow step failed::expected 1%0Afound 2")
    }

    @Test func onlyTheKnownPartsAreWritten() {
        #expect(GitHubAnnotation(.warning, file: "a.txt", message: "m").description == "::warning file=a.txt::m")
        #expect(GitHubAnnotation(.notice, file: "a.txt", line: 0, column: 0, message: "m").description
            == "::notice file=a.txt::m", "line 0 means the whole file")
    }

    @Test func theMessageAndThePropertiesAreEscaped() {
        let annotation = GitHubAnnotation(file: "odd,name:1.flow", line: 1, title: "a: b, c",
                                          message: "100% done\r\n::error file=x::injected")
        #expect(annotation.description
            == "::error file=odd%2Cname%3A1.flow,line=1,title=a%3A b%2C c::100%25 done%0D%0A::error file=x::injected")
        #expect(!annotation.description.contains("\n"))
    }

    @Test func pathsInsideTheDirectoryBecomeRelative() {
        #expect(GitHubAnnotation.relativePath("/repo/Tests/A.swift", to: "/repo") == "Tests/A.swift")
        #expect(GitHubAnnotation.relativePath("/repo/Tests/A.swift", to: "/repo/") == "Tests/A.swift")
        #expect(GitHubAnnotation.relativePath("/repository/A.swift", to: "/repo") == "/repository/A.swift")
        #expect(GitHubAnnotation.relativePath("Flows/a.flow", to: "/repo") == "Flows/a.flow")
        #expect(GitHubAnnotation.relativePath("/repo", to: "/repo") == "/repo")
    }

    @Test func onlyGithubAsksForAnnotations() {
        #expect(GitHubAnnotation.isRequested(in: ["STATEFUL_ANNOTATIONS": "github"]))
        #expect(GitHubAnnotation.isRequested(in: ["STATEFUL_ANNOTATIONS": "GitHub"]))
        #expect(!GitHubAnnotation.isRequested(in: ["STATEFUL_ANNOTATIONS": ""]))
        #expect(!GitHubAnnotation.isRequested(in: ["STATEFUL_ANNOTATIONS": "gitlab"]))
        #expect(!GitHubAnnotation.isRequested(in: ["GITHUB_ACTIONS": "true"]))
    }
}
