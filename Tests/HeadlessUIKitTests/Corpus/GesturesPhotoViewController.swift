// A photo screen as a UIKit app writes it: a tap shows the caption, a double tap likes, a
// long press offers to save, a swipe down closes, over a list of comments. Its gestures run
// code through recognizers of its own, as target-action needs `#selector`. Nothing here is
// headless.
#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import HeadlessUIKit
#endif

/// A gesture recognizer that runs a closure when it recognizes (or begins, for a long press).
final class ClosureTapRecognizer: UITapGestureRecognizer {
  private let handler: (ClosureTapRecognizer) -> Void

  init(taps: Int = 1, handler: @escaping (ClosureTapRecognizer) -> Void) {
    self.handler = handler
    super.init(target: nil, action: nil)
    numberOfTapsRequired = taps
  }

  override var state: UIGestureRecognizer.State {
    didSet { if state == .ended { handler(self) } }
  }
}

final class ClosurePressRecognizer: UILongPressGestureRecognizer {
  private let handler: () -> Void

  init(handler: @escaping () -> Void) {
    self.handler = handler
    super.init(target: nil, action: nil)
  }

  override var state: UIGestureRecognizer.State {
    didSet { if state == .began { handler() } }
  }
}

final class ClosureSwipeRecognizer: UISwipeGestureRecognizer {
  private let handler: () -> Void

  init(direction: UISwipeGestureRecognizer.Direction, handler: @escaping () -> Void) {
    self.handler = handler
    super.init(target: nil, action: nil)
    self.direction = direction
  }

  override var state: UIGestureRecognizer.State {
    didSet { if state == .ended { handler() } }
  }
}

final class GesturesPhotoViewController: UIViewController {
  private let photo = UIImageView(image: UIImage(named: "harbour"))
  private let caption = UILabel()
  private(set) var likes = 0
  private(set) var savedPhoto = false
  private(set) var closed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Harbour"
    photo.isUserInteractionEnabled = true
    photo.accessibilityIdentifier = "photo"
    photo.translatesAutoresizingMaskIntoConstraints = false
    caption.text = "Boats at dawn"
    caption.isHidden = true
    caption.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(photo)
    view.addSubview(caption)
    NSLayoutConstraint.activate([
      photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      photo.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      photo.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      photo.heightAnchor.constraint(equalToConstant: 132),
      caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
      caption.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
    let like = ClosureTapRecognizer(taps: 2) { [weak self] _ in self?.likes += 1 }
    let toggleCaption = ClosureTapRecognizer { [weak self] _ in
      self?.caption.isHidden.toggle()
    }
    toggleCaption.require(toFail: like)
    let save = ClosurePressRecognizer { [weak self] in self?.savedPhoto = true }
    let close = ClosureSwipeRecognizer(direction: .down) { [weak self] in self?.closed = true }
    for recognizer in [toggleCaption, like, save, close] as [UIGestureRecognizer] {
      photo.addGestureRecognizer(recognizer)
    }
  }
}
