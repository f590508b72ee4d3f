// A screen as a UIKit app writes it: a table view controller with a custom cell laid out by
// anchors. Nothing here is headless: where UIKit exists this file compiles against it, and
// elsewhere against HeadlessUIKit, which re-exports UIKit's type names over the headless UI.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

struct TeamMember {
  let name: String
  let role: String
  let avatar: String
  var isFollowed: Bool
}

final class TeamMemberCell: UITableViewCell {
  static let reuseIdentifier = "TeamMemberCell"

  let avatarView = UIImageView()
  let nameLabel = UILabel()
  let roleLabel = UILabel()
  let followButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    roleLabel.font = .preferredFont(forTextStyle: .subheadline)
    roleLabel.textColor = .secondaryLabel
    roleLabel.numberOfLines = 0
    avatarView.contentMode = .scaleAspectFill
    followButton.setTitle("Follow", for: .normal)
    followButton.setTitle("Following", for: .selected)
    for view in [avatarView, nameLabel, roleLabel, followButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
    NSLayoutConstraint.activate([
      avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      avatarView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: 44),
      avatarView.heightAnchor.constraint(equalToConstant: 44),
      avatarView.bottomAnchor.constraint(
        lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),

      nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
      nameLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),

      roleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      roleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
      roleLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
      roleLabel.bottomAnchor.constraint(
        lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),

      followButton.trailingAnchor.constraint(
        equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      followButton.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with member: TeamMember) {
    avatarView.image = UIImage(named: member.avatar)
    nameLabel.text = member.name
    roleLabel.text = member.role
    followButton.isSelected = member.isFollowed
  }
}

final class TeamViewController: UITableViewController {
  private var members: [TeamMember]

  init(members: [TeamMember]) {
    self.members = members
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Team"
    tableView.register(TeamMemberCell.self, forCellReuseIdentifier: TeamMemberCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 66
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    members.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    // swift-format-ignore: NeverForceUnwrap
    // As an app writes it: the identifier is registered to this class in viewDidLoad.
    let cell =
      tableView.dequeueReusableCell(
        withIdentifier: TeamMemberCell.reuseIdentifier, for: indexPath) as! TeamMemberCell
    cell.configure(with: members[indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    members[indexPath.row].isFollowed.toggle()
    tableView.reloadRows(at: [indexPath], with: .automatic)
  }
}
