import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a URL with `URLSession` and decodes the answer, turning every failure into an
/// ``APIError``. Shared by the HTTP services.
struct HTTPClient: Sendable {
  /// How long to wait for the server before giving up.
  var timeout: Duration

  /// Fetches `url` and decodes a 2xx answer as `type`.
  func get<Answer: Decodable>(_ url: URL, as type: Answer.Type) async -> Result<Answer, APIError> {
    let seconds = timeout.seconds
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }

    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      return .failure(Self.apiError(for: error, url: url, timeout: seconds))
    }
    if Task.isCancelled { return .failure(.cancelled) }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport("\(url.host ?? "the server") did not answer over HTTP"))
    }
    guard (200...299).contains(http.statusCode) else {
      return .failure(.httpStatus(code: http.statusCode, bodySnippet: BodySnippet.make(from: data)))
    }
    return AnswerDecoder().decode(type, from: data, source: url.absoluteString)
  }

  /// Names a transport failure the way a person would say it.
  static func apiError(for error: any Error, url: URL, timeout: Double) -> APIError {
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else {
      return .transport(String(describing: error))
    }
    let host = url.host ?? "the server"
    switch urlError.code {
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
      return .offline
    case .timedOut:
      return .timedOut(seconds: timeout)
    case .cancelled:
      return .cancelled
    case .cannotConnectToHost:
      return .transport("could not connect to \(host)")
    case .cannotFindHost, .dnsLookupFailed:
      return .transport("could not find the server \(host)")
    case .networkConnectionLost:
      return .transport("the connection to \(host) was lost before the answer was complete")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .transport("could not make a secure connection to \(host)")
    case .badServerResponse:
      return .transport("\(host) sent an answer that is not valid HTTP")
    default:
      // Linux reports libcurl failures (a body cut short, say) as unknown, with libcurl's own
      // words as the description; they are the most specific text there is.
      return .transport("the request to \(host) failed: \(urlError.localizedDescription)")
    }
  }
}

extension Duration {
  /// The duration in seconds, as `URLRequest` wants it.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
