// Small SVG building blocks shared by the drawings: colour arithmetic, shapes and text that fits.

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const pa = parse(a);
  const pb = parse(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const parse = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);
/** Relative luminance (0..1), to pick readable ink on a coloured label. */
export function luminance(hex) {
  const [r, g, b] = parse(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export const inkOn = (bg) => (luminance(bg) > 0.35 ? '#2b211c' : '#fffaf3');

const num = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace(/\.0$/, ''));
const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');

export const el = (name, a = {}, children = '') =>
  children === '' ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
export const rect = (x, y, width, height, fill, extra = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  el('line', {
    x1,
    y1,
    x2,
    y2,
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  });
export const group = (children, a = {}) => el('g', a, children);
/** Draws children scaled by s around the point (cx, cy), then moved by (dx, dy). */
export const place = (children, { dx = 0, dy = 0, s = 1, cx = 200, cy = 330, rotate = 0 } = {}) =>
  group(children, {
    transform: `translate(${num(cx + dx)} ${num(cy + dy)})${rotate ? ` rotate(${rotate})` : ''} scale(${num(s)}) translate(${-cx} ${-cy})`,
  });

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = "Arial,Helvetica,'Liberation Sans',sans-serif";

/**
 * Centred text that never overflows maxWidth: the size shrinks with the text's length. The
 * average advance of bold capitals in Arial-like fonts is about 0.7 em; letter spacing adds on top.
 */
export function fitText(
  text,
  cx,
  baseline,
  maxWidth,
  maxSize,
  { fill = '#2b211c', weight = 700, spacing = 0, serif = false, italic = false } = {},
) {
  const perChar = /[a-z]/.test(text) ? 0.58 : 0.7;
  const widthAtOne = text.length * perChar + (text.length - 1) * (spacing / maxSize);
  const size = Math.min(maxSize, maxWidth / widthAtOne);
  return el(
    'text',
    {
      x: cx,
      y: baseline,
      'text-anchor': 'middle',
      'font-family': serif ? "Georgia,'DejaVu Serif',serif" : FONT,
      'font-size': Math.round(size * 10) / 10,
      'font-weight': weight,
      'font-style': italic ? 'italic' : undefined,
      'letter-spacing': spacing ? Math.round(spacing * (size / maxSize) * 10) / 10 : undefined,
      fill,
    },
    escape(text),
  );
}

/** A roasted coffee bean lying at (x, y), turned by deg. */
export const bean = (x, y, deg, fill = '#5a3522', r = 11) =>
  group(
    ellipse(0, 0, r * 0.72, r, fill) +
      path(
        `M0 ${-r * 0.85}C${-r * 0.35} ${-r * 0.3} ${r * 0.35} ${r * 0.3} 0 ${r * 0.85}`,
        'none',
        {
          stroke: darken(fill, 0.45),
          'stroke-width': Math.max(1.4, r * 0.16),
          'stroke-linecap': 'round',
        },
      ) +
      ellipse(-r * 0.3, -r * 0.35, r * 0.16, r * 0.32, '#ffffff', { opacity: 0.18 }),
    { transform: `translate(${num(x)} ${num(y)}) rotate(${deg})` },
  );

/** Roast level shown as five dots, `level` of them filled. */
export function roastDots(cx, cy, level, ink, gap = 13, r = 4) {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    const x = cx + (i - 2) * gap;
    out +=
      i < level
        ? circle(x, cy, r, ink)
        : circle(x, cy, r - 0.75, 'none', { stroke: ink, 'stroke-width': 1.5, opacity: 0.6 });
  }
  return out;
}

/** Soft steam: three wavy strokes rising from (cx, top). */
export const steam = (cx, top, color = '#ffffff', opacity = 0.8) =>
  [-16, 0, 16]
    .map((off, i) =>
      path(`M${cx + off} ${top}c-8 -10 8 -18 0 -28c-6 -8 4 -14 0 -22`, 'none', {
        stroke: color,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: i === 1 ? opacity : opacity * 0.7,
      }),
    )
    .join('');

/** The whole picture: pastel field, a soft disc behind the object and a floor shadow. */
export function frame(bg, body, { shadow = 120, disc } = {}) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    rect(0, 0, 400, 400, bg) +
    circle(200, 196, 150, disc ?? lighten(bg, 0.55)) +
    (shadow ? ellipse(200, 334, shadow, 11, '#3a2a1e', { opacity: 0.13 }) : '') +
    body +
    '</svg>\n'
  );
}
