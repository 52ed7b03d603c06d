// next/font/local outside Next's compiler (vitest): Next replaces each call at build time and its runtime export only
// throws. A font here sets no class; the pages drawn in tests are read for their markup, never their type.
export default function localFont() {
  return { className: "", variable: "", style: { fontFamily: "" } };
}
