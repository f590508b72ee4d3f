import ListKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Under the rows: a spinner while a page loads, the empty or error message, and a retry
/// button after an error.
final class ContactsFooterView: UIView {
  let spinner = UIActivityIndicatorView(style: .medium)
  let messageLabel = UILabel()
  let retryButton = UIButton(type: .system)
  // The spinner and the message share a place; the footer ends under the one shown, or under
  // the retry button after an error: a hidden view keeps its place in Auto Layout.
  private lazy var endsUnderSpinner = spinner.bottomAnchor.constraint(equalTo: bottomAnchor)
  private lazy var endsUnderMessage = messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor)
  private lazy var endsUnderRetry = retryButton.bottomAnchor.constraint(equalTo: bottomAnchor)

  override init(frame: CGRect) {
    super.init(frame: frame)
    messageLabel.numberOfLines = 0
    messageLabel.textAlignment = .center
    messageLabel.textColor = .secondaryLabel
    retryButton.setTitle("Retry", for: .normal)
    for view in [spinner, messageLabel, retryButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      spinner.topAnchor.constraint(equalTo: topAnchor, constant: 22),
      spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
      messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 22),
      messageLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      messageLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      retryButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor),
      retryButton.centerXAnchor.constraint(equalTo: centerXAnchor),
    ])
    show(.none)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(_ footer: ListFooter) {
    switch footer {
    case .spinner:
      spinner.startAnimating()
    default:
      spinner.stopAnimating()
    }
    switch footer {
    case .message(let text), .note(let text), .error(let text, _):
      messageLabel.text = text
    case .none, .spinner:
      messageLabel.text = nil
    }
    let end: NSLayoutConstraint
    switch footer {
    case .spinner: end = endsUnderSpinner
    case .error: end = endsUnderRetry
    case .none, .message, .note: end = endsUnderMessage
    }
    retryButton.isHidden = end !== endsUnderRetry
    let ends = [endsUnderSpinner, endsUnderMessage, endsUnderRetry]
    NSLayoutConstraint.deactivate(ends.filter { $0 !== end })
    end.isActive = true
  }
}
