/// The state a view is in when its configuration is updated, as `UIConfigurationState`.
public protocol UIConfigurationState {}
