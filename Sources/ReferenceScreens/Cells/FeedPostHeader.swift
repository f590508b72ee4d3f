import Foundation
import HeadlessRender

/// The first line of a feed post, a status's or a photo's: who posted it at the leading
/// margin and when at the trailing one, at least 8 points apart, on one 22-point line at the
/// top of the cell.
@MainActor
enum FeedPostHeader {
  /// The constraints that place `user` and `time` on a post's first line inside
  /// `contentView`'s side margins of `margin` points.
  static func constraints(
    user: UILabel, time: UILabel, in contentView: UIView, margin: CGFloat
  ) -> [NSLayoutConstraint] {
    [
      user.topAnchor.constraint(equalTo: contentView.topAnchor),
      user.heightAnchor.constraint(equalToConstant: 22),
      user.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      time.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -margin),
      time.leadingAnchor.constraint(greaterThanOrEqualTo: user.trailingAnchor, constant: 8),
      time.topAnchor.constraint(equalTo: user.topAnchor),
    ]
  }
}
