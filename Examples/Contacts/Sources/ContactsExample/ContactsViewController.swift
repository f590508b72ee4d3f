import ListKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Contacts screen: a search bar over favourites and A–Z sections that page in, as the
/// app's view controller. It shows the controller's sections through a diffable data source
/// and hears about every change as the controller's observer.
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
  }

  public override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    controller.rowWillDisplay(at: indexPath)
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

/// The data source, with each section's title as its header.
final class ContactsDataSource: UITableViewDiffableDataSource<ContactsSectionID, Contact.ID> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }
}
