// A screen with drawing code as a UIKit app writes it: a ring drawn in draw(_:) with Core
// Graphics and a bezier path, a header whose layer holds a gradient with two rounded corners,
// and a progress bar.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ControlsRingView: UIView {
  var progress: CGFloat = 0.6 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inset = rect.insetBy(dx: 4, dy: 4)
    context.setLineWidth(8)
    context.setStrokeColor(UIColor.systemGray5.cgColor)
    context.addEllipse(in: inset)
    context.strokePath()
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: min(inset.width, inset.height) / 2,
      startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    ring.lineWidth = 8
    UIColor.systemGreen.setStroke()
    ring.stroke()
  }
}

final class ControlsDrawingViewController: UIViewController {
  let header = UIView()
  let ring = ControlsRingView()
  let progressView = UIProgressView(progressViewStyle: .default)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Activity"
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.frame = CGRect(x: 0, y: 0, width: 390, height: 66)
    header.layer.addSublayer(gradient)
    header.layer.cornerRadius = 12
    header.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    header.layer.masksToBounds = true
    header.accessibilityLabel = "Today"
    ring.isAccessibilityElement = true
    ring.accessibilityLabel = "Move"
    ring.accessibilityValue = "60%"
    progressView.progress = 0.6
    progressView.progressTintColor = .systemGreen
    for subview in [header, ring, progressView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 66),
      ring.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 22),
      ring.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      ring.widthAnchor.constraint(equalToConstant: 156),
      ring.heightAnchor.constraint(equalToConstant: 88),
      progressView.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 22),
      progressView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      progressView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
