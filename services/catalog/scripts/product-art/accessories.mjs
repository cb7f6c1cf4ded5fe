// Mugs, scales, filters and the small tools around brewing; floor line y = 332, centred on x = 200.
import {
  bean,
  circle,
  darken,
  ellipse,
  fitText,
  group,
  lighten,
  line,
  path,
  rect,
  steam,
} from './svg.mjs';
import { pourOver } from './equipment.mjs';

const STEEL = '#c7ced4';
const GLASS = '#e6f0f3';

/** A stoneware mug with a glaze that runs down from the rim. */
export function mug({ color, glaze = lighten(color, 0.55), hot = true, brand = true } = {}) {
  return (
    path('M252 214C306 206 312 290 252 290', 'none', {
      stroke: color,
      'stroke-width': 18,
      'stroke-linecap': 'round',
    }) +
    path('M132 190L268 190L258 314Q256 332 238 332L162 332Q144 332 142 314Z', color) +
    path('M232 190L268 190L258 314Q256 332 238 332L228 332Z', '#000', { opacity: 0.12 }) +
    path(
      'M132 190L268 190L265 222Q258 232 252 222Q246 210 238 224Q230 240 222 222Q214 212 206 220Q198 232 190 220Q182 208 172 226Q164 238 156 222Q150 212 142 226L135 226Z',
      glaze,
    ) +
    ellipse(200, 190, 68, 9, darken(color, 0.15)) +
    ellipse(200, 191, 62, 6.5, '#4a2a18') +
    rect(150, 236, 8, 76, '#fff', { opacity: 0.18, rx: 4 }) +
    (brand
      ? circle(200, 274, 17, 'none', { stroke: glaze, 'stroke-width': 2.5 }) +
        bean(200, 274, 20, glaze, 8)
      : '') +
    (hot ? steam(200, 170, '#ffffff', 0.85) : '')
  );
}

export function scale({ color = '#2f3336' } = {}) {
  return (
    group(pourOver({ color: '#e07a5f' }), {
      transform: 'translate(200 282) scale(0.62) translate(-200 -332)',
    }) +
    path('M96 280L304 280L330 306L70 306Z', lighten(color, 0.12)) +
    path('M112 284L288 284L306 302L94 302Z', lighten(color, 0.22)) +
    rect(70, 306, 260, 24, color, { rx: 5 }) +
    rect(166, 310, 68, 16, '#15181a', { rx: 3 }) +
    fitText('18.0 g', 200, 322.5, 56, 11, { fill: '#8ef0b0' }) +
    circle(100, 318, 4.5, lighten(color, 0.3)) +
    circle(300, 318, 4.5, '#c8553d') +
    fitText('0:32', 268, 322, 30, 10, { fill: lighten(color, 0.55), weight: 600 })
  );
}

/** A fanned stack of cone filters held by a paper band. */
export function coneFilters({ paper = '#f1e2c8', band = '#2f5d50', title = '#4 CONE' } = {}) {
  const filter = (deg, shade) =>
    group(
      path('M118 120L282 120L232 300Q200 316 168 300Z', shade) +
        path('M118 120L282 120', 'none', { stroke: darken(shade, 0.12), 'stroke-width': 2 }) +
        path('M128 126L174 296', 'none', {
          stroke: darken(shade, 0.14),
          'stroke-width': 6,
          'stroke-dasharray': '2 4',
        }) +
        path('M272 126L226 296', 'none', {
          stroke: darken(shade, 0.14),
          'stroke-width': 6,
          'stroke-dasharray': '2 4',
        }),
      { transform: `rotate(${deg} 200 330)` },
    );
  return (
    filter(-10, darken(paper, 0.06)) +
    filter(9, darken(paper, 0.03)) +
    filter(0, paper) +
    path('M136 196L264 196L252 252L148 252Z', band) +
    fitText('BREW HAVEN', 200, 215, 80, 8.5, { fill: '#fffaf3', spacing: 2 }) +
    fitText(title, 200, 238, 90, 17, { fill: '#fffaf3', weight: 800 })
  );
}

