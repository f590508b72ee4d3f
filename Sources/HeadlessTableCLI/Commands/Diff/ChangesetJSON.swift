import Foundation
import HeadlessScenarios
import ListKit

/// Writes a changeset as the `diff` command's JSON, by hand so that the key order is fixed:
/// deletes, inserts, moves, reloads, sections before rows, then the stage's data.
enum ChangesetJSON {
  static func encode(_ changeset: Changeset<String, DiffInput.Item>) -> String {
    let stages = changeset.stages.map { stage in
      let batch = stage.batch
      let fields = [
        ("deleteSections", list(batch.deletedSections.map(String.init))),
        ("insertSections", list(batch.insertedSections.map(String.init))),
        ("moveSections", list(batch.movedSections.map { list(["\($0.from)", "\($0.to)"]) })),
        ("reloadSections", list(batch.reloadedSections.map(String.init))),
        ("deleteRows", list(batch.deletedRows.map(path))),
        ("insertRows", list(batch.insertedRows.map(path))),
        ("moveRows", list(batch.movedRows.map { list([path($0.from), path($0.to)]) })),
        ("reloadRows", list(batch.reloadedRows.map(path))),
        (
          "sections",
          list(
            stage.sections.map { section in
              "{\"id\": \(quoted(section.id)), \"items\": \(list(section.items.map { quoted($0.id) }))}"
            })
        ),
      ]
      return "    {\n" + fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        + "\n    }"
    }
    let stagesText = stages.isEmpty ? "[]" : "[\n" + stages.joined(separator: ",\n") + "\n  ]"
    return """
      {
        "stages": \(stagesText),
        "reconfigureRows": \(list(changeset.reconfiguredRows.map(path))),
        "reconfigureSectionHeaders": \(list(changeset.reconfiguredSectionHeaders.map(String.init)))
      }
      """
  }

  private static func list(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ", ") + "]"
  }

  private static func path(_ indexPath: IndexPath) -> String {
    "[\(indexPath.section), \(indexPath.row)]"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
