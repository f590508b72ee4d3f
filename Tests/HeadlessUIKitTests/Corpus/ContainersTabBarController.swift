// An app's root as a UIKit app writes it: a tab bar controller of a feed in a navigation
// controller, an inbox with a badge, and a tour of pages with dots. Nothing here is headless.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ContainersTabBarController: UITabBarController, UITabBarControllerDelegate {
  private(set) var selectedTitles: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    let feed = UINavigationController(rootViewController: ContainersFeedViewController())
    feed.tabBarItem = UITabBarItem(
      title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
    let inbox = ContainersInboxViewController()
    inbox.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
    inbox.tabBarItem.badgeValue = "2"
    let tour = ContainersTourViewController()
    tour.tabBarItem = UITabBarItem(
      title: "Tour", image: UIImage(systemName: "book"),
      selectedImage: UIImage(systemName: "book.fill"))
    viewControllers = [feed, inbox, tour]
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selectedTitles.append(viewController.tabBarItem.title ?? "\(viewController.tabBarItem.tag)")
  }
}

final class ContainersFeedViewController: UITableViewController {
  private let posts = ["Launch day", "Release notes", "Roadmap"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = posts[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

final class ContainersInboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.text = "2 new messages"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

final class ContainersTourPage: UIViewController {
  private let text: String

  init(text: String) {
    self.text = text
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

final class ContainersTourViewController: UIPageViewController, UIPageViewControllerDataSource {
  private let pages = ["Welcome", "Sync your notes", "You are set"].map {
    ContainersTourPage(text: $0)
  }

  init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    setViewControllers([pages[0]], direction: .forward, animated: false)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }),
      index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    pages.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    guard let shown = viewControllers?.first else { return 0 }
    return pages.firstIndex(where: { $0 === shown }) ?? 0
  }
}
