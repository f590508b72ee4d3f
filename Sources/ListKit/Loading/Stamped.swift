/// A request's parameters with the generation that tells it apart from earlier requests.
///
/// Data models echo it back with the answer; the controller applies the answer only if it is
/// the request it still awaits.
public struct Stamped<Parameters: Hashable & Sendable>: Hashable, Sendable {
  /// Grows with every request a controller starts.
  public var generation: Int
  /// What was asked for.
  public var parameters: Parameters

  /// Stamps `parameters` with `generation`.
  public init(generation: Int, parameters: Parameters) {
    self.generation = generation
    self.parameters = parameters
  }
}
