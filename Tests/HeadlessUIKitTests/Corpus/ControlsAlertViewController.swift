// A screen that confirms with an alert and offers more in an action sheet, as a UIKit app
// writes it.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ControlsAlertViewController: UIViewController {
  let statusLabel = UILabel()
  let deleteButton = UIButton(type: .system)
  let moreButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photo"
    statusLabel.text = "sunset.jpg"
    statusLabel.textAlignment = .center
    deleteButton.setTitle("Delete", for: .normal)
    deleteButton.addAction(
      UIAction { [weak self] _ in self?.confirmDelete() }, for: .touchUpInside)
    moreButton.setTitle("More", for: .normal)
    moreButton.addAction(UIAction { [weak self] _ in self?.showMore() }, for: .touchUpInside)
    for subview in [statusLabel, deleteButton, moreButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      statusLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 22),
      statusLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      statusLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      deleteButton.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 22),
      deleteButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      moreButton.centerYAnchor.constraint(equalTo: deleteButton.centerYAnchor),
      moreButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  private func confirmDelete() {
    let alert = UIAlertController(
      title: "Delete photo?", message: "It is removed from every album.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
      self?.statusLabel.text = "Deleted"
      self?.deleteButton.isEnabled = false
    }
    alert.addAction(delete)
    alert.preferredAction = delete
    present(alert, animated: true)
  }

  private func showMore() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Rename", style: .default) { [weak self] _ in
        self?.rename()
      })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true)
  }

  private func rename() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.text = self.statusLabel.text
      field.clearButtonMode = .always
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
        self?.statusLabel.text = alert?.textFields?.first?.text
      })
    present(alert, animated: true)
  }
}
