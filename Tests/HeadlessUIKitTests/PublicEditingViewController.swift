// A public view controller, as a screen in a module of its own has, whose public overrides
// name types nested in UIKit's classes: compiled against HeadlessUIKit, it needs HeadlessRender
// imported too (see "Bring your UIKit screen"); this file is that article's snippet.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
  import HeadlessRender  // for public signatures naming UIKit's nested types
#endif

/// Names deleted by a swipe or the editing control.
public final class PublicEditingViewController: UITableViewController {
  /// The names listed.
  public var names = ["Ada", "Grace"]

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  {
    names.count
  }

  public override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  public override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    names.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
