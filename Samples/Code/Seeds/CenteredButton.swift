import LaminaUIKit

// Seed 003, recipe 3.1 ("centre a button with constraints"), its listing translated from
// Objective-C to Swift line for line. The only change a port needs is the import (`UIKit` there).

final class CenteredButtonViewController: UIViewController {
  var button: UIButton!

  override func viewDidLoad() {
    super.viewDidLoad()

    /* 1) Create the button */
    self.button = UIButton(type: .system)
    self.button.translatesAutoresizingMaskIntoConstraints = false
    self.button.setTitle("Button", for: .normal)
    self.view.addSubview(self.button)

    let superview = self.button.superview!

    /* 2) A constraint that centres the button horizontally */
    let centerXConstraint = NSLayoutConstraint(
      item: self.button!,
      attribute: .centerX,
      relatedBy: .equal,
      toItem: superview,
      attribute: .centerX,
      multiplier: 1.0,
      constant: 0.0)

    /* 3) A constraint that centres the button vertically */
    let centerYConstraint = NSLayoutConstraint(
      item: self.button!,
      attribute: .centerY,
      relatedBy: .equal,
      toItem: superview,
      attribute: .centerY,
      multiplier: 1.0,
      constant: 0.0)

    /* Add the constraints to the button's superview */
    superview.addConstraints([centerXConstraint, centerYConstraint])
  }
}
