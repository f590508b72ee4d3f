// UIKit's names, and nothing else, for the files a team shares between its app and its tests.
//
// Each declaration below is HeadlessRender's own type under the same name: a file that imports
// this module (instead of UIKit) sees UIKit's spelling and none of the headless helpers, so code
// that compiles here compiles against UIKit. UIKitContractTests checks the whole surface a file
// importing this module reaches against Fixtures/UIKit/declarations.txt, and that every
// UIKit-named type HeadlessRender declares is here.

@_exported import Foundation
import HeadlessRender

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if !canImport(CoreGraphics)
  /// Core Graphics' `CGColor`, headless (Linux has no Core Graphics): HeadlessRender's type of
  /// that name.
  public typealias CGColor = HeadlessRender.CGColor
  /// Core Graphics' `CGAffineTransform`, which UIKit re-exports, for the platforms whose
  /// Foundation lacks it: HeadlessRender's type of that name.
  public typealias CGAffineTransform = HeadlessRender.CGAffineTransform
#endif

#if !canImport(ObjectiveC)
  /// Objective-C's `Selector`, headless (Linux has no Objective-C runtime): HeadlessRender's
  /// type of that name. `#selector` does not compile on Linux; write actions as `UIAction`s.
  public typealias Selector = HeadlessRender.Selector
#endif

