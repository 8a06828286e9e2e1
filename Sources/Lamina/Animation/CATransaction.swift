import Foundation

/// Groups layer changes and sets how their implicit animations run (QuartzCore's `CATransaction`).
///
/// Transactions nest and belong to the thread that begins them, as Apple's do. Outside any
/// `begin()`/`commit()` pair the thread's implicit transaction applies (0.25 s, the default timing
/// curve, actions enabled); `flush()` commits it. A completion block runs once every animation added
/// while it was set has finished or been removed (when `MediaClock` passes their end), or at
/// `commit()` when there were none.
public enum CATransaction {
  /// Begins a transaction nested in the current one.
  public static func begin() { TransactionStack.current.frames.append(TransactionFrame()) }

  /// Commits the innermost transaction begun with `begin()`; without one, does nothing.
  public static func commit() {
    let stack = TransactionStack.current
    guard stack.frames.count > 1 else { return }
    stack.frames.removeLast().commit()
  }

  /// Commits the implicit transaction: its completion block is armed and a new one starts.
  public static func flush() {
    let stack = TransactionStack.current
    let implicit = stack.frames[0]
    stack.frames[0] = TransactionFrame()
    implicit.commit()
  }

  /// Does nothing: Lamina's transactions are per thread, so there is nothing to lock.
  public static func lock() {}
  /// Does nothing (see `lock()`).
  public static func unlock() {}

  /// The duration of implicit animations: the innermost transaction's, else 0.25 s.
  public static func animationDuration() -> CFTimeInterval {
    (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
  }
  /// Sets the duration of implicit animations in the current transaction.
  public static func setAnimationDuration(_ dur: CFTimeInterval) {
    setValue(dur, forKey: kCATransactionAnimationDuration)
  }
  /// The timing function of implicit animations; `nil` means the default curve.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
  }
  /// Sets the timing function of implicit animations in the current transaction.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: kCATransactionAnimationTimingFunction)
  }
  /// Whether property changes skip their implicit animations.
  public static func disableActions() -> Bool {
    (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
  }
  /// Turns implicit animations off (or on) in the current transaction.
  public static func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }
  /// The completion block of the innermost transaction that has one (a nested transaction reads
  /// the enclosing one's).
  public static func completionBlock() -> (() -> Void)? {
    value(forKey: kCATransactionCompletionBlock) as? () -> Void
  }
  /// Adds a block to run when the animations added from now on in this transaction have finished.
  /// As Apple's: a second block runs too (it does not replace the first), and `nil` only clears
  /// what `completionBlock()` reads, not a block already set (gnustep/libs-quartzcore's
  /// `CATransaction/completion.m`, run against QuartzCore).
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let frame = TransactionStack.current.frames.last!
    frame.values[kCATransactionCompletionBlock] = block
    if let block { frame.groups.append(TransactionGroup(completion: block)) }
  }
  /// A value of the innermost transaction that has one for `key`.
  public static func value(forKey key: String) -> Any? {
    for frame in TransactionStack.current.frames.reversed() {
      if let v = frame.values[key] { return v }
    }
    return nil
  }
  /// Sets `key` in the current transaction.
  public static func setValue(_ anObject: Any?, forKey key: String) {
    TransactionStack.current.frames.last!.values[key] = anObject
  }

  /// The completion groups an animation added now belongs to.
  static var openGroups: [TransactionGroup] { TransactionStack.current.frames.flatMap(\.groups) }
}

/// The transaction key of the implicit animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of disabled actions.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the implicit animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// One open transaction.
final class TransactionFrame {
  var values: [String: Any] = [:]
  var groups: [TransactionGroup] = []

  func commit() { for group in groups { group.commit() } }
}

/// The animations a completion block waits for.
final class TransactionGroup: @unchecked Sendable {
  private let lock = NSLock()
  private var outstanding = 0
  private var committed = false
  private var completion: (() -> Void)?

  init(completion: @escaping () -> Void) { self.completion = completion }

  func animationAdded() { lock.withLock { outstanding += 1 } }

  func animationEnded() {
    let run: (() -> Void)? = lock.withLock {
      outstanding -= 1
      return takeIfDone()
    }
    run?()
  }

  func commit() {
    let run: (() -> Void)? = lock.withLock {
      committed = true
      return takeIfDone()
    }
    run?()
  }

  private func takeIfDone() -> (() -> Void)? {
    guard committed, outstanding <= 0, let c = completion else { return nil }
    completion = nil
    return c
  }
}

/// The transactions open on one thread (index 0 is the implicit one).
final class TransactionStack {
  var frames = [TransactionFrame()]

  static var current: TransactionStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary["LaminaTransactionStack"] as? TransactionStack { return stack }
    let stack = TransactionStack()
    dictionary["LaminaTransactionStack"] = stack
    return stack
  }
}
