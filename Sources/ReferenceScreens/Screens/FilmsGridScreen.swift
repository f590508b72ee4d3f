import Foundation
import HeadlessRender
import HeadlessScenarios
import ListKit
import Models
import ViewModels

/// The Films screen as a collection view: the films as posters in a row that scrolls
/// sideways, above a grid of every film, two to a line.
///
/// The same ``ViewModels/FilmsController`` and cell view-models as ``FilmsScreen``, shown
/// through a `UICollectionViewCompositionalLayout` whose first section scrolls sideways
/// (`orthogonalScrollingBehavior = .continuous`) and a `UICollectionViewDiffableDataSource`.
/// Tapping a poster scrolls the grid to its film. Films page in as the user scrolls, the
/// posters' row or the grid; the list's footer (a spinner while a page is on its way, the
/// film count, an error) is the grid's section footer, and its whole state, while there are
/// no films, the collection view's background view.
@MainActor
package final class FilmsGridScreen: UICollectionViewController, ScenarioScreen, ListObserver {
  /// The screen's two sections.
  package enum Section: Hashable, Sendable {
    /// The posters, in a row that scrolls sideways.
    case posters
    /// Every film, two to a line.
    case films
  }

  /// An item: a film's poster, or the film in the grid, each by its episode number.
  package enum Item: Hashable, Sendable {
    /// The film's poster in the row.
    case poster(Int)
    /// The film in the grid.
    case film(Int)
  }

  /// Decides what the screen shows.
  package let controller: FilmsController
  /// The collection view's background view: the list's state while there are no films.
  package let backgroundFooterView = ListFooterView()
  /// Nil: the films' identifiers are unique, so every snapshot is applied.
  package var updateFailure: (any Error)? { nil }

  private var dataSource: UICollectionViewDiffableDataSource<Section, Item>?

  /// Creates the screen over `service`, titled as the table's.
  package init(service: any FilmsService) {
    controller = FilmsController(service: service)
    // The layout asks the screen for its sections: it is made once the view loads.
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
    title = FilmsScreen.title
  }

  /// Not available: the screen is made with its service.
  package required init?(coder: NSCoder) {
    nil
  }

  /// The films the screen shows, in episode order.
  private var films: [FilmCellModel] { controller.sections.first?.items ?? [] }

  /// The section at `index` in a collection view `width` points wide: posters 12 columns by
  /// 2 lines a column apart, the row a column in from either edge; the grid's films half the
  /// width each, less a column at their leading edge, 3 lines tall with a blank line between
  /// lines of films, and the list's footer under them.
  private func section(at index: Int, width: CGFloat) -> NSCollectionLayoutSection? {
    guard let section = dataSource?.sectionIdentifier(for: index) else { return nil }
    let column = PointScale.column
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(section == .posters ? 1 : 0.5),
        heightDimension: .fractionalHeight(1)))
    switch section {
    case .posters:
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(12 * column), heightDimension: .absolute(2 * PointScale.line)),
        subitems: [item])
      let posters = NSCollectionLayoutSection(group: group)
      posters.orthogonalScrollingBehavior = .continuous
      posters.interGroupSpacing = column
      posters.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: column, bottom: PointScale.line, trailing: column)
      return posters
    case .films:
      item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: column, bottom: 0, trailing: 0)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(3 * PointScale.line)),
        subitems: [item])
      let grid = NSCollectionLayoutSection(group: group)
      grid.interGroupSpacing = PointScale.line
      let footerLines = gridFooterView.height(forWidth: PointScale.columns(width))
      if footerLines > 0 {
        grid.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1),
              heightDimension: .absolute(PointScale.points(lines: footerLines))),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        ]
      }
      return grid
    }
  }

  /// Measures the grid's footer: the list's footer as the footer view shows it.
  private let gridFooterView = ListFooterView()

  /// Gives the collection view its layout, registrations, data source and background view,
  /// and shows the controller's state.
  package override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout {
      [weak self] index, environment in
      self?.section(at: index, width: environment.container.contentSize.width)
    }
    let poster = UICollectionView.CellRegistration<FilmPosterCell, FilmCellModel> {
      cell, _, film in cell.configure(with: film)
    }
    let film = UICollectionView.CellRegistration<FilmGridCell, FilmCellModel> {
      cell, _, film in cell.configure(with: film)
    }
    let footer = UICollectionView.SupplementaryRegistration<ListFooterSupplementaryView>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { [weak self] view, _, _ in
      view.footer = self?.controller.footer ?? .none
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) { [weak self] collectionView, indexPath, item in
      switch item {
      case .poster(let id):
        guard let model = self?.film(withID: id) else { return nil }
        return collectionView.dequeueConfiguredReusableCell(
          using: poster, for: indexPath, item: model)
      case .film(let id):
        guard let model = self?.film(withID: id) else { return nil }
        return collectionView.dequeueConfiguredReusableCell(
          using: film, for: indexPath, item: model)
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
    self.dataSource = dataSource
    collectionView.backgroundView = backgroundFooterView
    controller.observer = self
    listDidChange()
  }

  private func film(withID id: Int) -> FilmCellModel? {
    films.first { $0.id == id }
  }

  /// Shows the list's state (behind the items while there are no films, else under the
  /// grid) and applies a snapshot of the posters and the films.
  package func listDidChange() {
    let films = films
    let footer = controller.footer
    backgroundFooterView.footer = films.isEmpty ? footer : .none
    gridFooterView.footer = footer
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    if !films.isEmpty {
      snapshot.appendSections([.posters, .films])
      snapshot.appendItems(films.map { .poster($0.id) }, toSection: .posters)
      snapshot.appendItems(films.map { .film($0.id) }, toSection: .films)
    }
    dataSource?.apply(snapshot)
    // The footer can change with no film changing: its view and height follow it.
    let grid = IndexPath(item: 0, section: 1)
    let shown = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: grid)
    (shown as? ListFooterSupplementaryView)?.footer = footer
    collectionView.collectionViewLayout.invalidateLayout()
  }

  /// A film's poster or grid item is about to show: near the end of a paging list, the next
  /// page is asked for.
  package override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    controller.rowWillDisplay(at: IndexPath(row: indexPath.item, section: 0))
  }

  /// The user tapped a poster: the grid scrolls to its film, and the poster is not left
  /// selected.
  package override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard case .poster(let id) = dataSource?.itemIdentifier(for: indexPath),
      let target = dataSource?.indexPath(for: .film(id))
    else { return }
    collectionView.scrollToItem(at: target, at: .top, animated: true)
  }

  /// Loads and retries, as the table does.
  package nonisolated static var scenarioEvents: [ScenarioEvent<FilmsGridScreen>] {
    [
      .load,
      .retry,
    ]
  }
}
