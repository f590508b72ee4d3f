import ListKit
import Models

extension RecordingsController: RecordingsDataModelDelegate {
  /// Applies `page` if `request` is the one awaited; drops it otherwise.
  ///
  /// Recordings already on screen are not added twice: xeno-canto pages can shift while the
  /// user scrolls, and duplicate identities would break the diff.
  public func recordingsDataModel(
    _ dataModel: RecordingsDataModel, didReceive page: RecordingsPage,
    for request: RecordingsRequest
  ) {
    guard ledger.accept(request) else { return }
    var seen = Set(state.list.items.map(\.id))
    let rows = page.recordings.map(RecordingCellModel.init).filter { seen.insert($0.id).inserted }
    let number = request.parameters.page
    let received = ListPage(
      number: number, items: rows, next: number < page.numPages ? number + 1 : nil)
    let emptyMessage = "No recordings match “\(state.query)”."
    // The ledger matched, so the list waits for exactly this page; a refusal cannot happen,
    // and dropping the answer is the safe reading if it ever did.
    guard let list = try? state.list.receiving(received, emptyMessage: emptyMessage) else {
      return
    }
    apply(RecordingsState(query: state.query, list: list))
  }

  /// Shows the failure in the footer, keeping the rows, if `request` is the one awaited.
  public func recordingsDataModel(
    _ dataModel: RecordingsDataModel, didFailWith error: APIError, for request: RecordingsRequest
  ) {
    guard ledger.accept(request),
      let list = try? state.list.failing(
        page: request.parameters.page, with: ErrorMessage(error, loading: "recordings"))
    else { return }
    apply(RecordingsState(query: state.query, list: list))
  }
}
