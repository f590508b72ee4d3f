// A form as apps build it: a vertical stack view of labels and a button, pinned to the safe
// area by anchors, a row stacked inside it, and a hint that shows once the button is tapped.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class SignUpFormViewController: UIViewController {
  let stackView = UIStackView()
  let hintLabel = UILabel()
  let submitButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign up"
    view.backgroundColor = .systemBackground

    let heading = UILabel()
    heading.text = "Create your account"
    heading.font = .preferredFont(forTextStyle: .headline)

    let nameRow = UIStackView(arrangedSubviews: [makeLabel("Name"), makeLabel("Ada")])
    nameRow.axis = .horizontal
    nameRow.distribution = .equalSpacing

    let mailRow = UIStackView(arrangedSubviews: [makeLabel("Email"), makeLabel("ada@example.com")])
    mailRow.axis = .horizontal
    mailRow.distribution = .equalSpacing

    hintLabel.text = "Check your inbox"
    hintLabel.textColor = .secondaryLabel
    hintLabel.isHidden = true

    submitButton.setTitle("Sign up", for: .normal)
    submitButton.addAction(
      UIAction { [weak self] _ in
        UIView.animate(withDuration: 0.25) {
          self?.hintLabel.isHidden = false
        }
      }, for: .touchUpInside)

    stackView.axis = .vertical
    stackView.spacing = 22
    stackView.alignment = .fill
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 19.5, bottom: 0, trailing: 19.5)
    for arranged in [heading, nameRow, mailRow, hintLabel, submitButton] {
      stackView.addArrangedSubview(arranged)
    }
    stackView.setCustomSpacing(0, after: nameRow)

    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 22),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  private func makeLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }
}
