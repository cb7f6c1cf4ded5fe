// Brewers and grinders, front views standing on the floor line y = 332, centred on x = 200.
import {
  bean,
  circle,
  darken,
  ellipse,
  fitText,
  lighten,
  line,
  path,
  rect,
  steam,
} from './svg.mjs';

const GLASS = '#e6f0f3';
/** Glass needs an outline: on the pale backgrounds it would vanish otherwise. */
const GLASS_EDGE = { stroke: '#b7cad2', 'stroke-width': 2 };
const STEEL = '#c7ced4';
const COFFEE = '#4a2a18';

export function frenchPress({ accent = '#2b2b2b', metal = STEEL } = {}) {
  return (
    path('M140 150L260 150L260 316L140 316Z', GLASS, { opacity: 0.9, ...GLASS_EDGE }) +
    rect(146, 198, 108, 118, COFFEE) +
    rect(146, 198, 108, 9, '#a8744a') +
    line(200, 112, 200, 186, darken(metal, 0.2), 5) +
    rect(146, 184, 108, 8, darken(metal, 0.1), { rx: 2 }) +
    rect(152, 160, 8, 150, '#fff', { opacity: 0.55, rx: 3 }) +
    // frame
    rect(134, 306, 132, 26, metal, { rx: 5 }) +
    rect(134, 150, 7, 166, metal) +
    rect(259, 150, 7, 166, darken(metal, 0.12)) +
    rect(134, 228, 132, 8, metal, { opacity: 0.9 }) +
    rect(136, 146, 128, 12, metal, { rx: 3 }) +
    path('M136 148Q200 112 264 148Z', lighten(metal, 0.15)) +
    path('M136 150L120 144L138 160Z', metal) +
    circle(200, 96, 12, accent) +
    rect(196, 104, 8, 22, darken(metal, 0.2)) +
    path('M266 172C306 172 310 176 310 200L310 276C310 296 306 300 266 300', 'none', {
      stroke: accent,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    })
  );
}

export function pourOver({ color = '#f4efe8', server = true } = {}) {
  let out = '';
  if (server) {
    out +=
      path('M152 234L248 234Q276 286 250 332L150 332Q124 286 152 234Z', GLASS, {
        opacity: 0.92,
        ...GLASS_EDGE,
      }) +
      path('M140 292L260 292Q262 314 250 330L150 330Q138 314 140 292Z', COFFEE) +
      path('M158 244L166 244Q146 286 160 324L152 324Q136 286 158 244Z', '#fff', { opacity: 0.6 }) +
      line(200, 236, 200, 290, '#6b3f25', 3);
  }
  out +=
    path('M118 150L282 150L236 224L164 224Z', color) +
    path('M240 150L282 150L236 224L222 224Z', '#000', { opacity: 0.09 }) +
    path('M140 160L152 160L176 214L170 214Z', '#fff', { opacity: 0.35 }) +
    rect(148, 222, 104, 12, darken(color, 0.12), { rx: 4 }) +
    rect(110, 140, 180, 14, lighten(color, 0.2), { rx: 7 }) +
    path(
      'M116 140L126 124L136 140L146 124L156 140L166 124L176 140L186 124L196 140L206 124L216 140L226 124L236 140L246 124L256 140L266 124L276 140L284 128L284 140Z',
      '#f7efe0',
    ) +
    path('M284 162C316 160 318 196 290 196', 'none', {
      stroke: color,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    });
  return out;
}

