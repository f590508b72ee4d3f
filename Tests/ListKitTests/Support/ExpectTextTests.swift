import TestSupport
import Testing

@Suite struct ExpectTextTests {
  @Test func theSameTextRecordsNoIssue() {
    expectText("┌──┐\n│ab│\n└──┘\n", equals: "┌──┐\n│ab│\n└──┘\n")
  }

  @Test func aDifferentLineIsShownAsALineDiff() {
    withKnownIssue {
      expectText("one\ntwo\nTHREE\nfour\n", equals: "one\ntwo\nthree\nfour\n", "frame 2")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        frame 2: the text is not the expected one (- expected, + actual):
        @@ -1,4 +1,4 @@
         one
         two
        -three
        +THREE
         four
        """
      ]
    }
  }

  @Test func aMissingLastNewlineIsShown() {
    withKnownIssue {
      expectText("a\nb", equals: "a\nb\n")
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasSuffix("-b\n+b\n\\ No newline at end of file")
        == true
    }
  }

  @Test func textsEqualAsStringsButNotByteForByteDiffer() {
    // "é" precomposed and as "e" with a combining accent: == says equal, a golden would not.
    #expect("caf\u{E9}" == "cafe\u{301}")
    withKnownIssue {
      expectText("cafe\u{301}\n", equals: "caf\u{E9}\n")
    }
  }

  @Test func noTextIsAnIssue() {
    withKnownIssue {
      expectText(nil, equals: "a\n")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["no text, where one was expected"]
    }
  }
}