export function tamper({ wood = '#8b5a36', metal = STEEL, beans = true } = {}) {
  return (
    rect(136, 272, 128, 56, metal, { rx: 6 }) +
    rect(236, 274, 28, 54, '#000', { opacity: 0.12, rx: 5 }) +
    rect(146, 280, 10, 42, '#fff', { opacity: 0.5, rx: 4 }) +
    ellipse(200, 272, 64, 10, lighten(metal, 0.3)) +
    path('M186 272L190 220L210 220L214 272Z', darken(metal, 0.1)) +
    path(
      'M200 104C244 104 256 148 238 190C230 208 214 214 210 224L190 224C186 214 170 208 162 190C144 148 156 104 200 104Z',
      wood,
    ) +
    path(
      'M216 110C246 124 250 168 232 196C226 204 218 210 212 218L206 218C224 190 236 150 216 110Z',
      '#000',
      { opacity: 0.15 },
    ) +
    path('M178 130C168 150 170 176 180 192', 'none', {
      stroke: '#fff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.25,
    }) +
    (beans ? bean(108, 326, 30, '#5a3522', 9) + bean(292, 330, -40, '#5a3522', 10) : '')
  );
}

export function canister({ color = '#2f5d50', metal = STEEL } = {}) {
  let ticks = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (Math.PI * 2 * i) / 12;
    ticks += line(
      200 + Math.cos(a) * 18,
      236 + Math.sin(a) * 18,
      200 + Math.cos(a) * 23,
      236 + Math.sin(a) * 23,
      lighten(color, 0.6),
      2,
    );
  }
  return (
    path('M132 152V318A68 13 0 0 0 268 318V152Z', color) +
    path('M244 152V328A68 13 0 0 0 268 318V152Z', '#000', { opacity: 0.15 }) +
    rect(144, 164, 10, 150, '#fff', { opacity: 0.14, rx: 5 }) +
    path('M126 126V152A74 13 0 0 0 274 152V126Z', metal) +
    path('M250 126V162A74 13 0 0 0 274 152V126Z', '#000', { opacity: 0.12 }) +
    ellipse(200, 126, 74, 13, lighten(metal, 0.3)) +
    circle(200, 122, 8, darken(metal, 0.3)) +
    circle(200, 236, 28, darken(color, 0.2)) +
    ticks +
    line(200, 236, 212, 224, '#fffaf3', 3) +
    bean(96, 326, 40, '#5a3522', 10) +
    bean(304, 330, -30, '#5a3522', 9)
  );
}

export function milkPitcher({ metal = STEEL } = {}) {
  return (
    path('M248 168C300 170 300 268 238 282', 'none', {
      stroke: darken(metal, 0.15),
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }) +
    path(
      'M146 150L254 150Q246 220 268 314Q270 332 252 332L148 332Q130 332 132 314Q154 220 146 150Z',
      metal,
    ) +
    path('M226 150L254 150Q246 220 268 314Q270 332 252 332L236 332Q248 240 226 150Z', '#000', {
      opacity: 0.13,
    }) +
    path('M156 164L166 164Q158 240 150 318L142 318Q156 240 156 164Z', '#fff', { opacity: 0.5 }) +
    path('M146 150L114 132L150 170Z', metal) +
    ellipse(200, 150, 54, 8, '#fbf7f0') +
    path('M184 150Q200 140 216 150Q200 158 184 150Z', '#d7b48e') +
    steam(200, 130, '#ffffff', 0.75)
  );
}

export function tumbler({ color = '#c8553d', lid = '#2b2b2b' } = {}) {
  return (
    path('M154 134L246 134L236 318Q235 332 220 332L180 332Q165 332 164 318Z', color) +
    path('M224 134L246 134L236 318Q235 332 220 332L214 332Z', '#000', { opacity: 0.14 }) +
    rect(170, 146, 9, 170, '#fff', { opacity: 0.2, rx: 4 }) +
    path('M156 200L244 200L242 236L158 236Z', lighten(color, 0.6)) +
    fitText('BREW HAVEN', 200, 222, 70, 9, { fill: darken(color, 0.2), spacing: 1.8 }) +
    rect(148, 108, 104, 28, lid, { rx: 8 }) +
    rect(178, 100, 44, 12, lighten(lid, 0.2), { rx: 4 }) +
    rect(148, 130, 104, 6, '#000', { opacity: 0.2 })
  );
}

