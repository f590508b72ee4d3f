import Foundation
import TestSupport
import Testing

@Suite struct DiffCommandTests {
  private let fixtures = "Fixtures/Diff/"

  @Test func completingATodoPrintsOneCrossSectionMoveAndAReconfigureAsJSON() async throws {
    let result = try await CLIRunner.run(
      ["diff", fixtures + "todos-old.json", fixtures + "todos-new.json"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    expectText(
      result.standardOutput,
      equals: """
        {
          "stages": [
            {
              "deleteSections": [],
              "insertSections": [],
              "moveSections": [],
              "reloadSections": [],
              "deleteRows": [],
              "insertRows": [],
              "moveRows": [[[0, 1], [1, 0]]],
              "reloadRows": [],
              "sections": [{"id": "todo", "items": ["1", "3"]}, {"id": "done", "items": ["2", "4"]}]
            }
          ],
          "reconfigureRows": [[0, 0]],
          "reconfigureSectionHeaders": []
        }

        """)
  }

  @Test func aRowLeavingADeletedSectionPrintsTwoStagesAsJSON() async throws {
    let result = try await CLIRunner.run(
      ["diff", fixtures + "archive-old.json", fixtures + "archive-new.json"])
    #expect(result.exitCode == 0)
    expectText(
      result.standardOutput,
      equals: """
        {
          "stages": [
            {
              "deleteSections": [],
              "insertSections": [],
              "moveSections": [],
              "reloadSections": [],
              "deleteRows": [],
              "insertRows": [],
              "moveRows": [[[0, 0], [1, 1]]],
              "reloadRows": [],
              "sections": [{"id": "A", "items": ["2"]}, {"id": "B", "items": ["3", "1"]}]
            },
            {
              "deleteSections": [0],
              "insertSections": [],
              "moveSections": [],
              "reloadSections": [],
              "deleteRows": [],
              "insertRows": [],
              "moveRows": [],
              "reloadRows": [],
              "sections": [{"id": "B", "items": ["3", "1"]}]
            }
          ],
          "reconfigureRows": [],
          "reconfigureSectionHeaders": []
        }

        """)
  }

  @Test func theTextFormatPrintsTheSameChangesetForPeople() async throws {
    let result = try await CLIRunner.run(
      ["diff", fixtures + "archive-old.json", fixtures + "archive-new.json", "--format", "text"])
    #expect(result.exitCode == 0)
    expectText(
      result.standardOutput,
      equals: """
        stage 1 of 2
          move rows: [0, 0] -> [1, 1]
          sections: A [2], B [3, 1]
        stage 2 of 2
          delete sections: 0
          sections: B [3, 1]

        """)
  }

  @Test func theFormatMayFollowAnEqualsSign() async throws {
    let old = fixtures + "archive-old.json"
    let new = fixtures + "archive-new.json"
    let spaced = try await CLIRunner.run(["diff", old, new, "--format", "text"])
    let joined = try await CLIRunner.run(["diff", old, new, "--format=text"])
    #expect(joined.exitCode == 0)
    #expect(joined.standardError.isEmpty)
    #expect(joined.standardOutput == spaced.standardOutput)
    let unknown = try await CLIRunner.run(["diff", old, new, "--format=xml"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError == "error: --format needs 'json' or 'text'\n")
  }

  @Test func aMistypedOptionSuggestsTheNearestOne() async throws {
    let old = fixtures + "archive-old.json"
    let result = try await CLIRunner.run(["diff", old, old, "--fromat", "text"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: unknown option '--fromat'. Did you mean '--format'? "
        + "Run `headless-table diff --help`.\n")
  }

  @Test func identicalFilesPrintNoStages() async throws {
    let file = fixtures + "todos-old.json"
    let result = try await CLIRunner.run(["diff", file, file])
    #expect(result.exitCode == 0)
    expectText(
      result.standardOutput,
      equals: """
        {
          "stages": [],
          "reconfigureRows": [],
          "reconfigureSectionHeaders": []
        }

        """)
  }

  @Test func badJSONNamesTheFileTheLineAndTheColumn() async throws {
    let result = try await CLIRunner.run(
      ["diff", fixtures + "todos-old.json", fixtures + "bad-json.json"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: Fixtures/Diff/bad-json.json: not valid JSON: line 2, column 14:"
        + #" expected "," or "}" but found "\"""# + "\n")
  }

  @Test func aWrongShapeNamesThePathOfTheBadValue() async throws {
    let result = try await CLIRunner.run(
      ["diff", fixtures + "wrong-shape.json", fixtures + "todos-new.json"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: Fixtures/Diff/wrong-shape.json: [0].items[1].id: expected a string\n")
  }

  @Test func duplicateIdentifiersNameTheFileTheIdentifierAndBothPositions() async throws {
    let result = try await CLIRunner.run(
      ["diff", fixtures + "todos-old.json", fixtures + "duplicate-items.json"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: Fixtures/Diff/duplicate-items.json: supplied item identifiers are not unique."
        + " Duplicate identifiers: 1 in the new sections at [0, 0] and [1, 1]\n")
  }

  @Test func aMissingFileIsBadInput() async throws {
    let result = try await CLIRunner.run([
      "diff", fixtures + "none.json", fixtures + "todos-old.json",
    ])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: Fixtures/Diff/none.json: cannot read the file\n")
  }

  @Test func aFolderOrADeviceIsNamedAsOneInsteadOfBeingRead() async throws {
    let folder = try await CLIRunner.run(["diff", "Fixtures", fixtures + "todos-old.json"])
    #expect(folder.exitCode == 2)
    #expect(folder.standardError == "error: Fixtures: cannot read the file: it is a folder\n")
    // /dev/zero never ends: it must be refused, not read.
    let device = try await CLIRunner.run(["diff", fixtures + "todos-old.json", "/dev/zero"])
    #expect(device.exitCode == 2)
    #expect(
      device.standardError == "error: /dev/zero: cannot read the file: it is a character device\n")
  }

  /// A JSON file in a temporary folder holding `json`; returns its path.
  private func inputFile(_ json: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("diff-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("sections.json")
    try Data(json.utf8).write(to: file)
    return file.path
  }

  @Test func controlCharactersInIdentifiersArePrintedAsFourDigitEscapes() async throws {
    let empty = try inputFile("[]")
    let new = try inputFile(
      #"[{"id": "a\u001fb", "items": [{"id": "\u0001\n", "content": ""}]}]"#)
    let result = try await CLIRunner.run(["diff", empty, new])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.contains(
        #""sections": [{"id": "a\u001fb", "items": ["\u0001\n"]}]"#))
  }

  @Test(arguments: [
    (#"[{"id": "a", "id": "b", "items": []}]"#, #"line 1, column 14: duplicate key "id""#),
    (#"[{"id": "a", "items": 5, "items": []}]"#, #"line 1, column 26: duplicate key "items""#),
    (
      #"[{"id": "a", "items": [{"id": "x", "content": "", "content": "changed"}]}]"#,
      #"line 1, column 51: duplicate key "content""#
    ),
  ])
  func aRepeatedKeyIsRefusedAtEveryLevel(json: String, place: String) async throws {
    // A scenario refuses a key written twice: so does a diff input, at any depth, where it
    // once took the last one silently.
    let old = try inputFile(#"[{"id": "a", "items": []}]"#)
    let new = try inputFile(json)
    let result = try await CLIRunner.run(["diff", old, new])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "error: \(new): not valid JSON: \(place)\n")
  }

  @Test func aDoubleDashEndsTheOptionsSoFilesMayLookLikeOptions() async throws {
    let folder = try TemporaryFolder()
    try folder.write(#"[{"id": "a", "items": []}]"#, to: "-old.json")
    try folder.write(#"[{"id": "a", "items": []}]"#, to: "--format")
    let result = try await CLIRunner.run(["diff", "--", "-old.json", "--format"], in: folder.url)
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    expectText(
      result.standardOutput,
      equals: """
        {
          "stages": [],
          "reconfigureRows": [],
          "reconfigureSectionHeaders": []
        }

        """)
    let withoutDash = try await CLIRunner.run(["diff", "-old.json", "x.json"], in: folder.url)
    #expect(withoutDash.exitCode == 2)
    #expect(
      withoutDash.standardError
        == "error: unknown option '-old.json'. Run `headless-table diff --help`.\n")
    // A second `--` is a file name too: three files.
    let twice = try await CLIRunner.run(["diff", "--", "-old.json", "--", "x"], in: folder.url)
    #expect(twice.exitCode == 2)
    #expect(
      twice.standardError
        == "error: diff needs two files, OLD.json and NEW.json. Run `headless-table diff --help`.\n"
    )
  }

  @Test func threeFilesAreAUsageError() async throws {
    let result = try await CLIRunner.run(
      [
        "diff", fixtures + "todos-old.json", fixtures + "todos-new.json",
        fixtures + "todos-new.json",
      ])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: diff needs two files, OLD.json and NEW.json. Run `headless-table diff --help`.\n"
    )
  }

  @Test func oneFileIsAUsageError() async throws {
    let result = try await CLIRunner.run(["diff", fixtures + "todos-old.json"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: diff needs two files, OLD.json and NEW.json. Run `headless-table diff --help`.\n"
    )
  }

  @Test func anUnknownFormatIsAUsageError() async throws {
    let file = fixtures + "todos-old.json"
    let result = try await CLIRunner.run(["diff", file, file, "--format", "xml"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: --format needs 'json' or 'text'\n")
  }

  @Test func helpShowsTheUsageAndExitsZero() async throws {
    let result = try await CLIRunner.run(["diff", "--help"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.contains(
        "USAGE: headless-table diff OLD.json NEW.json [--format json|text]"))
  }

  // MARK: - Identifiers and options (issue 30)

  /// Writes `json` to a new file in `folder` and returns its path.
  private func input(_ json: String, in folder: TemporaryFolder) throws -> String {
    try folder.write(json, to: "input.json")
    return folder.file("input.json").path
  }

  @Test func canonicallyEquivalentIdentifiersAreOneIdentifierAsHelpSays() async throws {
    // "\u00e9" and "e\u0301" print alike and are equal Swift strings: one identifier.
    let folder = try TemporaryFolder()
    let path = try input(
      #"[{"id": "s", "items": [{"id": "\u00e9", "content": "x"}, {"id": "e\u0301", "content": "y"}]}]"#,
      in: folder)
    let result = try await CLIRunner.run(["diff", path, path])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: \(path): supplied item identifiers are not unique. Duplicate identifiers: "
        + "\u{E9} in the old sections at [0, 0] and [0, 1]\n")
    let help = try await CLIRunner.run(["diff", "--help"])
    #expect(help.standardOutput.contains("by canonical equivalence"))
  }

  @Test func aKeyWrittenTwiceStopsTheDiffNamingTheFileTheKeyAndWhere() async throws {
    // Which of the two a reader takes is a guess: diff refuses it, as a scenario does.
    let folder = try TemporaryFolder()
    let path = try input(
      #"[{"id": "s", "items": [{"id": "1", "content": "x", "id": "2"}]}]"#, in: folder)
    let result = try await CLIRunner.run(["diff", fixtures + "todos-old.json", path])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: \(path): not valid JSON: line 1, column 52: duplicate key \"id\"\n")
  }

  @Test func aLongDuplicateIdentifierIsShownCut() async throws {
    let id = String(repeating: "i", count: 100)
    let folder = try TemporaryFolder()
    let path = try input(
      #"[{"id": "s", "items": [{"id": "\#(id)", "content": "x"}, {"id": "\#(id)", "content": "y"}]}]"#,
      in: folder)
    let result = try await CLIRunner.run(["diff", path, path])
    #expect(
      result.standardError
        == "error: \(path): supplied item identifiers are not unique. Duplicate identifiers: "
        + String(repeating: "i", count: 60) + "… in the old sections at [0, 0] and [0, 1]\n")
  }

  @Test func theFormatGivenTwiceIsAUsageError() async throws {
    let result = try await CLIRunner.run([
      "diff", fixtures + "todos-old.json", fixtures + "todos-new.json", "--format", "json",
      "--format", "text",
    ])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: --format is given more than once. Run `headless-table diff --help`.\n")
  }
}
