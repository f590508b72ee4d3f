/// Everything that can go wrong between asking a service and holding a decoded answer.
///
/// Each case carries what a person needs to act on it; ``message`` builds the user-facing text
/// in one place.
package enum APIError: Error, Hashable, Sendable {
  /// The device has no network connection.
  case offline
  /// The server did not answer within the time allowed.
  case timedOut(seconds: Double)
  /// The connection failed for another reason; the text is the transport's description.
  case transport(String)
  /// The server answered with a status outside 200...299.
  case httpStatus(code: Int, bodySnippet: String)
  /// The answer arrived but is not what the client can decode.
  case decoding(AnswerDecodingError)
  /// The request could not be built or served: an empty query, a page below 1, a base URL
  /// that is not http(s), or (for fixture services) no file for the request.
  case invalidRequest(String)
  /// The request was cancelled before it finished.
  case cancelled
}

/// Where and why an answer failed to decode.
package struct AnswerDecodingError: Error, Hashable, Sendable {
  /// What was being decoded: a fixture file's path or a request URL.
  package var source: String
  /// The coding path to the bad value, e.g. `recordings[3].length`; empty at the top level.
  package var codingPath: String
  /// What went wrong there, e.g. `expected a number, found a string`.
  package var reason: String

  /// Creates a description of a decoding failure.
  package init(source: String, codingPath: String, reason: String) {
    self.source = source
    self.codingPath = codingPath
    self.reason = reason
  }
}
