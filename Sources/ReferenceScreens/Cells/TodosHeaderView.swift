import Foundation
import HeadlessRender
import ViewModels

/// A section's header in the Todos collection-view list: its title, 8 points in, read by
/// VoiceOver as a heading, as the table's section title is.
@MainActor
package final class TodosHeaderView: UICollectionReusableView {
  private let titleLabel = UILabel()

  /// Creates the header, as the collection view's pool makes it.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.adoptDynamicType(.headline)
    titleLabel.accessibilityTraits = .header
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      titleLabel.topAnchor.constraint(equalTo: topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  /// Not available: the header is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows the title of the section `section`.
  package func configure(with section: TodoSectionID) {
    titleLabel.text = section.title
  }
}
