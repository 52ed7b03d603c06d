/**
 * The accent colours an editor may give a card. The web maps each name to a design token, so the
 * palette stays accessible and on-brand whatever an editor picks.
 */
export const accentColorValues = ["teal", "blue", "indigo", "violet", "rose", "amber", "emerald", "cyan", "sky", "slate"] as const;

export type AccentColor = (typeof accentColorValues)[number];

export const accentColors = accentColorValues.map((value) => ({ title: value[0]?.toUpperCase() + value.slice(1), value }));

/** Icons drawn by the web as inline SVG; an editor picks one by name. */
export const iconNames = [
  "dollar",
  "shield",
  "heart",
  "building",
  "cpu",
  "stethoscope",
  "chart",
  "video",
  "badge",
  "target",
  "users",
  "flask",
  "globe",
  "clock",
  "check",
  "leaf",
  "upload",
  "download",
  "bell",
  "file",
  "message",
  "cloud",
  "lock",
  "search",
  "sparkles",
  "layers",
  "home",
  "trending",
] as const;

export type IconName = (typeof iconNames)[number];
