#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A contact's row, two lines: the name, with a star for a favourite, over the phone number.
final class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"

  private let nameLabel = UILabel()
  private let starLabel = UILabel()
  private let phoneLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.font = .preferredFont(forTextStyle: .body)
    phoneLabel.font = .preferredFont(forTextStyle: .subheadline)
    phoneLabel.textColor = .secondaryLabel
    // The star is a picture of "favourite": VoiceOver reads the row's name and number only.
    starLabel.isAccessibilityElement = false
    for label in [nameLabel, starLabel, phoneLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    // A long name is truncated before the star gives up its place.
    starLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    starLabel.setContentHuggingPriority(.required, for: .horizontal)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      starLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      starLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      starLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
      phoneLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
      phoneLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      phoneLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      phoneLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with contact: Contact) {
    nameLabel.text = contact.name
    starLabel.text = contact.isFavorite ? "★" : nil
    phoneLabel.text = contact.phone
  }
}
