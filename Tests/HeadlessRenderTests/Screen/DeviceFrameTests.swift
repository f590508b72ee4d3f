import HeadlessRender
import Testing
import ViewModels

@MainActor
@Suite struct DeviceFrameTests {
  private func boundScreen(_ controller: NamesController, title: String = "Names")
    -> ListScreenBinding<NamesController>
  {
    let screen = ScreenView(title: title)
    screen.tableView.register(NameCell.self)
    return ListScreenBinding(controller: controller, screenView: screen) { table, path, row in
      try table.dequeueCell(NameCell.self, for: path, configuredWith: row)
    }
  }

  @Test func aFrameIsTheScreenInABoxWithAnEmptyGutter() throws {
    let controller = NamesController()
    let binding = boundScreen(controller)
    controller.footer = .spinner
    let lines = try DeviceFrame(size: Size(width: 12, height: 5)).render(binding.screenView)
    #expect(
      lines == [
        " ┌────────────┐",
        " │   Names    │",
        " │────────────│",
        " │            │",
        " │ ⠋ Loading… │",
        " │            │",
        " └────────────┘",
      ])
  }
}
