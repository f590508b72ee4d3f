// A settings screen as a UIKit app writes it: an inset grouped table whose rows hold switches
// as accessory views and a segmented control laid out by anchors. Nothing here is headless.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

struct ControlsSettings {
  var isWiFiOn = true
  var isBluetoothOn = false
  var appearance = 2
}

final class ControlsAppearanceCell: UITableViewCell {
  static let reuseIdentifier = "AppearanceCell"

  let picker = UISegmentedControl(items: ["Light", "Dark", "Auto"])

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    picker.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(picker)
    NSLayoutConstraint.activate([
      picker.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      picker.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      picker.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      picker.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class ControlsSettingsViewController: UITableViewController {
  private(set) var settings = ControlsSettings()
  private let wifiSwitch = UISwitch()
  private let bluetoothSwitch = UISwitch()

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SwitchCell")
    tableView.register(
      ControlsAppearanceCell.self, forCellReuseIdentifier: ControlsAppearanceCell.reuseIdentifier)
    wifiSwitch.isOn = settings.isWiFiOn
    wifiSwitch.onTintColor = .systemGreen
    wifiSwitch.addAction(
      UIAction { [weak self] action in
        self?.settings.isWiFiOn = (action.sender as? UISwitch)?.isOn ?? false
      }, for: .valueChanged)
    bluetoothSwitch.setOn(settings.isBluetoothOn, animated: false)
    bluetoothSwitch.addAction(
      UIAction { [weak self] action in
        self?.settings.isBluetoothOn = (action.sender as? UISwitch)?.isOn ?? false
      }, for: .valueChanged)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 2 : 1
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    section == 0 ? "Connections" : "Appearance"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.section == 1 {
      // swift-format-ignore: NeverForceUnwrap
      // As an app writes it: the identifier is registered to this class in viewDidLoad.
      let cell =
        tableView.dequeueReusableCell(
          withIdentifier: ControlsAppearanceCell.reuseIdentifier, for: indexPath)
        as! ControlsAppearanceCell
      cell.picker.selectedSegmentIndex = settings.appearance
      cell.picker.addAction(
        UIAction { [weak self] action in
          self?.settings.appearance =
            (action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? 0
        }, for: .valueChanged)
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "SwitchCell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
    cell.contentConfiguration = content
    cell.selectionStyle = .none
    cell.accessoryView = indexPath.row == 0 ? wifiSwitch : bluetoothSwitch
    return cell
  }
}
