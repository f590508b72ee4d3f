import Models
import Testing

@Suite struct APIErrorTests {
  @Test func everyCaseHasAMessageAPersonCanActOn() {
    let cases: [(APIError, String)] = [
      (.offline, "You are offline. Check your connection and try again."),
      (.timedOut(seconds: 30), "The server did not answer within 30 seconds."),
      (.timedOut(seconds: 0.5), "The server did not answer within 0.5 seconds."),
      (.timedOut(seconds: 1), "The server did not answer within 1 second."),
      (
        .transport("could not connect to 127.0.0.1"),
        "Could not reach the server: could not connect to 127.0.0.1"
      ),
      (
        .httpStatus(code: 404, bodySnippet: "No such page"),
        "The server answered 404 Not Found: No such page"
      ),
      (.httpStatus(code: 503, bodySnippet: ""), "The server answered 503 Service Unavailable."),
      (.httpStatus(code: 418, bodySnippet: "teapot"), "The server answered 418: teapot"),
      (
        .decoding(
          AnswerDecodingError(
            source: "Fixtures/API/recordings/bad-type.json", codingPath: "recordings[3].length",
            reason: "expected a string or number, found an array")),
        "recordings[3].length: expected a string or number, found an array"
          + " (in Fixtures/API/recordings/bad-type.json)"
      ),
      (
        .decoding(
          AnswerDecodingError(
            source: "https://swapi.dev/api/films/?page=1", codingPath: "",
            reason: "empty answer: expected JSON, found no data")),
        "empty answer: expected JSON, found no data (in https://swapi.dev/api/films/?page=1)"
      ),
      (
        .invalidRequest("no fixture file at Fixtures/API/feed/x.json"),
        "The request could not be made: no fixture file at Fixtures/API/feed/x.json"
      ),
      (.cancelled, "The request was cancelled."),
    ]
    for (error, message) in cases {
      #expect(error.message == message)
    }
  }

  @Test(arguments: [
    (999_999_999_999_999, "The server did not answer within 999999999999999 seconds."),
    (1e15, "The server did not answer within 1000000000000000.0 seconds."),
    (1e20, "The server did not answer within 1e+20 seconds."),
    (-30, "The server did not answer within -30 seconds."),
    (.infinity, "The server did not answer within inf seconds."),
    (.nan, "The server did not answer within nan seconds."),
  ])
  func aTimeoutOfAnySizePrintsWithoutTrapping(seconds: Double, message: String) {
    // Whole seconds print as an integer only while one holds them exactly; past that, and for
    // infinity, as the number is written.
    #expect(APIError.timedOut(seconds: seconds).message == message)
  }

  @Test(arguments: [
    (400, "Bad Request"), (401, "Unauthorized"), (403, "Forbidden"), (404, "Not Found"),
    (405, "Method Not Allowed"), (408, "Request Timeout"), (410, "Gone"),
    (429, "Too Many Requests"), (500, "Internal Server Error"), (501, "Not Implemented"),
    (502, "Bad Gateway"), (503, "Service Unavailable"), (504, "Gateway Timeout"),
  ])
  func eachStatusWithAPhraseIsNamedByIt(code: Int, phrase: String) {
    #expect(
      APIError.httpStatus(code: code, bodySnippet: "").message
        == "The server answered \(code) \(phrase).")
  }

  @Test(arguments: [399, 402, 406, 409, 411, 430, 499, 505])
  func aStatusBesideThemIsNamedByItsNumberAlone(code: Int) {
    #expect(
      APIError.httpStatus(code: code, bodySnippet: "").message == "The server answered \(code).")
  }
}
