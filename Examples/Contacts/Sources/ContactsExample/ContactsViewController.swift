import ListKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Contacts screen: a search bar over favourites and A–Z sections that page in, as the
/// app's view controller. It shows the controller's sections through a diffable data source
/// and hears about every change as the controller's observer. A leading swipe favourites a
/// contact, a trailing swipe deletes one, and pulling the list down refreshes it.
public final class ContactsViewController: UITableViewController, UISearchBarDelegate,
  ListObserver
{
  /// The screen's logic and loading machine.
  public let controller: ContactsController

  private let footerView = ContactsFooterView()
  private lazy var dataSource = ContactsDataSource(tableView: tableView) {
    [weak self] tableView, indexPath, id in
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
    if let contact = self?.shownContacts[id] {
      (cell as? ContactCell)?.configure(with: contact)
    }
    return cell
  }
  /// The contacts of the last snapshot, by identifier: what the cells show.
  private var shownContacts: [Contact.ID: Contact] = [:]

  /// Creates the screen over `controller`.
  public init(controller: ContactsController) {
    self.controller = controller
    super.init(style: .plain)
    title = "Contacts"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    tableView.estimatedRowHeight = 66
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Search contacts"
    search.searchBar.delegate = self
    navigationItem.searchController = search
    footerView.retryButton.addAction(
      UIAction { [weak self] _ in self?.controller.retryTapped() }, for: .touchUpInside)
    tableView.tableFooterView = footerView
    refreshControl = UIRefreshControl()
    refreshControl?.addAction(
      UIAction { [weak self] _ in self?.controller.refreshRequested() }, for: .valueChanged)
    controller.observer = self
    listDidChange()
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    sizeFooter()
  }

  /// Shows the controller's sections and footer: a contact whose row stays but whose
  /// content changed (a star) is reconfigured in place.
  public func listDidChange() {
    guard isViewLoaded else { return }
    var snapshot = NSDiffableDataSourceSnapshot<ContactsSectionID, Contact.ID>()
    var contacts: [Contact.ID: Contact] = [:]
    var changed: [Contact.ID] = []
    for section in controller.sections {
      snapshot.appendSections([section.id])
      snapshot.appendItems(section.items.map(\.id), toSection: section.id)
      for contact in section.items {
        if let shown = shownContacts[contact.id], shown != contact { changed.append(contact.id) }
        contacts[contact.id] = contact
      }
    }
    snapshot.reconfigureItems(changed)
    shownContacts = contacts
    dataSource.apply(snapshot)
    footerView.show(controller.footer)
    sizeFooter()
    if controller.isRefreshing {
      refreshControl?.beginRefreshing()
    } else {
      refreshControl?.endRefreshing()
    }
  }

  public override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    controller.rowWillDisplay(at: indexPath)
  }

  /// A leading swipe favourites the contact, or takes it out of Favorites.
  public override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath), let contact = shownContacts[id]
    else { return nil }
    let favorite = UIContextualAction(
      style: .normal, title: contact.isFavorite ? "Unfavorite" : "Favorite"
    ) { [weak self] _, _, completion in
      completion(self?.controller.favoriteTapped(id: id) == .handled)
    }
    return UISwipeActionsConfiguration(actions: [favorite])
  }

  /// A trailing swipe deletes the contact.
  public override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      completion(self?.controller.contactDeleted(id: id) == .handled)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// The user submitted a search: the controller starts over with the bar's text.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    controller.searchSubmitted(searchBar.text ?? "")
  }

  /// Gives the footer the height its constraints need at the table's width (none without a
  /// footer), as a table footer view keeps the height of its frame.
  private func sizeFooter() {
    var height: CGFloat = 0
    if controller.footer != .none {
      height =
        footerView.systemLayoutSizeFitting(
          CGSize(width: tableView.bounds.width, height: 0),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
    guard footerView.frame.height != height || footerView.frame.width != tableView.bounds.width
    else { return }
    footerView.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: height)
    tableView.tableFooterView = footerView
  }
}

/// The data source, with each section's title as its header; every row can be swiped.
final class ContactsDataSource: UITableViewDiffableDataSource<ContactsSectionID, Contact.ID> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
}
