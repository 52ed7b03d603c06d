import type { PreviewConfig } from "sanity";
import type { AccentColor } from "./colors";

/** The accent colours as the site draws them (Tailwind's 600 shades), for the Studio's list swatches. */
const swatch: Record<AccentColor, string> = {
  teal: "oklch(60% 0.118 184.704)",
  blue: "oklch(54.6% 0.245 262.881)",
  indigo: "oklch(51.1% 0.262 276.966)",
  violet: "oklch(54.1% 0.281 293.009)",
  rose: "oklch(58.6% 0.253 17.585)",
  amber: "oklch(76.9% 0.188 70.08)",
  emerald: "oklch(59.6% 0.145 163.225)",
  cyan: "oklch(60.9% 0.126 221.723)",
  sky: "oklch(58.8% 0.158 241.966)",
  slate: "oklch(44.6% 0.043 257.281)",
};

function Swatch({ color, letter }: { color: string | undefined; letter: string }) {
  const background = color && color in swatch ? swatch[color as AccentColor] : "transparent";
  return (
    <span
      style={{
        display: "grid",
        placeItems: "center",
        width: "100%",
        height: "100%",
        borderRadius: 4,
        background,
        color: "white",
        fontWeight: 600,
      }}
    >
      {letter}
    </span>
  );
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * How a card-like document (service, case study, post) reads in the Studio's lists: its title, a subtitle (the
 * field named: a service's card sentence, a case study's client) and a swatch in the card's colour.
 */
export function cardPreview(subtitleField: string): PreviewConfig {
  return {
    select: { title: "title", subtitle: subtitleField, color: "color" },
    prepare: ({ title, subtitle, color }) => ({
      title: text(title) ?? "Untitled",
      subtitle: text(subtitle),
      media: <Swatch color={text(color)} letter={(text(title) ?? "?").slice(0, 1)} />,
    }),
  };
}
