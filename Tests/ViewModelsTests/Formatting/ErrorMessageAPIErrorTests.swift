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
}
