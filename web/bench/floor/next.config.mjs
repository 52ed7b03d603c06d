export default { distDir: process.env.SITE_TEST_DIST_DIR || ".next", poweredByHeader: false };
