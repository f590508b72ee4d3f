// A screen laid out with the visual format language, as older apps and tutorials do: views
// added in viewDidLoad, then placed by format strings with metrics and an alignment option.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ProfileViewController: UIViewController {
  let nameLabel = UILabel()
  let handleLabel = UILabel()
  let bioLabel = UILabel()
  let followButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    handleLabel.text = "@ada"
    handleLabel.textColor = .secondaryLabel
    bioLabel.text = "Wrote the first program for the Analytical Engine."
    bioLabel.numberOfLines = 0
    followButton.setTitle("Follow", for: .normal)

    let views: [String: Any] = [
      "name": nameLabel, "handle": handleLabel, "bio": bioLabel, "follow": followButton,
    ]
    for case let subview as UIView in views.values {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let metrics = ["side": 19.5, "gap": 22]
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-side-[name]-(>=8)-[handle]-side-|", options: .alignAllCenterY,
      metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-side-[bio]-side-|", metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-side-[follow(==bio)]", metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-gap-[name]-gap-[bio]-gap-[follow]", metrics: metrics, views: views)
    NSLayoutConstraint.activate(constraints)
  }
}
