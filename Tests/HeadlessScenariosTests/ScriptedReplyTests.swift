import Foundation
import HeadlessRender
import HeadlessScenarios
import Testing

@Suite struct ScriptedReplyTests {
  struct Page: Decodable, Equatable {
    var names: [String]
  }

  enum ServiceError: Error, Equatable {
    case failed(String)
    case unreadable(String)
  }

  private func decode(_ reply: ScriptedReply) -> Result<Page, ServiceError> {
    reply.decoded(
      as: Page.self, failed: { ServiceError.failed($0.caption) },
      unreadable: { source, _ in ServiceError.unreadable(source) })
  }

  @Test func aBodyThatDecodesIsTheAnswer() {
    let body = Data(#"{"names": ["owl", "kiwi"]}"#.utf8)
    #expect(decode(.body(body, source: "p-1.json")) == .success(Page(names: ["owl", "kiwi"])))
  }

  @Test func aBodyThatDoesNotDecodeIsTheServicesUnreadableErrorNamingTheFixture() {
    let body = Data(#"{"names": 3}"#.utf8)
    #expect(decode(.body(body, source: "p-1.json")) == .failure(.unreadable("p-1.json")))
  }

  @Test func aScriptedFailureIsTheServicesFailedError() {
    #expect(decode(.failure(.offline)) == .failure(.failed("offline")))
    #expect(decode(.failure(.status(code: 503, body: ""))) == .failure(.failed("503")))
  }

  @Test func theDecoderIsTheCallersChoice() {
    struct Stamp: Decodable, Equatable {
      var at: Date
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let reply = ScriptedReply.body(Data(#"{"at": "2026-11-21T09:41:00Z"}"#.utf8), source: "s.json")
    let decoded = reply.decoded(
      as: Stamp.self, decoder: decoder, failed: { ServiceError.failed($0.caption) },
      unreadable: { source, _ in ServiceError.unreadable(source) })
    #expect(decoded == .success(Stamp(at: Date(timeIntervalSince1970: 1_795_254_060))))
  }
}
