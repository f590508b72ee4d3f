import Foundation
import HeadlessRender
import ListKit

/// A data source that breaks one of UIKit's rules: it dequeues its one row's cell with an
/// identifier the table never registered.
@MainActor
final class BrokenTableSource: NSObject, UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "Unregistered", for: indexPath)
  }
}
