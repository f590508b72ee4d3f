import HeadlessRender
import HeadlessScenarios
import Models
import Testing

@testable import ReferenceScreens

@Suite struct APIErrorScriptedFailureTests {
  @Test func failuresBecomeTheAPIErrorsTheServicesReturn() {
    #expect(APIError(scripted: .offline) == .offline)
    #expect(APIError(scripted: .timeout) == .timedOut(seconds: 30))
    #expect(
      APIError(scripted: .status(code: 500, body: "<html><b>oops</b></html>"))
        == .httpStatus(code: 500, bodySnippet: "oops"))
  }

  @Test func aFailedReplyDecodesToItsAPIError() {
    let reply = ScriptedReply.failure(.offline)
    #expect(reply.decoded(as: [Todo].self) == .failure(.offline))
  }
}
