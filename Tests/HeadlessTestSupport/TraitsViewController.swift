import Foundation
import HeadlessRender
import HeadlessTesting

/// A view controller that shows the traits of where it is shown, as a label reads them on
/// every layout: `compact · large · leftToRight`; it counts `traitCollectionDidChange(_:)`.
@MainActor
package final class TraitsViewController: UIViewController {
  package let label = UILabel()
  package private(set) var traitChanges = 0

  package override func viewDidLoad() {
    super.viewDidLoad()
    // Wider than any device, so that the whole text shows.
    label.frame = CGRect(x: 0, y: 0, width: 1_200, height: 22)
    view.addSubview(label)
  }

  package override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let traits = traitCollection
    let width = traits.horizontalSizeClass == .regular ? "regular" : "compact"
    let size =
      ScreenVariant.contentSizeCategories.first {
        $0.category == traits.preferredContentSizeCategory
      }?.name ?? "?"
    let direction = traits.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
    label.text = "\(width) · \(size) · \(direction)"
  }

  package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges += 1
  }
}
