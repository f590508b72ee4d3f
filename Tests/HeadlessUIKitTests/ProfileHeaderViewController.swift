// A screen as a UIKit app writes it, with the bug right-to-left variants exist to catch: the
// name and the badge are pinned by leading and trailing anchors, the location and the count
// by left and right ones, so in Arabic or Hebrew the first row mirrors and the second does not.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ProfileHeaderViewController: UIViewController {
  let nameLabel = UILabel()
  let badgeLabel = UILabel()
  let locationLabel = UILabel()
  let countLabel = UILabel()
  let bioLabel = UILabel()
  let stampLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Ada Lovelace"
    badgeLabel.text = "PRO"
    locationLabel.text = "London"
    countLabel.text = "42 posts"
    bioLabel.text = "Natural"
    stampLabel.text = "Left"
    stampLabel.textAlignment = .left
    let margins = view.layoutMarginsGuide
    for label in [nameLabel, badgeLabel, locationLabel, countLabel, bioLabel, stampLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
    }
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      badgeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -10),
      badgeLabel.topAnchor.constraint(equalTo: nameLabel.topAnchor),

      // The bug: left and right never flip.
      locationLabel.leftAnchor.constraint(equalTo: margins.leftAnchor),
      locationLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 22),
      countLabel.rightAnchor.constraint(equalTo: margins.rightAnchor, constant: -10),
      countLabel.topAnchor.constraint(equalTo: locationLabel.topAnchor),

      // As wide as the margins: where the text sits is the alignment's doing.
      bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bioLabel.topAnchor.constraint(equalTo: locationLabel.bottomAnchor, constant: 22),
      stampLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stampLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stampLabel.topAnchor.constraint(equalTo: bioLabel.bottomAnchor),
    ])
  }
}
