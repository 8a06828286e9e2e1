import Foundation

/// Whether this process runs on CI, where reference images are never recorded or accepted: the one
/// rule that snapshot tests and `lamina check --accept` share.
public enum ContinuousIntegration {
  /// The value of `CI` when it says this is a CI run: set, and neither empty, `0` nor `false` (in
  /// any case), as CI services set it (`true`) and as a developer turns it off (`CI=false`).
  public static func value(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String?
  {
    guard let value = environment["CI"], !["", "0", "false"].contains(value.lowercased()) else { return nil }
    return value
  }

  /// Whether `environment` says this is a CI run.
  public static func isRunning(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool
  {
    value(in: environment) != nil
  }
}
