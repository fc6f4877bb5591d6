/// Flows of the profile feature shared by the tests.
enum ProfileFlows {
    /// Loads, fails to save while the backend's `saveProfile` is down, then
    /// saves once it is back (with latency on the script's clock).
    static let save = """
        # The profile feature's own backend words.
        load
        expect effect showProgress
        expect effect dismissProgress
        expect state name == "Grace"
        expect state orders == ["EU-1001", "EU-1002"]
        setName("Ada")
        backend fail(saveProfile, network)
        save
        expect effect showProgress
        expect effect dismissProgress
        expect effect showError("the network is unreachable")
        expect screen contains "the network is unreachable"
        dismiss alert
        backend restore(saveProfile)
        backend latency(300ms)
        save
        expect effect showProgress
        expect effect saved
        expect effect dismissProgress
        expect no effect

        """

    /// A short flow whose transcript changes with the name it types.
    static func naming(_ name: String) -> String {
        "setName(\"\(name)\")\nexpect state name == \"\(name)\"\n"
    }
}
