import Foundation

extension Changeset: CustomStringConvertible {
  /// One block per stage, then the reconfigured rows and headers; empty lists are left out.
  ///
  /// ```
  /// stage 1 of 2
  ///   insert sections: 1
  ///   sections: a [1, 2], b []
  /// stage 2 of 2
  ///   move rows: [0, 1] -> [1, 0]
  ///   sections: a [1], b [2]
  /// ```
  public var description: String {
    var lines: [String] = []
    if isEmpty { lines.append("no changes") }
    for (number, stage) in stages.enumerated() {
      lines.append("stage \(number + 1) of \(stages.count)")
      lines += stage.batch.descriptionLines.map { "  " + $0 }
      let sections = stage.sections.map { section in
        "\(section.id) [\(section.items.map { "\($0.id)" }.joined(separator: ", "))]"
      }
      lines.append("  sections: " + sections.joined(separator: ", "))
    }
    if !reconfiguredRows.isEmpty {
      lines.append(
        "reconfigure rows: " + reconfiguredRows.map { "\($0)" }.joined(separator: ", "))
    }
    if !reconfiguredSectionHeaders.isEmpty {
      lines.append(
        "reconfigure section headers: "
          + reconfiguredSectionHeaders.map(String.init).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}

extension BatchUpdate {
  /// `name: values` for every non-empty list, in UIKit's order of application.
  var descriptionLines: [String] {
    func line(_ name: String, _ values: [String]) -> String? {
      values.isEmpty ? nil : "\(name): " + values.joined(separator: ", ")
    }
    return [
      line("delete sections", deletedSections.map(String.init)),
      line("insert sections", insertedSections.map(String.init)),
      line("move sections", movedSections.map { "\($0.from) -> \($0.to)" }),
      line("reload sections", reloadedSections.map(String.init)),
      line("delete rows", deletedRows.map { "\($0)" }),
      line("insert rows", insertedRows.map { "\($0)" }),
      line("move rows", movedRows.map { "\($0.from) -> \($0.to)" }),
      line("reload rows", reloadedRows.map { "\($0)" }),
    ].compactMap { $0 }
  }
}
