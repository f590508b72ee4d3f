import Foundation
import HeadlessRender

// A contact's row, two lines: the name, with a star for a favourite, over the phone number.
// Sizing, self-sizing rows and the fallback when the constraints fail are ConstrainedCell's.
final class ContactCell: ConstrainedCell, ReusableCell {
  static let reuseIdentifier = "ContactCell"
  private let nameLabel = UILabel()
  private let starLabel = UILabel()
  private let phoneLabel = UILabel()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for view in [nameLabel, starLabel, phoneLabel] { contentView.addSubview(view) }
    // A long name is truncated before the star gives up its column.
    starLabel.setContentCompressionResistancePriority(LayoutPriority(760), for: .horizontal)
    cellLayout.setUp(fallingBackTo: [nameLabel, phoneLabel]) { layout in
      try layout.constrain(
        nameLabel.named("name"), starLabel.named("star"), phoneLabel.named("phone"), contentView
      ) { name, star, phone, parent in
        name.top == parent.top
        name.height == 1
        CellLayout.line(leading: name, trailing: star, in: parent)
        phone.top == name.bottom
        phone.leading == name.leading
        phone.trailing <= parent.trailing - CellLayout.margin
        parent.bottom == phone.bottom
      }
    }
  }

  required init?(coder: NSCoder) {
    nil
  }

  func configure(with model: Contact) {
    nameLabel.text = model.name
    starLabel.text = model.isFavorite ? "★" : ""
    phoneLabel.text = model.phone
  }
}
