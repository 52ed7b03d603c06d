/** Leaflet pairs along the stem, from the base up: height on the stem and length of the leaflet. */
const leaflets = [
  { y: 292, size: 62 },
  { y: 262, size: 58 },
  { y: 232, size: 52 },
  { y: 202, size: 46 },
  { y: 174, size: 38 },
  { y: 148, size: 30 },
  { y: 126, size: 22 },
];

/** A fern frond unfurling from its coil, drawn inline for the about page's approach; decorative. */
export function FernFrond({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 220 340" aria-hidden="true" focusable="false" className={className} fill="none" strokeLinecap="round">
      <circle cx="110" cy="190" r="104" className="fill-primary-soft" />
      {leaflets.map(({ y, size }) => (
        <g key={y} className="fill-primary/80">
          <path
            d={`M108 ${y} q ${-size * 0.55} ${-size * 0.05} ${-size} ${-size * 0.55} q ${size * 0.6} ${size * 0.02} ${size} ${size * 0.55}Z`}
          />
          <path
            d={`M112 ${y - 8} q ${size * 0.55} ${-size * 0.05} ${size} ${-size * 0.55} q ${-size * 0.6} ${size * 0.02} ${-size} ${size * 0.55}Z`}
          />
        </g>
      ))}
      <path
        d="M110 330 C 108 260 104 170 112 110 C 118 66 154 58 160 86 C 165 108 140 118 132 102 C 127 92 138 84 145 92"
        className="stroke-primary-strong"
        strokeWidth="5"
      />
    </svg>
  );
}
