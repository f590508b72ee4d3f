import ListKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Behind the photos while there are none: a spinner while the library loads, the empty or
/// error message, and a retry button after an error.
final class PhotosStateView: UIView {
  let spinner = UIActivityIndicatorView(style: .medium)
  let messageLabel = UILabel()
  let retryButton = UIButton(type: .system)

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

  /// Shows `state`: what the list's footer says, here the whole screen's.
  func show(_ state: ListFooter) {
    switch state {
    case .spinner: spinner.startAnimating()
    case .none, .message, .note, .error: spinner.stopAnimating()
    }
    switch state {
    case .message(let text), .note(let text), .error(let text, _): messageLabel.text = text
    case .none, .spinner: messageLabel.text = nil
    }
    switch state {
    case .error: retryButton.isHidden = false
    case .none, .spinner, .message, .note: retryButton.isHidden = true
    }
  }
}