// UIKit declares UILayoutPriority's arithmetic with a Float in its Swift overlay. Operators
// declared in HeadlessRender are not found by a file that imports only this module, so they
// are declared here.
extension UILayoutPriority {
  /// A priority `rhs` higher, as `.defaultHigh + 1`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` lower, as `.required - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

/// UIKit's `CALayer`, headless: HeadlessRender's type of that name.
public typealias CALayer = HeadlessRender.CALayer
/// UIKit's `NSCollectionLayoutAnchor`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutAnchor = HeadlessRender.NSCollectionLayoutAnchor
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutBoundarySupplementaryItem = HeadlessRender
  .NSCollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutContainer`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutContainer = HeadlessRender.NSCollectionLayoutContainer
/// UIKit's `NSCollectionLayoutDecorationItem`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutDecorationItem = HeadlessRender
  .NSCollectionLayoutDecorationItem
/// UIKit's `NSCollectionLayoutDimension`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutDimension = HeadlessRender.NSCollectionLayoutDimension
/// UIKit's `NSCollectionLayoutEnvironment`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutEnvironment = HeadlessRender.NSCollectionLayoutEnvironment
/// UIKit's `NSCollectionLayoutGroup`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutGroup = HeadlessRender.NSCollectionLayoutGroup
/// UIKit's `NSCollectionLayoutItem`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutItem = HeadlessRender.NSCollectionLayoutItem
/// UIKit's `NSCollectionLayoutSection`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutSection = HeadlessRender.NSCollectionLayoutSection
/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`, headless: HeadlessRender's
/// type of that name.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = HeadlessRender
  .NSCollectionLayoutSectionVisibleItemsInvalidationHandler
/// UIKit's `NSCollectionLayoutSize`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutSize = HeadlessRender.NSCollectionLayoutSize
/// UIKit's `NSCollectionLayoutSpacing`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutSpacing = HeadlessRender.NSCollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutSupplementaryItem`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutSupplementaryItem = HeadlessRender
  .NSCollectionLayoutSupplementaryItem
/// UIKit's `NSCollectionLayoutVisibleItem`, headless: HeadlessRender's type of that name.
public typealias NSCollectionLayoutVisibleItem = HeadlessRender.NSCollectionLayoutVisibleItem
/// UIKit's `NSDiffableDataSourceSectionSnapshot`, headless: HeadlessRender's type of that name.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
  HeadlessRender.NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
/// UIKit's `NSDiffableDataSourceSectionTransaction`, headless: HeadlessRender's type of that
/// name.
public typealias NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = HeadlessRender.NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType, ItemIdentifierType
>
/// UIKit's `NSDiffableDataSourceSnapshot`, headless: HeadlessRender's type of that name.
public typealias NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = HeadlessRender.NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `NSDiffableDataSourceTransaction`, headless: HeadlessRender's type of that name.
public typealias NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = HeadlessRender.NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `NSDirectionalEdgeInsets`, headless: HeadlessRender's type of that name.
public typealias NSDirectionalEdgeInsets = HeadlessRender.NSDirectionalEdgeInsets
/// UIKit's `NSDirectionalRectEdge`, headless: HeadlessRender's type of that name.
public typealias NSDirectionalRectEdge = HeadlessRender.NSDirectionalRectEdge
/// UIKit's `NSLayoutAnchor`, headless: HeadlessRender's type of that name.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = HeadlessRender.NSLayoutAnchor<AnchorType>
/// UIKit's `NSLayoutConstraint`, headless: HeadlessRender's type of that name.
public typealias NSLayoutConstraint = HeadlessRender.NSLayoutConstraint
/// UIKit's `NSLayoutDimension`, headless: HeadlessRender's type of that name.
public typealias NSLayoutDimension = HeadlessRender.NSLayoutDimension
/// UIKit's `NSLayoutXAxisAnchor`, headless: HeadlessRender's type of that name.
public typealias NSLayoutXAxisAnchor = HeadlessRender.NSLayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`, headless: HeadlessRender's type of that name.
public typealias NSLayoutYAxisAnchor = HeadlessRender.NSLayoutYAxisAnchor
/// UIKit's `NSLineBreakMode`, headless: HeadlessRender's type of that name.
public typealias NSLineBreakMode = HeadlessRender.NSLineBreakMode
/// UIKit's `NSRectAlignment`, headless: HeadlessRender's type of that name.
public typealias NSRectAlignment = HeadlessRender.NSRectAlignment
/// UIKit's `NSTextAlignment`, headless: HeadlessRender's type of that name.
public typealias NSTextAlignment = HeadlessRender.NSTextAlignment
/// UIKit's `UIAccessibilityCustomAction`, headless: HeadlessRender's type of that name.
public typealias UIAccessibilityCustomAction = HeadlessRender.UIAccessibilityCustomAction
/// UIKit's `UIAccessibilityTraits`, headless: HeadlessRender's type of that name.
public typealias UIAccessibilityTraits = HeadlessRender.UIAccessibilityTraits
/// UIKit's `UIAction`, headless: HeadlessRender's type of that name.
public typealias UIAction = HeadlessRender.UIAction
/// UIKit's `UIActionHandler`, headless: HeadlessRender's type of that name.
public typealias UIActionHandler = HeadlessRender.UIActionHandler
/// UIKit's `UIActivityIndicatorView`, headless: HeadlessRender's type of that name.
public typealias UIActivityIndicatorView = HeadlessRender.UIActivityIndicatorView
/// UIKit's `UIApplication`, headless: HeadlessRender's type of that name.
public typealias UIApplication = HeadlessRender.UIApplication
/// UIKit's `UIAxis`, headless: HeadlessRender's type of that name.
public typealias UIAxis = HeadlessRender.UIAxis
/// UIKit's `UIBackgroundConfiguration`, headless: HeadlessRender's type of that name.
public typealias UIBackgroundConfiguration = HeadlessRender.UIBackgroundConfiguration
/// UIKit's `UIBarButtonItem`, headless: HeadlessRender's type of that name.
public typealias UIBarButtonItem = HeadlessRender.UIBarButtonItem
/// UIKit's `UIButton`, headless: HeadlessRender's type of that name.
public typealias UIButton = HeadlessRender.UIButton
/// UIKit's `UICellAccessory`, headless: HeadlessRender's type of that name.
public typealias UICellAccessory = HeadlessRender.UICellAccessory
/// UIKit's `UICellConfigurationState`, headless: HeadlessRender's type of that name.
public typealias UICellConfigurationState = HeadlessRender.UICellConfigurationState
/// UIKit's `UICollectionLayoutListConfiguration`, headless: HeadlessRender's type of that name.
public typealias UICollectionLayoutListConfiguration = HeadlessRender
  .UICollectionLayoutListConfiguration
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`, headless: HeadlessRender's type of that name.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = HeadlessRender
  .UICollectionLayoutSectionOrthogonalScrollingBehavior
/// UIKit's `UICollectionReusableView`, headless: HeadlessRender's type of that name.
public typealias UICollectionReusableView = HeadlessRender.UICollectionReusableView
/// UIKit's `UICollectionView`, headless: HeadlessRender's type of that name.
public typealias UICollectionView = HeadlessRender.UICollectionView
/// UIKit's `UICollectionViewCell`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewCell = HeadlessRender.UICollectionViewCell
/// UIKit's `UICollectionViewListCell`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewListCell = HeadlessRender.UICollectionViewListCell
/// UIKit's `UICollectionViewCompositionalLayout`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewCompositionalLayout = HeadlessRender
  .UICollectionViewCompositionalLayout
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewCompositionalLayoutConfiguration = HeadlessRender
  .UICollectionViewCompositionalLayoutConfiguration
/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewCompositionalLayoutSectionProvider = HeadlessRender
  .UICollectionViewCompositionalLayoutSectionProvider
/// UIKit's `UICollectionViewController`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewController = HeadlessRender.UICollectionViewController
/// UIKit's `UICollectionViewDataSource`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewDataSource = HeadlessRender.UICollectionViewDataSource
/// UIKit's `UICollectionViewDataSourcePrefetching`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewDataSourcePrefetching = HeadlessRender
  .UICollectionViewDataSourcePrefetching
/// UIKit's `UICollectionViewDelegate`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewDelegate = HeadlessRender.UICollectionViewDelegate
/// UIKit's `UICollectionViewDelegateFlowLayout`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewDelegateFlowLayout = HeadlessRender
  .UICollectionViewDelegateFlowLayout
/// UIKit's `UICollectionViewDiffableDataSource`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = HeadlessRender.UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UICollectionViewFlowLayout`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewFlowLayout = HeadlessRender.UICollectionViewFlowLayout
/// UIKit's `UICollectionViewLayout`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewLayout = HeadlessRender.UICollectionViewLayout
/// UIKit's `UICollectionViewLayoutAttributes`, headless: HeadlessRender's type of that name.
public typealias UICollectionViewLayoutAttributes = HeadlessRender.UICollectionViewLayoutAttributes
/// UIKit's `UIColor`, headless: HeadlessRender's type of that name.
public typealias UIColor = HeadlessRender.UIColor
/// UIKit's `UIConfigurationColorTransformer`, headless: HeadlessRender's type of that name.
public typealias UIConfigurationColorTransformer = HeadlessRender.UIConfigurationColorTransformer
/// UIKit's `UIConfigurationState`, headless: HeadlessRender's type of that name.
public typealias UIConfigurationState = HeadlessRender.UIConfigurationState
/// UIKit's `UIConfigurationStateCustomKey`, headless: HeadlessRender's type of that name.
public typealias UIConfigurationStateCustomKey = HeadlessRender.UIConfigurationStateCustomKey
/// UIKit's `UIContentConfiguration`, headless: HeadlessRender's type of that name.
public typealias UIContentConfiguration = HeadlessRender.UIContentConfiguration
/// UIKit's `UIContentSizeCategory`, headless: HeadlessRender's type of that name.
public typealias UIContentSizeCategory = HeadlessRender.UIContentSizeCategory
/// UIKit's `UIContentView`, headless: HeadlessRender's type of that name.
public typealias UIContentView = HeadlessRender.UIContentView
/// UIKit's `UIContextualAction`, headless: HeadlessRender's type of that name.
public typealias UIContextualAction = HeadlessRender.UIContextualAction
/// UIKit's `UIControl`, headless: HeadlessRender's type of that name.
public typealias UIControl = HeadlessRender.UIControl
/// UIKit's `UIEdgeInsets`, headless: HeadlessRender's type of that name.
public typealias UIEdgeInsets = HeadlessRender.UIEdgeInsets
/// UIKit's `UIFont`, headless: HeadlessRender's type of that name.
public typealias UIFont = HeadlessRender.UIFont
/// UIKit's `UIFontMetrics`, headless: HeadlessRender's type of that name.
public typealias UIFontMetrics = HeadlessRender.UIFontMetrics
/// UIKit's `UIImage`, headless: HeadlessRender's type of that name.
public typealias UIImage = HeadlessRender.UIImage
/// UIKit's `UIImageView`, headless: HeadlessRender's type of that name.
public typealias UIImageView = HeadlessRender.UIImageView
/// UIKit's `UILabel`, headless: HeadlessRender's type of that name.
public typealias UILabel = HeadlessRender.UILabel
/// UIKit's `UILayoutGuide`, headless: HeadlessRender's type of that name.
public typealias UILayoutGuide = HeadlessRender.UILayoutGuide
/// UIKit's `UILayoutPriority`, headless: HeadlessRender's type of that name.
public typealias UILayoutPriority = HeadlessRender.UILayoutPriority
/// UIKit's `UIListContentConfiguration`, headless: HeadlessRender's type of that name.
public typealias UIListContentConfiguration = HeadlessRender.UIListContentConfiguration
/// UIKit's `UIListContentView`, headless: HeadlessRender's type of that name.
public typealias UIListContentView = HeadlessRender.UIListContentView
/// UIKit's `UIMenu`, headless: HeadlessRender's type of that name.
public typealias UIMenu = HeadlessRender.UIMenu
/// UIKit's `UINavigationBar`, headless: HeadlessRender's type of that name.
public typealias UINavigationBar = HeadlessRender.UINavigationBar
/// UIKit's `UINavigationController`, headless: HeadlessRender's type of that name.
public typealias UINavigationController = HeadlessRender.UINavigationController
/// UIKit's `UINavigationItem`, headless: HeadlessRender's type of that name.
public typealias UINavigationItem = HeadlessRender.UINavigationItem
/// UIKit's `UIRefreshControl`, headless: HeadlessRender's type of that name.
public typealias UIRefreshControl = HeadlessRender.UIRefreshControl
/// UIKit's `UIResponder`, headless: HeadlessRender's type of that name.
public typealias UIResponder = HeadlessRender.UIResponder
/// UIKit's `UIScreen`, headless: HeadlessRender's type of that name.
public typealias UIScreen = HeadlessRender.UIScreen
/// UIKit's `UIScrollView`, headless: HeadlessRender's type of that name.
public typealias UIScrollView = HeadlessRender.UIScrollView
/// UIKit's `UIScrollViewDelegate`, headless: HeadlessRender's type of that name.
public typealias UIScrollViewDelegate = HeadlessRender.UIScrollViewDelegate
/// UIKit's `UISearchBar`, headless: HeadlessRender's type of that name.
public typealias UISearchBar = HeadlessRender.UISearchBar
/// UIKit's `UISearchBarDelegate`, headless: HeadlessRender's type of that name.
public typealias UISearchBarDelegate = HeadlessRender.UISearchBarDelegate
/// UIKit's `UISearchController`, headless: HeadlessRender's type of that name.
public typealias UISearchController = HeadlessRender.UISearchController
/// UIKit's `UISearchResultsUpdating`, headless: HeadlessRender's type of that name.
public typealias UISearchResultsUpdating = HeadlessRender.UISearchResultsUpdating
/// UIKit's `UISemanticContentAttribute`, headless: HeadlessRender's type of that name.
public typealias UISemanticContentAttribute = HeadlessRender.UISemanticContentAttribute
/// UIKit's `UIStackView`, headless: HeadlessRender's type of that name.
public typealias UIStackView = HeadlessRender.UIStackView
/// UIKit's `UISwipeActionsConfiguration`, headless: HeadlessRender's type of that name.
public typealias UISwipeActionsConfiguration = HeadlessRender.UISwipeActionsConfiguration
/// UIKit's `UITableView`, headless: HeadlessRender's type of that name.
public typealias UITableView = HeadlessRender.UITableView
/// UIKit's `UITableViewCell`, headless: HeadlessRender's type of that name.
public typealias UITableViewCell = HeadlessRender.UITableViewCell
/// UIKit's `UITableViewController`, headless: HeadlessRender's type of that name.
public typealias UITableViewController = HeadlessRender.UITableViewController
/// UIKit's `UITableViewDataSource`, headless: HeadlessRender's type of that name.
public typealias UITableViewDataSource = HeadlessRender.UITableViewDataSource
/// UIKit's `UITableViewDataSourcePrefetching`, headless: HeadlessRender's type of that name.
public typealias UITableViewDataSourcePrefetching = HeadlessRender.UITableViewDataSourcePrefetching
/// UIKit's `UITableViewDelegate`, headless: HeadlessRender's type of that name.
public typealias UITableViewDelegate = HeadlessRender.UITableViewDelegate
/// UIKit's `UITableViewDiffableDataSource`, headless: HeadlessRender's type of that name.
public typealias UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = HeadlessRender.UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UITableViewHeaderFooterView`, headless: HeadlessRender's type of that name.
public typealias UITableViewHeaderFooterView = HeadlessRender.UITableViewHeaderFooterView
/// UIKit's `UIToolbar`, headless: HeadlessRender's type of that name.
public typealias UIToolbar = HeadlessRender.UIToolbar
/// UIKit's `UITraitCollection`, headless: HeadlessRender's type of that name.
public typealias UITraitCollection = HeadlessRender.UITraitCollection
/// UIKit's `UITraitEnvironmentLayoutDirection`, headless: HeadlessRender's type of that name.
public typealias UITraitEnvironmentLayoutDirection = HeadlessRender
  .UITraitEnvironmentLayoutDirection
/// UIKit's `UIUserInterfaceLayoutDirection`, headless: HeadlessRender's type of that name.
public typealias UIUserInterfaceLayoutDirection = HeadlessRender.UIUserInterfaceLayoutDirection
/// UIKit's `UIUserInterfaceSizeClass`, headless: HeadlessRender's type of that name.
public typealias UIUserInterfaceSizeClass = HeadlessRender.UIUserInterfaceSizeClass
/// UIKit's `UIUserInterfaceStyle`, headless: HeadlessRender's type of that name.
public typealias UIUserInterfaceStyle = HeadlessRender.UIUserInterfaceStyle
/// UIKit's `UIView`, headless: HeadlessRender's type of that name.
public typealias UIView = HeadlessRender.UIView
/// UIKit's `UIViewAnimatingPosition`, headless: HeadlessRender's type of that name.
public typealias UIViewAnimatingPosition = HeadlessRender.UIViewAnimatingPosition
/// UIKit's `UIViewAnimatingState`, headless: HeadlessRender's type of that name.
public typealias UIViewAnimatingState = HeadlessRender.UIViewAnimatingState
/// UIKit's `UIViewController`, headless: HeadlessRender's type of that name.
public typealias UIViewController = HeadlessRender.UIViewController
/// UIKit's `UIViewControllerTransitionCoordinator`, headless: HeadlessRender's type of that name.
public typealias UIViewControllerTransitionCoordinator = HeadlessRender
  .UIViewControllerTransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`, headless: HeadlessRender's type of that name.
public typealias UIViewControllerTransitionCoordinatorContext = HeadlessRender
  .UIViewControllerTransitionCoordinatorContext
/// UIKit's `UIViewPropertyAnimator`, headless: HeadlessRender's type of that name.
public typealias UIViewPropertyAnimator = HeadlessRender.UIViewPropertyAnimator
/// UIKit's `UIWindow`, headless: HeadlessRender's type of that name.
public typealias UIWindow = HeadlessRender.UIWindow
/// UIKit's `UISwitch`, headless: HeadlessRender's type of that name.
public typealias UISwitch = HeadlessRender.UISwitch
/// UIKit's `UISegmentedControl`, headless: HeadlessRender's type of that name.
public typealias UISegmentedControl = HeadlessRender.UISegmentedControl
/// UIKit's `UITextField`, headless: HeadlessRender's type of that name.
public typealias UITextField = HeadlessRender.UITextField
/// UIKit's `UITextFieldDelegate`, headless: HeadlessRender's type of that name.
public typealias UITextFieldDelegate = HeadlessRender.UITextFieldDelegate
/// UIKit's `UITextView`, headless: HeadlessRender's type of that name.
public typealias UITextView = HeadlessRender.UITextView
/// UIKit's `UITextViewDelegate`, headless: HeadlessRender's type of that name.
public typealias UITextViewDelegate = HeadlessRender.UITextViewDelegate
/// UIKit's `UIKeyboardType`, headless: HeadlessRender's type of that name.
public typealias UIKeyboardType = HeadlessRender.UIKeyboardType
/// UIKit's `UITextAutocapitalizationType`, headless: HeadlessRender's type of that name.
public typealias UITextAutocapitalizationType = HeadlessRender.UITextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`, headless: HeadlessRender's type of that name.
public typealias UITextAutocorrectionType = HeadlessRender.UITextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`, headless: HeadlessRender's type of that name.
public typealias UITextSpellCheckingType = HeadlessRender.UITextSpellCheckingType
/// UIKit's `UIReturnKeyType`, headless: HeadlessRender's type of that name.
public typealias UIReturnKeyType = HeadlessRender.UIReturnKeyType
/// UIKit's `UIKeyboardAppearance`, headless: HeadlessRender's type of that name.
public typealias UIKeyboardAppearance = HeadlessRender.UIKeyboardAppearance
/// UIKit's `UITextContentType`, headless: HeadlessRender's type of that name.
public typealias UITextContentType = HeadlessRender.UITextContentType
/// UIKit's `UIAlertController`, headless: HeadlessRender's type of that name.
public typealias UIAlertController = HeadlessRender.UIAlertController
/// UIKit's `UIAlertAction`, headless: HeadlessRender's type of that name.
public typealias UIAlertAction = HeadlessRender.UIAlertAction
/// UIKit's `UIMenuElement`, headless: HeadlessRender's type of that name.
public typealias UIMenuElement = HeadlessRender.UIMenuElement
/// UIKit's `UIProgressView`, headless: HeadlessRender's type of that name.
public typealias UIProgressView = HeadlessRender.UIProgressView
/// UIKit's `UIRectCorner`, headless: HeadlessRender's type of that name.
public typealias UIRectCorner = HeadlessRender.UIRectCorner
/// UIKit's `CACornerMask`, headless: HeadlessRender's type of that name.
public typealias CACornerMask = HeadlessRender.CACornerMask
/// UIKit's `CALayerCornerCurve`, headless: HeadlessRender's type of that name.
public typealias CALayerCornerCurve = HeadlessRender.CALayerCornerCurve
/// UIKit's `CAShapeLayer`, headless: HeadlessRender's type of that name.
public typealias CAShapeLayer = HeadlessRender.CAShapeLayer
/// UIKit's `CAShapeLayerLineCap`, headless: HeadlessRender's type of that name.
public typealias CAShapeLayerLineCap = HeadlessRender.CAShapeLayerLineCap
/// UIKit's `CAShapeLayerLineJoin`, headless: HeadlessRender's type of that name.
public typealias CAShapeLayerLineJoin = HeadlessRender.CAShapeLayerLineJoin
/// UIKit's `CAShapeLayerFillRule`, headless: HeadlessRender's type of that name.
public typealias CAShapeLayerFillRule = HeadlessRender.CAShapeLayerFillRule
/// UIKit's `CAGradientLayer`, headless: HeadlessRender's type of that name.
public typealias CAGradientLayer = HeadlessRender.CAGradientLayer
/// UIKit's `CAGradientLayerType`, headless: HeadlessRender's type of that name.
public typealias CAGradientLayerType = HeadlessRender.CAGradientLayerType
/// UIKit's `UIPageControl`, headless: HeadlessRender's type of that name.
public typealias UIPageControl = HeadlessRender.UIPageControl
/// UIKit's `UIVisualEffect`, headless: HeadlessRender's type of that name.
public typealias UIVisualEffect = HeadlessRender.UIVisualEffect
/// UIKit's `UIBlurEffect`, headless: HeadlessRender's type of that name.
public typealias UIBlurEffect = HeadlessRender.UIBlurEffect
/// UIKit's `UIVibrancyEffect`, headless: HeadlessRender's type of that name.
public typealias UIVibrancyEffect = HeadlessRender.UIVibrancyEffect
/// UIKit's `UIVisualEffectView`, headless: HeadlessRender's type of that name.
public typealias UIVisualEffectView = HeadlessRender.UIVisualEffectView
/// UIKit's `UIPickerView`, headless: HeadlessRender's type of that name.
public typealias UIPickerView = HeadlessRender.UIPickerView
/// UIKit's `UIPickerViewDataSource`, headless: HeadlessRender's type of that name.
public typealias UIPickerViewDataSource = HeadlessRender.UIPickerViewDataSource
/// UIKit's `UIPickerViewDelegate`, headless: HeadlessRender's type of that name.
public typealias UIPickerViewDelegate = HeadlessRender.UIPickerViewDelegate
/// UIKit's `UIBezierPath`, headless: HeadlessRender's type of that name, on macOS too (which
/// has `NSBezierPath` but no `UIBezierPath`), over Core Graphics' `CGPath` there.
public typealias UIBezierPath = HeadlessRender.UIBezierPath
#if !canImport(CoreGraphics)
  /// Core Graphics' `CGContext`, which a view's `draw(_:)` draws in: HeadlessRender's.
  public typealias CGContext = HeadlessRender.CGContext
  /// Core Graphics' `CGPath`: HeadlessRender's.
  public typealias CGPath = HeadlessRender.CGPath
  /// Core Graphics' `CGMutablePath`: HeadlessRender's.
  public typealias CGMutablePath = HeadlessRender.CGMutablePath
  /// Core Graphics' `CGLineCap`: HeadlessRender's.
  public typealias CGLineCap = HeadlessRender.CGLineCap
  /// Core Graphics' `CGLineJoin`: HeadlessRender's.
  public typealias CGLineJoin = HeadlessRender.CGLineJoin
  /// Core Graphics' `CGPathFillRule`: HeadlessRender's.
  public typealias CGPathFillRule = HeadlessRender.CGPathFillRule
#endif

// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own name.
/// The context a view's `draw(_:)` draws in, as UIKit's `UIGraphicsGetCurrentContext()`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  HeadlessRender.UIGraphicsGetCurrentContext()
}
/// UIKit's `UITabBar`, headless: HeadlessRender's type of that name.
public typealias UITabBar = HeadlessRender.UITabBar
/// UIKit's `UITabBarController`, headless: HeadlessRender's type of that name.
public typealias UITabBarController = HeadlessRender.UITabBarController
/// UIKit's `UITabBarControllerDelegate`, headless: HeadlessRender's type of that name.
public typealias UITabBarControllerDelegate = HeadlessRender.UITabBarControllerDelegate
/// UIKit's `UITabBarDelegate`, headless: HeadlessRender's type of that name.
public typealias UITabBarDelegate = HeadlessRender.UITabBarDelegate
/// UIKit's `UITabBarItem`, headless: HeadlessRender's type of that name.
public typealias UITabBarItem = HeadlessRender.UITabBarItem
/// UIKit's `UIPageViewController`, headless: HeadlessRender's type of that name.
public typealias UIPageViewController = HeadlessRender.UIPageViewController
/// UIKit's `UIPageViewControllerDataSource`, headless: HeadlessRender's type of that name.
public typealias UIPageViewControllerDataSource = HeadlessRender.UIPageViewControllerDataSource
/// UIKit's `UIPageViewControllerDelegate`, headless: HeadlessRender's type of that name.
public typealias UIPageViewControllerDelegate = HeadlessRender.UIPageViewControllerDelegate
/// UIKit's `UIEvent`, headless: HeadlessRender's type of that name.
public typealias UIEvent = HeadlessRender.UIEvent
/// UIKit's `UIGestureRecognizer`, headless: HeadlessRender's type of that name.
public typealias UIGestureRecognizer = HeadlessRender.UIGestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`, headless: HeadlessRender's type of that name.
public typealias UIGestureRecognizerDelegate = HeadlessRender.UIGestureRecognizerDelegate
/// UIKit's `UILongPressGestureRecognizer`, headless: HeadlessRender's type of that name.
public typealias UILongPressGestureRecognizer = HeadlessRender.UILongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`, headless: HeadlessRender's type of that name.
public typealias UIPanGestureRecognizer = HeadlessRender.UIPanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`, headless: HeadlessRender's type of that name.
public typealias UISwipeGestureRecognizer = HeadlessRender.UISwipeGestureRecognizer
/// UIKit's `UITapGestureRecognizer`, headless: HeadlessRender's type of that name.
public typealias UITapGestureRecognizer = HeadlessRender.UITapGestureRecognizer
/// UIKit's `UITouch`, headless: HeadlessRender's type of that name.
public typealias UITouch = HeadlessRender.UITouch
