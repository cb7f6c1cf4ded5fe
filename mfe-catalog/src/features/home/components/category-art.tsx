/* Drawn category illustrations: shipped with the code, nothing hotlinked. Decoration only. */

function Bean({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <ellipse rx="13" ry="18" fill="#55351f" />
      <ellipse rx="13" ry="18" fill="url(#bh-bean-shine)" />
      <path
        d="M-2 -15 Q6 0 -2 15"
        stroke="#2a1d15"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

export function BeansArt() {
  return (
    <svg viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="bh-bean-shine" cx="0.35" cy="0.3" r="0.7">
          <stop offset="0" stopColor="#b5651d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#3b2417" stopOpacity="0" />
        </radialGradient>
      </defs>
      <Bean x={48} y={42} r={-30} />
      <Bean x={82} y={30} r={15} />
      <Bean x={114} y={50} r={40} />
      <Bean x={66} y={76} r={60} />
      <Bean x={102} y={84} r={-15} />
    </svg>
  );
}

export function EquipmentArt() {
  return (
    <svg viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <rect x="76" y="10" width="8" height="22" rx="2" fill="#2a1d15" />
      <circle cx="80" cy="9" r="7" fill="#2a1d15" />
      <rect x="52" y="28" width="56" height="8" rx="3" fill="#3b2417" />
      <rect
        x="56"
        y="36"
        width="48"
        height="62"
        rx="4"
        fill="#fff"
        opacity="0.75"
        stroke="#3b2417"
        strokeWidth="3"
      />
      <rect x="59" y="56" width="42" height="39" rx="2" fill="#55351f" />
      <path
        d="M104 46 Q124 46 124 64 Q124 82 104 82"
        fill="none"
        stroke="#3b2417"
        strokeWidth="6"
      />
      <rect x="50" y="98" width="60" height="6" rx="3" fill="#3b2417" />
    </svg>
  );
}

export function AccessoriesArt() {
  return (
    <svg viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#55351f" strokeWidth="3.5" strokeLinecap="round" opacity="0.55">
        <path d="M64 30 C58 22 70 16 64 6" />
        <path d="M84 30 C78 22 90 16 84 6" />
      </g>
      <path
        d="M42 38 H106 L100 92 Q98 102 88 102 H60 Q50 102 48 92 Z"
        fill="#faf6f1"
        stroke="#3b2417"
        strokeWidth="3"
      />
      <path
        d="M105 50 Q126 50 124 66 Q122 82 101 80"
        fill="none"
        stroke="#3b2417"
        strokeWidth="6"
      />
      <path d="M47 60 H101" stroke="#b5651d" strokeWidth="8" />
      <g transform="translate(128 70) rotate(20)">
        <rect x="-3" y="-30" width="6" height="44" rx="3" fill="#3b2417" />
        <ellipse cx="0" cy="20" rx="9" ry="7" fill="#3b2417" />
      </g>
    </svg>
  );
}

export function GiftSetsArt() {
  return (
    <svg viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <rect x="42" y="46" width="76" height="56" rx="4" fill="#b5651d" />
      <rect x="36" y="34" width="88" height="16" rx="4" fill="#d97a2b" />
      <rect x="74" y="34" width="12" height="68" fill="#faf6f1" />
      <path
        d="M80 34 C64 14 46 22 56 32 C60 36 72 35 80 34 Z"
        fill="#faf6f1"
        stroke="#e4d8cc"
        strokeWidth="2"
      />
      <path
        d="M80 34 C96 14 114 22 104 32 C100 36 88 35 80 34 Z"
        fill="#faf6f1"
        stroke="#e4d8cc"
        strokeWidth="2"
      />
      <circle cx="80" cy="33" r="5" fill="#f3ebe2" />
    </svg>
  );
}
