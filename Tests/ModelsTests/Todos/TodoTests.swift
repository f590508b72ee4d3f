import Foundation
import Models
import Testing

@Suite struct TodoTests {
  @Test func decodesJSONPlaceholdersTopLevelArray() throws {
    let todos = try TestFixtures.decode([Todo].self, "todos/todos.json")
    #expect(todos.count == 12)
    #expect(todos.first == Todo(userId: 1, id: 1, title: "delectus aut autem", completed: false))
    #expect(
      todos.last == Todo(userId: 1, id: 12, title: "ipsa repellendus fugit nisi", completed: true))
    #expect(todos.filter(\.completed).map(\.id) == [4, 8, 10, 11, 12])
    #expect(todos.map(\.id) == Array(1...12))
  }

  @Test func aTodoWithoutCompletedIsADecodingErrorNamingTheItem() {
    let json =
      #"[{"userId": 1, "id": 1, "title": "a", "completed": false}, {"userId": 1, "id": 2, "title": "b"}]"#
    let result = AnswerDecoder().decode([Todo].self, from: Data(json.utf8), source: "todos")
    #expect(result.failureMessage == "[1].completed: required key is missing (in todos)")
  }

  @Test func anIdentifierSentAsTextIsADecodingError() {
    let json = #"[{"userId": 1, "id": "1", "title": "a", "completed": false}]"#
    let result = AnswerDecoder().decode([Todo].self, from: Data(json.utf8), source: "todos")
    #expect(result.failureMessage == "[0].id: expected an integer, found a string (in todos)")
  }

  @Test func aFractionalIdentifierIsReportedAsAValueThatDoesNotFitNotAsBadJSON() {
    let json = #"[{"userId": 1, "id": 1.5, "title": "a", "completed": false}]"#
    let result = AnswerDecoder().decode([Todo].self, from: Data(json.utf8), source: "todos")
    // Foundation gives no path here on Linux, and a path on Apple platforms.
    let reason =
      "the JSON is well-formed but a value does not fit its field"
      + " (for example a fraction or an out-of-range number where an integer is expected)"
    #expect(result.failureMessage?.hasSuffix(" (in todos)") == true)
    #expect(result.failureMessage?.contains("valid JSON") == false)
    #if os(Linux)
      #expect(result.failureMessage == "\(reason) (in todos)")
    #endif
  }
}
