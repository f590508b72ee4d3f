import Foundation
import HeadlessGoldens
import HeadlessRender
import PhotosExample
import Testing

/// The settings screen: a list of mixed appearances whose setting rows configure themselves
/// from their state; each state a golden under `__Goldens__/PhotoSettingsScreenTests/`.
@MainActor
@Suite struct PhotoSettingsScreenTests {
  private let device = GridSize(width: 40, height: 16)

  private func screen() -> PhotoSettingsViewController {
    PhotoSettingsViewController(
      settings: [
        PhotoSetting(id: "icloud", title: "iCloud Photos", isOn: true),
        PhotoSetting(id: "shared", title: "Shared Albums", isOn: false),
      ],
      albums: ["Lisbon", "Bergen", "Porto"])
  }

  @Test func theSettingsListAlbumsGridAndVersionShareOneLayout() {
    let navigation = UINavigationController(rootViewController: screen())
    assertGolden(of: navigation, as: .viewController(device: device, accessibility: true))
  }

  @Test func tappingASettingTurnsItOffAndBackOn() {
    let settings = screen()
    let navigation = UINavigationController(rootViewController: settings)
    assertGolden(of: navigation, as: .viewController(device: device))
    let first = IndexPath(item: 0, section: 0)
    settings.collectionView(settings.collectionView, didSelectItemAt: first)
    #expect(settings.settings[0].isOn == false)
    assertGolden(of: navigation, as: .viewController(device: device))
    settings.collectionView(settings.collectionView, didSelectItemAt: first)
    #expect(settings.settings[0].isOn == true)
    assertGolden(of: navigation, as: .viewController(device: device))
  }
}
