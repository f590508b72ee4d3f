import Models

extension Result where Failure == APIError {
  /// The failure's message, or nil on success: lets a test pin the whole text in one line.
  var failureMessage: String? {
    if case .failure(let error) = self { return error.message }
    return nil
  }
}
