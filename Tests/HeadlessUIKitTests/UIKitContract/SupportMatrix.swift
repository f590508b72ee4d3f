import Foundation

/// HeadlessRender's article "UIKit support", generated from `Fixtures/UIKit/declarations.txt`:
/// for each type, how many of its declarations are here as UIKit declares them, how many
/// differ, how many UIKit has and this package has not, and the type's note; then each
/// difference with its reason and each missing declaration.
enum SupportMatrix {
  /// The article's text for `list`.
  static func article(for list: DeclarationList) -> String {
    var types: [String: (same: Int, differs: [DeclarationList.Entry], missing: [String])] = [:]
    var notes: [String: String] = [:]
    for entry in list.entries {
      let type = rootType(of: entry.declaration)
      switch entry.mark {
      case "*": notes[type] = entry.note ?? ""
      case "=": types[type, default: (0, [], [])].same += 1
      case "~": types[type, default: (0, [], [])].differs.append(entry)
      default: types[type, default: (0, [], [])].missing.append(entry.declaration)
      }
    }
    var text = """
      # UIKit support

      What the headless UI has of each UIKit type it models: modelled as UIKit declares it,
      different, or missing.

      ## Overview

      <!-- Generated from Fixtures/UIKit/declarations.txt by UIKitSupportMatrixTests; do not edit.
      `Scripts/uikit-contract.sh --matrix` writes it again. -->

      A file that imports only `HeadlessUIKit` reaches exactly the declarations that
      `Fixtures/UIKit/declarations.txt` marks `=` (here as UIKit declares them) or `~` (here,
      and different from UIKit's, for the reason given); `-` marks what UIKit has and this
      package has not yet. `UIKitContractTests` reads the public surface from the compiler's
      symbol graphs and fails on any declaration the list does not hold, so a file that compiles
      against `HeadlessUIKit` uses nothing UIKit lacks, except the differences listed below.
      Counts are of declarations: members, nested types, and one line per type for its
      supertypes. A row whose only line is missing is a type not modelled at all (the list names
      those apps use most); a type listed nowhere is not modelled either. Views are drawn as
      text: what a view keeps and does not draw (colours, images, layers) is said in its note.

      | Type | As UIKit | Differs | Missing | Note |
      |---|---:|---:|---:|---|

      """
    let rows = types.sorted { $0.key < $1.key }
    for (type, row) in rows {
      text +=
        "| `\(type)` | \(row.same) | \(row.differs.count) | \(row.missing.count) | "
        + "\(notes[type] ?? "") |\n"
    }
    if rows.contains(where: { !$0.value.differs.isEmpty }) {
      text += "\n## Differences\n\n"
      for (_, row) in rows {
        for entry in row.differs {
          text += "- `\(entry.declaration)`: \(entry.note ?? "not UIKit's")\n"
        }
      }
    }
    if rows.contains(where: { !$0.value.missing.isEmpty }) {
      text += "\n## Missing\n\n"
      for (type, row) in rows where !row.missing.isEmpty {
        let declarations = row.missing.map { "`\(declaration(of: $0))`" }
        text += "- `\(type)`: \(declarations.joined(separator: ", "))\n"
      }
    }
    return text
  }

  /// The top-level type a list line is under: `UITableView` for
  /// `UITableView.Style.plain | case plain`.
  static func rootType(of declaration: String) -> String {
    let path = declaration.components(separatedBy: " | ")[0]
    return String(path.split(separator: ".", maxSplits: 1).first ?? Substring(path))
  }

  /// The declaration part of a list line, without its path.
  static func declaration(of line: String) -> String {
    let parts = line.components(separatedBy: " | ")
    return parts.count > 1 ? parts.dropFirst().joined(separator: " | ") : line
  }
}
