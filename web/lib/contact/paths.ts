/** Where a visitor lands after posting without JavaScript (app/contact/thank-you). */
export { confirmationPath } from "@site/schemas/addresses";

/**
 * The cookie the capture sets with its answer to a native post it accepted (for the confirmation page only, a few
 * minutes): the thank-you page says a message is on its way only to a browser that just sent one.
 */
export const sentCookie = "contact-sent";
export const sentCookieSeconds = 600;
