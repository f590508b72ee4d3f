import Foundation
import TextCanvas

/// A visual effect, as `UIVisualEffect`; kept, not drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur, as `UIBlurEffect`: its style is kept, not drawn.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// How strong and how tinted the blur is, as `UIBlurEffect.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// Lighter than what is under it.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// As the system's regular material.
    case regular
    /// As the system's prominent material.
    case prominent
    /// The system's thin material, as the interface style says.
    case systemUltraThinMaterial
    /// A thin material.
    case systemThinMaterial
    /// The standard material.
    case systemMaterial
    /// A thick material.
    case systemThickMaterial
    /// The material of bars.
    case systemChromeMaterial
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Vibrancy for content over a blur, as `UIVibrancyEffect`; kept, not drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy goes with.
  public let blurEffect: UIBlurEffect

  /// Vibrancy for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that blurs what is under it, as `UIVisualEffectView`: its ``contentView`` holds what
/// shows over the effect, drawn as any view; the effect itself is kept, not drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect; kept, not drawn.
  open var effect: UIVisualEffect?
  /// The view that holds the content shown over the effect; it fills this view.
  public let contentView = UIView(frame: .zero)

  /// Creates a view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Gives the content view the whole bounds, then lays out as any view.
  open override func layoutSubviews() {
    contentView.gridFrame = gridBounds
    super.layoutSubviews()
  }
}
