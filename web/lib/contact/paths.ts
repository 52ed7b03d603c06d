/** Where a visitor lands after posting without JavaScript (app/contact/thank-you). */
export const confirmationPath = "/contact/thank-you";
