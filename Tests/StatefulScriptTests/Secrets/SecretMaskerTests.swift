import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

@Suite struct SecretMaskerTests {
    private func masker(_ secrets: String...) -> SecretMasker {
        var masker = SecretMasker()
        for secret in secrets { masker.add(secret) }
        return masker
    }

    /// Every 6-character piece of `secret`, to check that no fragment shows.
    private func fragments(of secret: String) -> [String] {
        let characters = Array(secret)
        guard characters.count >= 6 else { return [secret] }
        return (0...(characters.count - 6)).map { String(characters[$0..<($0 + 6)]) }
    }

    @Test func aSecretIsAlwaysTheSameMaskWhateverItsLength() {
        let long = String(repeating: "Zq9!", count: 25_000)  // 100,000 characters
        let masker = masker("abcd", long)
        #expect(masker.mask("[abcd]") == "[\(Redaction.mask)]")
        #expect(masker.mask("<\(long)>") == "<\(Redaction.mask)>")
    }

    @Test func aCombiningMarkAfterASecretIsMaskedWithIt() {
        let secret = "Zq9!hidden-pw-7731"
        let masker = masker(secret)
        let text = "inputLoginId(\"" + secret + "\u{301}\")"
        let masked = masker.mask(text)
        #expect(masked == #"inputLoginId("\#(Redaction.mask)")"#)
        for fragment in fragments(of: secret) {
            #expect(!masked.contains(fragment))
            #expect(!masked.unicodeScalars.map(String.init).joined().contains(fragment))
        }
    }

    @Test func decomposedAndComposedFormsOfASecretAreTheSameSecret() {
        let composed = "caf\u{E9}-secret"  // é as one scalar
        let decomposed = "cafe\u{301}-secret"  // e + combining acute
        #expect(masker(composed).mask("x \(decomposed) y") == "x \(Redaction.mask) y")
        #expect(masker(decomposed).mask("x \(composed) y") == "x \(Redaction.mask) y")
    }

    @Test func aShortSecretIsMaskedOnlyAsAWholeValue() {
        let masker = masker("pw", "e")
        #expect(masker.mask("Zq9!hidden-pw-77") == "Zq9!hidden-pw-77")
        #expect(masker.mask("Flows/save-error.flow") == "Flows/save-error.flow")
        #expect(masker.mask("pw") == Redaction.mask)
        #expect(masker.mask(#"enterPin("pw")"#) == #"enterPin("\#(Redaction.mask)")"#)
        #expect(masker.mask(#"note("e") saved"#) == #"note("\#(Redaction.mask)") saved"#)
    }

    @Test func theLongestSecretIsMaskedWhole() {
        let masker = masker("secret", "secret-and-more")
        #expect(masker.mask("a secret-and-more, a secret") == "a \(Redaction.mask), a \(Redaction.mask)")
    }

    @Test func textWithoutSecretsComesBackUnchanged() {
        let text = "cafe\u{301} ログイン"  // not NFC, and it stays so
        #expect(masker("secret").mask(text).unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func aHostileSecretStillMasksInLinearTime() {
        // Knuth–Morris–Pratt: a secret of repeated letters against a long run of them.
        let secret = String(repeating: "a", count: 50_000) + "b"
        let text = String(repeating: "a", count: 200_000) + "b"
        #expect(masker(secret).mask(text) == String(repeating: "a", count: 150_000) + Redaction.mask)
    }

    @Test func aSecretDrawnOnANarrowScreenIsMaskedBeforeItWraps() throws {
        let secret = "u-Zq9hidden7731-secret-id"
        let masker = masker(secret)
        let screen = Screen("Home") {
            Text("User ID: \(secret)")
            TextField("ID", text: secret)
        }
        for columns in [20, 36, 48] {
            let drawn = try screen.mappingText { masker.mask($0) }.render(width: ScreenWidth(columns: columns))
            for fragment in fragments(of: secret) {
                #expect(!drawn.contains(fragment), "width \(columns)")
            }
            #expect(drawn.contains("********"))
        }
    }

    @Test func aHundredThousandCharacterSecretIsDrawnAsTheMask() throws {
        let secret = String(repeating: "Zq9!hidden-", count: 9_091)  // over 100,000 characters
        let masker = masker(secret)
        let screen = Screen("Home") {
            Text("User ID: \(secret)")
            TextField("ID", text: secret)
        }
        let drawn = try screen.mappingText { masker.mask($0) }.render(width: .compact)
        #expect(drawn.contains("User ID: ********"))
        #expect(!drawn.contains("hidden"))
    }

    @Test func theMaskerNeverShowsWhatItHolds() {
        let masker = masker("secret-1", "secret-2")
        #expect(masker.description == "SecretMasker(2 secrets)")
        #expect(Mirror(reflecting: masker).children.isEmpty)
    }
}
