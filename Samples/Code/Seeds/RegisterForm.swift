import LaminaUIKit

// Seed 003, recipe 3.2 (figure 3.4): two e-mail fields and a Register button laid out by the
// Visual Format Language. The seed prints the format strings (kept here verbatim, as Swift
// constants); the rest of its listing is cut off, so the controller below builds what the recipe
// describes: the fields at standard spacing from the top, the sides and each other, the button
// 128 points wide at standard spacing below, everything centred horizontally.

/* Constraints for the e-mail field */
let kEmailTextFieldHorizontal = "H:|-[_textFieldEmail]-|"
let kEmailTextFieldVertical = "V:|-[_textFieldEmail]"
/* Constraints for the field confirming the e-mail address */
let kConfirmEmailHorizontal = "H:|-[_textFieldConfirmEmail]-|"
let kConfirmEmailVertical = "V:[_textFieldEmail]-[_textFieldConfirmEmail]"
/* The constraint for the register button */
let kRegisterVertical = "V:[_textFieldConfirmEmail]-[_registerButton]"

final class RegisterFormViewController: UIViewController {
  var textFieldEmail: UITextField!
  var textFieldConfirmEmail: UITextField!
  var registerButton: UIButton!

  func textField(placeholder: String) -> UITextField {
    let result = UITextField()
    result.translatesAutoresizingMaskIntoConstraints = false
    result.borderStyle = .roundedRect
    result.placeholder = placeholder
    return result
  }

  func registerButtonMade() -> UIButton {
    let result = UIButton(type: .system)
    result.translatesAutoresizingMaskIntoConstraints = false
    result.setTitle("Register", for: .normal)
    return result
  }

  func constraints() -> [NSLayoutConstraint] {
    let views: [String: Any] = [
      "_textFieldEmail": textFieldEmail!, "_textFieldConfirmEmail": textFieldConfirmEmail!,
      "_registerButton": registerButton!,
    ]
    var result: [NSLayoutConstraint] = []
    for format in [
      kEmailTextFieldHorizontal, kEmailTextFieldVertical, kConfirmEmailHorizontal, kConfirmEmailVertical,
      kRegisterVertical,
    ] {
      result += NSLayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: nil, views: views)
    }
    result += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[_registerButton(==128)]", options: [], metrics: nil, views: views)
    result.append(
      NSLayoutConstraint(
        item: registerButton!, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
        multiplier: 1, constant: 0))
    return result
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    textFieldEmail = textField(placeholder: "Email")
    textFieldConfirmEmail = textField(placeholder: "Confirm Email")
    registerButton = registerButtonMade()
    view.addSubview(textFieldEmail)
    view.addSubview(textFieldConfirmEmail)
    view.addSubview(registerButton)
    view.addConstraints(constraints())
  }
}
