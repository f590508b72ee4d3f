import Foundation
import ListKit
import TestSupport
import Testing

@testable import HeadlessScenarios

/// The `diff` command's input: every way a file can have the wrong shape is named by its path
/// and what was expected there.
@Suite struct DiffInputTests {
  private func message(_ json: String) throws -> String? {
    let folder = try TemporaryFolder()
    try folder.write(json, to: "in.json")
    let path = folder.file("in.json").path
    do {
      _ = try DiffInput.load(path)
      return nil
    } catch {
      return error.description.replacingOccurrences(of: path, with: "in.json")
    }
  }

  @Test(arguments: [
    (#"{}"#, "in.json: top level: expected an array of sections"),
    (#"[1]"#, "in.json: [0]: expected an object"),
    (#"[{"items": []}]"#, "in.json: [0].id: missing"),
    (#"[{"id": 1, "items": []}]"#, "in.json: [0].id: expected a string"),
    (#"[{"id": "a", "title": 2, "items": []}]"#, "in.json: [0].title: expected a string"),
    (#"[{"id": "a"}]"#, "in.json: [0].items: expected an array of items"),
    (#"[{"id": "a", "items": {}}]"#, "in.json: [0].items: expected an array of items"),
    (
      #"[{"id": "a", "items": []}, {"id": "b", "items": [[]]}]"#,
      "in.json: [1].items[0]: expected an object"
    ),
    (#"[{"id": "a", "items": [{"content": ""}]}]"#, "in.json: [0].items[0].id: missing"),
    (#"[{"id": "a", "items": [{"id": "1"}]}]"#, "in.json: [0].items[0].content: missing"),
    (
      #"[{"id": "a", "items": [{"id": "1", "content": null}]}]"#,
      "in.json: [0].items[0].content: expected a string"
    ),
  ])
  func aWrongShapeNamesTheFileThePathAndWhatWasExpected(json: String, expected: String) throws {
    #expect(try message(json) == expected)
  }

  @Test(arguments: [
    (
      #"[{"id": "a", "id": "b", "items": []}]"#,
      #"in.json: not valid JSON: line 1, column 14: duplicate key "id""#
    ),
    (
      "[{\"id\": \"a\",\n  \"items\": [{\"id\": \"1\", \"content\": \"x\", \"content\": \"y\"}]}]",
      #"in.json: not valid JSON: line 2, column 41: duplicate key "content""#
    ),
    (
      #"[{"id": "a", "items": [], "extra": {"k": 1, "k": 2}}]"#,
      #"in.json: not valid JSON: line 1, column 45: duplicate key "k""#
    ),
  ])
  func aKeyWrittenTwiceIsRefusedNamingTheKeyAndWhere(json: String, expected: String) throws {
    #expect(try message(json) == expected)
  }

  @Test func theSizeLimitIsTheDocumentedOne() {
    #expect(DiffInput.maximumFileSize == 16 << 20)
  }

  @Test func aWellShapedFileGivesItsSectionsWithTitlesWhereGiven() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"[{"id": "a", "title": "A", "items": [{"id": "1", "content": "x"}]}, {"id": "b", "items": []}]"#,
      to: "in.json")
    let sections = try DiffInput.load(folder.file("in.json").path)
    #expect(
      sections == [
        ListSection(id: "a", title: "A", items: [DiffInput.Item(id: "1", content: "x")]),
        ListSection(id: "b", items: []),
      ])
  }
}
