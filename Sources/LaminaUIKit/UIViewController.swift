import Foundation
import Lamina
import LaminaUIDrawing

/// A view controller: the owner of a view, loaded on first use, told of its layout. No
/// presentation, navigation or appearance machinery beyond the callbacks' names.
open class UIViewController: UIResponder {
  /// The controller's root view, loaded by `loadView()` (then `viewDidLoad()`) on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.controller = nil
      loadedView = newValue
      newValue?.controller = self
    }
  }
  private var loadedView: UIView?
  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }
  /// The view if it has been loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }
  /// A title for the controller. Default: `nil`.
  open var title: String?
  /// The child controllers.
  public private(set) var children: [UIViewController] = []
  /// The controller this one is a child of.
  public private(set) weak var parent: UIViewController?

  /// A controller whose view is made by `loadView()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// A controller whose view is made by `loadView()`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  /// A controller decoded by `NSCoder` (Lamina has no storyboards).
  public required init?(coder: NSCoder) { super.init() }
  /// The next responder: the view's superview.
  open override var next: UIResponder? { loadedView?.superview }

  /// Makes the view: a plain view the size of the screen (zero: Lamina has no screen). Override to
  /// make your own and assign it to `view`.
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: .zero) }
    viewDidLoad()
  }
  /// Called once the view is loaded.
  open func viewDidLoad() {}
  /// Called when memory runs low (never on Linux).
  open func didReceiveMemoryWarning() {}
  /// Called before the view would appear (Lamina calls it only when you do).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Adds `child` as a child controller (its view is not added: do that yourself, as in UIKit).
  /// Calls the child's `willMove(toParent:)` first, as UIKit's does; refuses this controller and
  /// its ancestors (a cycle).
  open func addChild(_ child: UIViewController) {
    var node: UIViewController? = self
    while let n = node {
      if n === child { return }
      node = n.parent
    }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }
  /// Removes the controller from its parent, then calls its `didMove(toParent: nil)`, as UIKit's does.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
  /// Called before the controller moves to `parent`.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller moved to `parent`.
  open func didMove(toParent parent: UIViewController?) {}
}
