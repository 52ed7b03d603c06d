/** Where a visitor lands after posting without JavaScript (app/contact/thank-you). */
export { confirmationPath } from "@site/schemas/addresses";

/**
 * The fragment the capture's answer to an accepted native post adds to the confirmation page's address: the page
 * (static, no script) shows its thank-you only then (`:target`), and a neutral page leading to the form when
 * opened without it.
 */
export const sentFragment = "sent";
