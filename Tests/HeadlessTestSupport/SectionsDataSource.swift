import Foundation
import HeadlessRender
import ListKit
import TestSupport

/// `rows("a", 1, 2)`: a section titled like its ID whose rows have those IDs.
package func rows(_ id: String, _ ids: Int..., title: String? = nil) -> TestSection {
  TestSection(id: id, title: title ?? id, items: ids.map { TestItem(id: $0) })
}

/// A data source that answers from sections read through a closure (a store's, or a
/// variable a test switches), with `TextCell`s showing each row's description.
@MainActor
package final class SectionsDataSource: NSObject, UITableViewDataSource {
  package var sections: () -> [TestSection]

  package init(_ sections: @escaping () -> [TestSection]) {
    self.sections = sections
  }

  package func numberOfSections(in tableView: UITableView) -> Int { sections().count }

  package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections()[section].items.count
  }

  package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Text", for: indexPath)
    (cell as? TextCell)?.configure(with: sections().item(at: indexPath)?.description ?? "?")
    return cell
  }

  package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    sections()[section].title
  }
}

/// A table of `width` x `height` without separators, with `TextCell` registered as "Text",
/// showing `source`.
@MainActor
package func makeTable(_ source: SectionsDataSource, width: Int = 20, height: Int) -> UITableView {
  let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
  // One line per row keeps these tests' arithmetic plain; separators have their own tests,
  // which inset them by one column (8 points); titles start at the table's edge.
  table.separatorStyle = .none
  table.rowHeight = 22
  table.separatorInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
  table.layoutMargins = .zero
  table.register(TextCell.self, forCellReuseIdentifier: "Text")
  table.dataSource = source
  return table
}

extension UITableView {
  /// What the table shows, drawn on a canvas as large as its frame.
  package var renderedLines: [String] {
    var canvas = Canvas(width: gridFrame.width, height: gridFrame.height)
    render(on: &canvas)
    return canvas.lines
  }
}
