export const ogSize = { width: 1200, height: 630 };

// Satori (next/og) cannot read the stylesheet's tokens, so the sharing card repeats the brand colours here.
const brand = { primary: "#0b6b6a", dark: "#0c2433", soft: "#e6f4f3" };

/** The 1200×630 sharing card: the firm's mark and name, the page title and the tagline. */
export function OgCard({ firmName, title, tagline }: { firmName: string; title: string; tagline: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: `linear-gradient(135deg, ${brand.dark} 0%, ${brand.primary} 100%)`,
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}>
        <div style={{ width: 64, height: 64, borderRadius: 16, background: brand.soft, display: "flex" }} />
        {firmName}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 30, opacity: 0.85 }}>{tagline}</div>
      </div>
    </div>
  );
}
