/** Every public route of the site (section 2 of the specification). Each slice adds its routes here. */
export const routes = ["/", "/contact"];
