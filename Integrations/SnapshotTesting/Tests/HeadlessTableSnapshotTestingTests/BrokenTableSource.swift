import Foundation
import HeadlessRender
import ListKit

/// A data source that breaks one of UIKit's rules: it dequeues its one row's cell with an
/// identifier the table never registered.
@MainActor
final class BrokenTableSource: TableViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell?
  {
    try tableView.dequeueReusableCell(withIdentifier: "Unregistered", for: indexPath)
  }
}
