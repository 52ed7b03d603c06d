/** Every public route of the site (section 2 of the specification). Each slice adds its routes here. */
export const routes = ["/", "/about", "/services", "/case-studies", "/global-impact", "/blog", "/privacy-policy", "/terms-of-service"];