export function dripMachine({ color = '#2f3336', accent = '#c8553d' } = {}) {
  return (
    rect(232, 96, 68, 236, color, { rx: 10 }) +
    rect(108, 90, 192, 62, color, { rx: 14 }) +
    rect(108, 136, 192, 10, '#000', { opacity: 0.18 }) +
    rect(130, 152, 84, 20, darken(color, 0.25), { rx: 4 }) +
    rect(100, 304, 208, 28, darken(color, 0.2), { rx: 8 }) +
    rect(244, 172, 44, 26, '#1a1d1f', { rx: 4 }) +
    fitText('7:30', 266, 190, 34, 13, { fill: '#8ef0b0' }) +
    circle(254, 218, 6, accent) +
    circle(278, 218, 6, lighten(color, 0.3)) +
    rect(256, 238, 10, 52, '#9fd3ee', { rx: 4, opacity: 0.85 }) +
    rect(120, 104, 60, 6, lighten(color, 0.2), { rx: 3 }) +
    // thermal carafe
    path(
      'M136 190L210 190L218 206L218 292Q218 304 206 304L134 304Q122 304 122 292L122 206Z',
      STEEL,
    ) +
    rect(130, 180, 86, 16, '#222', { rx: 5 }) +
    rect(196, 200, 14, 96, '#000', { opacity: 0.1 }) +
    rect(132, 204, 10, 88, '#fff', { opacity: 0.45, rx: 4 }) +
    path('M122 214C100 214 98 220 98 236L98 266C98 280 104 282 122 282', 'none', {
      stroke: '#222',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    rect(150, 226, 42, 24, accent, { rx: 3 })
  );
}

export function mokaPot({ metal = '#c9ced3', handle = '#2b2b2b' } = {}) {
  const facet = (x1, y1, x2, y2) => line(x1, y1, x2, y2, darken(metal, 0.12), 1.6);
  return (
    path('M146 332L254 332L244 252L156 252Z', metal) +
    path('M226 252L244 252L254 332L230 332Z', '#000', { opacity: 0.14 }) +
    facet(178, 252, 174, 332) +
    facet(222, 252, 226, 332) +
    path('M160 262L170 262L166 324L154 324Z', '#fff', { opacity: 0.4 }) +
    circle(236, 294, 6, darken(metal, 0.2)) +
    rect(160, 238, 80, 16, darken(metal, 0.18), { rx: 3 }) +
    path('M158 238L242 238L256 150L144 150Z', metal) +
    path('M224 238L242 238L256 150L232 150Z', '#000', { opacity: 0.14 }) +
    facet(176, 150, 180, 238) +
    facet(224, 150, 220, 238) +
    path('M158 160L168 160L172 230L164 230Z', '#fff', { opacity: 0.4 }) +
    path('M144 150L118 136L152 172Z', metal) +
    path('M138 152Q200 114 262 152Z', lighten(metal, 0.18)) +
    ellipse(200, 124, 10, 6, handle) +
    rect(195, 124, 10, 8, handle) +
    path('M256 166L300 176L294 236L262 230', 'none', {
      stroke: handle,
      'stroke-width': 16,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    steam(130, 116, '#ffffff', 0.7)
  );
}

export function burrGrinder({ color = '#2f3336', accent = '#c8553d' } = {}) {
  let beans = '';
  for (let i = 0; i < 9; i += 1)
    beans += bean(168 + (i % 5) * 16, 132 - Math.floor(i / 5) * 12, i * 41, '#5a3522', 7);
  return (
    path('M146 76L254 76L238 150L162 150Z', GLASS, { opacity: 0.9, ...GLASS_EDGE }) +
    beans +
    path('M152 84L160 84L170 146L166 146Z', '#fff', { opacity: 0.6 }) +
    rect(140, 64, 120, 16, darken(color, 0.1), { rx: 6 }) +
    rect(134, 148, 132, 184, color, { rx: 18 }) +
    rect(236, 150, 30, 180, '#000', { opacity: 0.16, rx: 14 }) +
    rect(146, 160, 8, 160, '#fff', { opacity: 0.12, rx: 4 }) +
    circle(200, 190, 22, STEEL) +
    circle(200, 190, 15, lighten(STEEL, 0.3)) +
    line(200, 190, 200, 176, accent, 4) +
    rect(158, 228, 84, 84, GLASS, { rx: 10, opacity: 0.9, ...GLASS_EDGE }) +
    path('M160 270Q200 258 240 270L240 304Q240 310 234 310L166 310Q160 310 160 304Z', '#5a3522') +
    rect(186, 222, 28, 10, darken(color, 0.3), { rx: 4 })
  );
}

export function handGrinder({ metal = '#c9ced3', wood = '#9c6b43' } = {}) {
  let knurl = '';
  for (let x = 166; x <= 232; x += 7) knurl += line(x, 256, x, 298, darken(metal, 0.2), 2);
  return (
    rect(160, 148, 80, 184, metal, { rx: 10 }) +
    rect(222, 150, 18, 180, '#000', { opacity: 0.14, rx: 8 }) +
    rect(168, 156, 8, 170, '#fff', { opacity: 0.45, rx: 4 }) +
    rect(160, 250, 80, 54, darken(metal, 0.08)) +
    knurl +
    ellipse(200, 148, 40, 9, lighten(metal, 0.2)) +
    rect(194, 108, 12, 40, darken(metal, 0.25), { rx: 3 }) +
    path('M200 112L292 86', 'none', {
      stroke: '#3b3f42',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    ellipse(294, 74, 13, 19, wood) +
    ellipse(290, 68, 4, 7, '#fff', { opacity: 0.3 }) +
    circle(200, 112, 9, '#3b3f42')
  );
}

export function espressoMachine({ color = '#b8bfc5', accent = '#2b2b2b' } = {}) {
  return (
    rect(112, 102, 176, 12, darken(STEEL, 0.1), { rx: 4 }) +
    rect(100, 112, 200, 196, color, { rx: 16 }) +
    rect(262, 114, 38, 192, '#000', { opacity: 0.12, rx: 12 }) +
    rect(112, 124, 10, 170, '#fff', { opacity: 0.2, rx: 5 }) +
    circle(250, 150, 20, '#fbf7f0') +
    circle(250, 150, 20, 'none', { stroke: darken(STEEL, 0.25), 'stroke-width': 4 }) +
    line(250, 150, 260, 138, accent, 3) +
    rect(126, 140, 18, 10, accent, { rx: 3 }) +
    rect(152, 140, 18, 10, accent, { rx: 3 }) +
    rect(178, 140, 18, 10, lighten(accent, 0.3), { rx: 3 }) +
    rect(168, 182, 64, 24, STEEL, { rx: 6 }) +
    rect(162, 206, 76, 14, darken(STEEL, 0.1), { rx: 5 }) +
    path('M164 213L98 236', 'none', {
      stroke: accent,
      'stroke-width': 13,
      'stroke-linecap': 'round',
    }) +
    line(200, 220, 200, 276, '#6b3f25', 3) +
    path('M276 198L284 276', 'none', {
      stroke: darken(STEEL, 0.2),
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    rect(104, 300, 192, 32, darken(color, 0.3), { rx: 8 }) +
    line(120, 310, 280, 310, darken(color, 0.45), 2) +
    path('M178 274L222 274L218 296Q216 300 210 300L190 300Q184 300 182 296Z', '#fbf7f0') +
    path('M222 280C234 280 234 292 220 292', 'none', { stroke: '#fbf7f0', 'stroke-width': 4 })
  );
}

export function gooseneckKettle({ color = '#2b2b2b', wood = '#b58455' } = {}) {
  return (
    rect(124, 316, 152, 16, darken(color, 0.2), { rx: 6 }) +
    path('M100 176C84 160 70 150 58 150', 'none', {
      stroke: color,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }) +
    path('M144 296C106 296 92 262 96 226C98 200 102 186 100 176', 'none', {
      stroke: color,
      'stroke-width': 11,
      'stroke-linecap': 'round',
    }) +
    path(
      'M142 316L258 316Q274 316 272 298L258 190Q256 176 242 176L158 176Q144 176 142 190L128 298Q126 316 142 316Z',
      color,
    ) +
    path('M230 180L242 180Q256 180 258 194L272 298Q274 314 262 314L250 314Z', '#000', {
      opacity: 0.18,
    }) +
    path('M158 190L168 190L158 300L148 300Z', '#fff', { opacity: 0.16 }) +
    rect(170, 164, 60, 14, darken(color, 0.15), { rx: 4 }) +
    circle(200, 154, 9, wood) +
    path('M250 196C300 186 312 214 298 252L272 296', 'none', {
      stroke: wood,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    })
  );
}

export function coldBrewJar({ lid = '#2b2b2b', liquid = '#3a2216' } = {}) {
  return (
    path('M136 140L252 140L256 316Q256 332 240 332L148 332Q132 332 132 316Z', GLASS, {
      opacity: 0.92,
      ...GLASS_EDGE,
    }) +
    path('M138 190L250 190L252 314Q252 328 238 328L150 328Q136 328 136 314Z', liquid) +
    rect(178, 120, 34, 196, STEEL, { rx: 6, opacity: 0.95 }) +
    Array.from({ length: 12 }, (_, i) =>
      line(182, 132 + i * 15, 208, 132 + i * 15, darken(STEEL, 0.18), 1.2),
    ).join('') +
    rect(146, 150, 8, 160, '#fff', { opacity: 0.55, rx: 3 }) +
    rect(130, 116, 128, 26, lid, { rx: 6 }) +
    path('M136 128L116 120L134 150Z', GLASS) +
    path('M256 160C302 160 304 170 304 196L304 270C304 292 298 296 256 296', 'none', {
      stroke: GLASS,
      'stroke-width': 16,
      'stroke-linecap': 'round',
      opacity: 0.95,
    }) +
    path('M256 160C302 160 304 170 304 196L304 270C304 292 298 296 256 296', 'none', {
      stroke: '#c9d8de',
      'stroke-width': 3,
    })
  );
}

export function immersionBrewer({ color = '#8a9299', mug = '#e07a5f' } = {}) {
  let ticks = '';
  for (let i = 0; i < 4; i += 1)
    ticks +=
      line(222, 176 + i * 22, 232, 176 + i * 22, '#5b6268', 2) +
      circle(214, 176 + i * 22, 2.2, '#5b6268');
  return (
    path('M140 266L260 266L254 318Q252 332 238 332L162 332Q148 332 146 318Z', mug) +
    path('M258 278C292 278 292 316 254 316', 'none', {
      stroke: mug,
      'stroke-width': 11,
      'stroke-linecap': 'round',
    }) +
    path('M226 266L260 266L254 318Q252 332 238 332L226 332Z', '#000', { opacity: 0.12 }) +
    rect(164, 148, 72, 118, '#d9e1e6', { opacity: 0.95 }) +
    rect(168, 206, 64, 58, COFFEE) +
    rect(168, 202, 64, 6, '#a8744a') +
    rect(172, 96, 56, 110, color, { rx: 4 }) +
    rect(164, 88, 72, 12, darken(color, 0.2), { rx: 4 }) +
    rect(178, 104, 6, 96, '#fff', { opacity: 0.25, rx: 3 }) +
    ticks +
    rect(150, 258, 100, 12, darken(color, 0.15), { rx: 4 }) +
    rect(156, 144, 88, 8, darken(color, 0.1), { rx: 3 })
  );
}
