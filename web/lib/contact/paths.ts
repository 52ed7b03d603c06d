/** Where a visitor lands after posting without JavaScript (app/contact/thank-you). */
export { confirmationPath } from "@site/schemas/addresses";