export function knockBox({ color = '#2b2b2b', bar = '#9aa3a9' } = {}) {
  const puck = (cx, cy, r) =>
    circle(cx, cy, r, '#5b3a26') +
    circle(cx, cy, r * 0.72, '#6b4630') +
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.15, '#7d5639');
  return (
    puck(166, 214, 26) +
    puck(232, 204, 26) +
    path('M118 222L282 222L272 320Q270 332 258 332L142 332Q130 332 128 320Z', color) +
    path('M250 222L282 222L272 320Q270 332 258 332L248 332Z', '#000', { opacity: 0.2 }) +
    rect(136, 236, 8, 80, '#fff', { opacity: 0.12, rx: 4 }) +
    rect(110, 212, 180, 16, bar, { rx: 8 }) +
    rect(110, 212, 180, 5, '#fff', { opacity: 0.3, rx: 3 }) +
    ellipse(200, 270, 22, 10, lighten(color, 0.12))
  );
}

/** Two double-wall glasses with espresso floating in the inner wall. */
export function glassCups() {
  const cup = (cx, h) =>
    path(
      `M${cx - 44} ${332 - h}L${cx + 44} ${332 - h}L${cx + 38} 318Q${cx + 36} 332 ${cx + 22} 332L${cx - 22} 332Q${cx - 36} 332 ${cx - 38} 318Z`,
      GLASS,
      { opacity: 0.9, stroke: '#b7cad2', 'stroke-width': 2 },
    ) +
    path(
      `M${cx - 36} ${332 - h + 26}L${cx + 36} ${332 - h + 26}L${cx + 30} 296Q${cx + 28} 306 ${cx + 16} 306L${cx - 16} 306Q${cx - 28} 306 ${cx - 30} 296Z`,
      '#3a2216',
    ) +
    path(
      `M${cx - 36} ${332 - h + 26}L${cx + 36} ${332 - h + 26}L${cx + 35} ${332 - h + 36}L${cx - 35} ${332 - h + 36}Z`,
      '#c08a5c',
    ) +
    path(
      `M${cx - 36} ${332 - h + 6}L${cx - 30} ${332 - h + 6}L${cx - 26} 316L${cx - 32} 316Z`,
      '#fff',
      { opacity: 0.7 },
    ) +
    ellipse(cx, 332 - h, 44, 6, 'none', { stroke: '#c9d8de', 'stroke-width': 2 });
  return cup(146, 140) + cup(258, 118) + steam(146, 176, '#ffffff', 0.6);
}

/** A fine stainless mesh cone resting on a mug. */
export function meshFilter({ mugColor = '#f4efe8' } = {}) {
  let mesh = '';
  for (let y = 146; y < 234; y += 8) {
    const half = 82 - ((y - 140) / 96) * 46;
    mesh += line(200 - half + 2, y, 200 + half - 2, y, darken(STEEL, 0.22), 1, { opacity: 0.7 });
  }
  for (let i = -5; i <= 5; i += 1)
    mesh += line(200 + i * 15, 146, 200 + i * 8, 232, darken(STEEL, 0.22), 1, { opacity: 0.5 });
  return (
    group(mug({ color: mugColor, glaze: '#d9c8b4', hot: false, brand: false }), {
      transform: 'translate(200 332) scale(0.82) translate(-200 -332)',
    }) +
    path('M118 140L282 140L236 236L164 236Z', STEEL) +
    mesh +
    path('M240 140L282 140L236 236L224 236Z', '#000', { opacity: 0.1 }) +
    rect(108, 132, 184, 12, darken(STEEL, 0.1), { rx: 6 }) +
    rect(96, 134, 24, 8, darken(STEEL, 0.2), { rx: 4 }) +
    rect(280, 134, 24, 8, darken(STEEL, 0.2), { rx: 4 })
  );
}

export const beanPile = (cx, cy, n = 7, fill = '#5a3522') => {
  let out = '';
  for (let i = 0; i < n; i += 1)
    out += bean(cx + ((i * 37) % 60) - 30, cy + ((i * 23) % 16) - 8, (i * 53) % 180, fill, 9);
  return out;
};
