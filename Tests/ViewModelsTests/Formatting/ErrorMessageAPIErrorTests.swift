import ListKit
import Models
import Testing
import ViewModels

@Suite struct ErrorMessageTests {
  @Test(arguments: [
    (APIError.offline, "You are offline. Connect to the internet to load the films."),
    (.timedOut(seconds: 30), "The server took longer than 30 s to send the films."),
    (.timedOut(seconds: 2.5), "The server took longer than 2.5 s to send the films."),
    (.transport("connection reset"), "The films could not be loaded: connection reset."),
    (
      .httpStatus(code: 500, bodySnippet: "<html>"),
      "The server could not send the films (HTTP 500)."
    ),
    (
      .decoding(
        AnswerDecodingError(
          source: "films.json", codingPath: "results[2].episode_id",
          reason: "expected a number, found a string")),
      "The films could not be read: expected a number, found a string at results[2].episode_id"
        + " in films.json."
    ),
    (
      .decoding(AnswerDecodingError(source: "films.json", codingPath: "", reason: "not JSON")),
      "The films could not be read: not JSON in films.json."
    ),
    (.invalidRequest("bad page"), "The films could not be requested: bad page."),
    (.cancelled, "Loading the films was cancelled."),
  ])
  func eachErrorHasItsOwnText(error: APIError, text: String) {
    #expect(ErrorMessage(error, loading: "films").text == text)
  }

  @Test(arguments: [
    (999_999_999_999_999, "The server took longer than 999999999999999 s to send the films."),
    (1e15, "The server took longer than 1000000000000000.0 s to send the films."),
    (1e20, "The server took longer than 1e+20 s to send the films."),
    (-30, "The server took longer than -30 s to send the films."),
    (.infinity, "The server took longer than inf s to send the films."),
    (.nan, "The server took longer than nan s to send the films."),
  ])
  func aTimeoutOfAnySizePrintsWithoutTrapping(seconds: Double, text: String) {
    // Whole seconds print as an integer below 10^15, where one holds them exactly; from there
    // on, and for infinity, as the number is written.
    #expect(ErrorMessage(.timedOut(seconds: seconds), loading: "films").text == text)
  }
}
