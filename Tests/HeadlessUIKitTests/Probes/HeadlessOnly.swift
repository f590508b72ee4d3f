// Members the headless UI has and UIKit lacks, named through HeadlessUIKit alone: each line
// of the function must fail to compile (UIKitProbeTests checks every diagnostic). Not part of
// any target.
import HeadlessUIKit

@MainActor func namesWhatUIKitLacks(
  _ table: UITableView, _ grid: UICollectionView, _ view: UIView, _ image: UIImage,
  _ tabBar: UITabBar, _ item: UITabBarItem, _ recognizer: UIGestureRecognizer,
  _ pages: UIPageViewController
) {
  _ = table.performBatchUpdate
  _ = table.reconfigureSectionHeaders
  _ = table.dequeueCell
  _ = grid.performBatchUpdate
  _ = grid.reconfigureSectionHeaders
  _ = grid.reconfigureRows
  _ = view.accessibilityElementsInReadingOrder
  _ = image.name
  _ = NSLineBreakMode.byTruncatingTail.truncationPosition
  _ = NSTextAlignment.center.offset
  _ = tabBar.tapItem
  _ = item.shownTitle
  _ = recognizer.sentActions
  _ = view.attachedGestureRecognizers
  _ = pages.turnPage
}
