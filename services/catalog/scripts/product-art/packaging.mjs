// Packaged coffee: pouches, tins, capsules, bottles, cans, gift boxes and mailer boxes.
// Every drawing stands on the floor line y = 332 and is centred on x = 200 unless moved with place().
import {
  bean,
  circle,
  darken,
  ellipse,
  fitText,
  group,
  inkOn,
  lighten,
  line,
  luminance,
  path,
  rect,
  roastDots,
} from './svg.mjs';

const FLOOR = 332;

/**
 * A stand-up coffee pouch. style 'label': coloured bag with a cream label; 'band': kraft bag
 * with a coloured band; 'window': dark bag with a clear window showing beans.
 */
export function bag({
  color,
  label = '#fbf4e8',
  title,
  subtitle = '',
  roast = 3,
  foot = '',
  style = 'label',
  ink,
}) {
  const body = style === 'band' ? '#caa27a' : color;
  let out =
    path(
      `M112 100L288 100L298 318Q298 ${FLOOR} 284 ${FLOOR}L116 ${FLOOR}Q102 ${FLOOR} 102 318Z`,
      body,
    ) +
    // gusset shade on the right, a soft highlight on the left
    path(`M266 100L288 100L298 318Q298 ${FLOOR} 284 ${FLOOR}L276 ${FLOOR}Z`, '#000', {
      opacity: 0.12,
    }) +
    path(`M120 104L134 104L126 ${FLOOR - 6}L112 ${FLOOR - 6}Z`, '#fff', { opacity: 0.12 }) +
    // crimped top seal
    path('M110 78L290 78L290 104L110 104Z', darken(body, 0.12)) +
    // the crimp: one dashed stroke instead of thirty little lines keeps the file small
    path('M113 91H290', 'none', {
      stroke: darken(body, 0.28),
      'stroke-width': 18,
      'stroke-dasharray': '1.3 4.7',
      opacity: 0.6,
    }) +
    line(104, 318, 296, 318, darken(body, 0.2), 2, { opacity: 0.35 }) +
    circle(262, 126, 8, darken(body, 0.2)) +
    circle(262, 126, 3.5, lighten(body, 0.25));

  if (style === 'band') {
    const textInk = ink ?? inkOn(color);
    out +=
      rect(102, 156, 196, 136, color) +
      line(102, 164, 298, 164, lighten(color, 0.4), 1.5, { opacity: 0.7 }) +
      line(102, 284, 298, 284, lighten(color, 0.4), 1.5, { opacity: 0.7 }) +
      fitText('BREW HAVEN', 200, 186, 110, 10, { fill: textInk, spacing: 2.5 }) +
      fitText(title, 200, 222, 160, 26, { fill: textInk, weight: 800 }) +
      (subtitle
        ? fitText(subtitle, 200, 243, 150, 12, { fill: textInk, weight: 600, spacing: 1 })
        : '') +
      roastDots(200, 262, roast, textInk) +
      (foot ? fitText(foot, 200, 278, 120, 8, { fill: textInk, spacing: 1.5 }) : '');
    return out;
  }

  const labelTop = style === 'window' ? 140 : 150;
  const textInk = ink ?? inkOn(label);
  // on a light label the bag colour is the accent; on a dark label the ink is
  const accent = luminance(label) > 0.35 ? darken(color, 0.12) : textInk;
  out += rect(132, labelTop, 136, 150, label, { rx: 10 });
  if (style === 'window') {
    // a clear window onto the beans under the label
    out += rect(150, 298, 100, 22, '#f3ead9', { rx: 11, opacity: 0.9 });
    for (let i = 0; i < 6; i += 1) out += bean(160 + i * 16, 309, (i * 47) % 180, '#5b3623', 7);
  }
  out +=
    fitText('BREW HAVEN', 200, labelTop + 22, 100, 9.5, { fill: textInk, spacing: 2.5 }) +
    line(176, labelTop + 31, 224, labelTop + 31, accent, 2) +
    fitText(title, 200, labelTop + 66, 118, 24, { fill: textInk, weight: 800 }) +
    (subtitle
      ? fitText(subtitle, 200, labelTop + 86, 116, 11.5, { fill: accent, weight: 700, spacing: 1 })
      : '') +
    roastDots(200, labelTop + 108, roast, accent) +
    (foot
      ? fitText(foot, 200, labelTop + 132, 110, 8.5, { fill: textInk, spacing: 1.5, weight: 600 })
      : '');
  return out;
}

/** A few beans lying around the foot of a bag. */
export const scatteredBeans = (fill = '#5a3522') =>
  bean(78, 330, 60, fill) +
  bean(96, 344, -20, fill, 10) +
  bean(318, 340, 30, fill) +
  bean(338, 326, -50, fill, 9.5);

/** A round tin with a lid, a curved label band and a scoop of grounds in front. */
export function tin({
  color,
  lid,
  label = '#fbf4e8',
  title,
  subtitle = '',
  roast = 3,
  foot = 'GROUND',
  scoop = true,
}) {
  const ink = inkOn(label);
  const accent = luminance(color) > 0.3 ? darken(color, 0.35) : color;
  let out =
    path(`M122 128V318A78 14 0 0 0 278 318V128Z`, color) +
    path(`M256 128V${FLOOR - 2}A78 14 0 0 0 278 318V128Z`, '#000', { opacity: 0.14 }) +
    rect(134, 136, 12, 178, '#fff', { opacity: 0.16 }) +
    // label band, curved with the tin
    path('M122 170V288A78 14 0 0 0 278 288V170A78 14 0 0 1 122 170Z', label) +
    path('M122 170A78 14 0 0 0 278 170', 'none', {
      stroke: darken(color, 0.15),
      'stroke-width': 2,
    }) +
    fitText('BREW HAVEN', 200, 200, 100, 9.5, { fill: ink, spacing: 2.5 }) +
    fitText(title, 200, 231, 130, 24, { fill: ink, weight: 800 }) +
    (subtitle
      ? fitText(subtitle, 200, 249, 120, 11, { fill: accent, weight: 700, spacing: 1 })
      : '') +
    roastDots(200, 266, roast, accent) +
    (foot ? fitText(foot, 200, 287, 90, 8.5, { fill: ink, spacing: 1.5, weight: 600 }) : '') +
    // lid
    path('M116 104V132A84 15 0 0 0 284 132V104Z', lid) +
    path('M264 104V140A84 15 0 0 0 284 132V104Z', '#000', { opacity: 0.14 }) +
    ellipse(200, 104, 84, 15, lighten(lid, 0.18)) +
    ellipse(200, 104, 66, 10, 'none', { stroke: darken(lid, 0.12), 'stroke-width': 2 });
  if (scoop) {
    out +=
      line(322, 326, 376, 296, '#b98a5a', 7) +
      ellipse(316, 328, 30, 10, '#c99b6b') +
      path('M290 326Q316 302 342 326Z', '#4a2c1c') +
      circle(304, 318, 1.6, '#2e1a10') +
      circle(318, 312, 1.6, '#2e1a10') +
      circle(329, 320, 1.6, '#2e1a10');
  }
  return out;
}

/** A box of aluminium capsules with three capsules standing in front. */
export function capsules({
  color,
  capsule,
  title,
  subtitle = '',
  intensity = 8,
  foot = '30 CAPSULES',
}) {
  const ink = inkOn(color);
  let out =
    path('M110 140L132 118L312 118L290 140Z', lighten(color, 0.22)) +
    path('M290 140L312 118L312 300L290 322Z', darken(color, 0.22)) +
    rect(110, 140, 180, 182, color) +
    rect(122, 152, 156, 2, lighten(color, 0.35), { opacity: 0.7 }) +
    fitText('BREW HAVEN', 200, 174, 100, 9.5, { fill: ink, spacing: 2.5 }) +
    fitText(title, 200, 210, 150, 24, { fill: ink, weight: 800 }) +
    (subtitle ? fitText(subtitle, 200, 229, 140, 11, { fill: ink, weight: 600, spacing: 1 }) : '');
  // intensity as a row of small bars, filled up to the level
  for (let i = 0; i < 12; i += 1) {
    out += rect(152 + i * 8, 240, 5, 12, ink, { rx: 1, opacity: i < intensity ? 0.95 : 0.25 });
  }
  out += fitText(foot, 200, 272, 110, 8.5, { fill: ink, spacing: 1.5, weight: 600 });
  const pod = (cx, s) =>
    group(
      ellipse(0, 0, 26, 7, darken(capsule, 0.25)) +
        path('M-21 -2L-12 -32Q0 -40 12 -32L21 -2Z', capsule) +
        path('M6 -36Q12 -33 12 -32L21 -2L10 -2Z', '#000', { opacity: 0.16 }) +
        path('M-15 -6L-9 -30L-4 -32L-8 -6Z', '#fff', { opacity: 0.35 }),
      { transform: `translate(${cx} ${FLOOR + 4}) scale(${s})` },
    );
  out += pod(150, 1.1) + pod(214, 1.1) + pod(182, 1.2);
  return out;
}

/** A tall glass bottle of cold brew concentrate beside an iced glass. */
export function bottle({ color, cap, label = '#fbf4e8', title, subtitle = '', glass = true }) {
  const ink = inkOn(label);
  let out =
    rect(147, 96, 36, 26, cap, { rx: 4 }) +
    rect(147, 116, 36, 4, darken(cap, 0.25)) +
    path(
      'M150 122L180 122L180 142Q212 154 212 186L212 316Q212 332 196 332L134 332Q118 332 118 316L118 186Q118 154 150 142Z',
      '#3a2216',
    ) +
    path('M126 190Q126 160 150 150L150 320L126 320Z', '#fff', { opacity: 0.14 }) +
    path('M196 170Q208 180 208 196L208 320L198 320Z', '#000', { opacity: 0.2 }) +
    rect(118, 206, 94, 92, label) +
    rect(118, 206, 94, 8, color) +
    rect(118, 290, 94, 8, color) +
    fitText('BREW HAVEN', 165, 232, 70, 8, { fill: ink, spacing: 1.8 }) +
    fitText(title, 165, 258, 80, 17, { fill: ink, weight: 800 }) +
    (subtitle
      ? fitText(subtitle, 165, 276, 76, 9, { fill: darken(color, 0.05), weight: 700, spacing: 0.8 })
      : '');
  if (glass) {
    out +=
      path('M236 222L304 222L298 326Q297 332 290 332L250 332Q243 332 242 326Z', '#e9f3f6', {
        opacity: 0.9,
      }) +
      path('M240 252L300 252L297 324Q296 328 290 328L250 328Q244 328 243 324Z', '#8a5a3b') +
      path('M240 252L300 252L299 268L241 268Z', '#c69c75') +
      rect(250, 236, 22, 22, '#fff', { rx: 4, opacity: 0.7, transform: 'rotate(-12 261 247)' }) +
      rect(272, 258, 20, 20, '#fff', { rx: 4, opacity: 0.5, transform: 'rotate(14 282 268)' }) +
      line(282, 238, 298, 188, color, 6) +
      path('M242 226L250 226L252 324L248 324Z', '#fff', { opacity: 0.5 });
  }
  return out;
}

/** One drinks can, centred at cx. */
export function can(cx, { color, band, title, ink }) {
  const x = cx - 30;
  const textInk = ink ?? inkOn(band);
  return (
    rect(x, 214, 60, 116, color, { rx: 6 }) +
    ellipse(cx, 214, 30, 6, '#cfd4d8') +
    ellipse(cx, 213, 22, 4, '#a9b0b6') +
    rect(x + 3, 208, 54, 8, '#dfe3e6', { rx: 3 }) +
    rect(x, 258, 60, 44, band) +
    fitText(title, cx, 285, 50, 15, { fill: textInk, weight: 800 }) +
    rect(x + 6, 222, 7, 100, '#fff', { opacity: 0.18, rx: 3 }) +
    rect(x + 46, 216, 14, 112, '#000', { opacity: 0.12, rx: 5 }) +
    rect(x + 4, 324, 52, 8, darken(color, 0.2), { rx: 3 })
  );
}

/** Three cans, the middle one in front. */
export const canTrio = (spec) =>
  group(
    group(can(144, spec), { transform: 'translate(0 -14)' }) +
      group(can(256, spec), { transform: 'translate(0 -14)' }) +
      can(200, spec),
    {
      transform: 'translate(200 332) scale(1.3) translate(-200 -332)',
    },
  );

/** A cardboard case of cans with the can tops showing above the front panel. */
export function canCase({ color, band, title, subtitle }) {
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    const cx = 133 + i * 45;
    out +=
      rect(cx - 20, 176, 40, 40, color) +
      ellipse(cx, 176, 20, 5, '#cfd4d8') +
      ellipse(cx, 175, 14, 3, '#a9b0b6');
  }
  const ink = inkOn(band);
  out +=
    path('M96 206L304 206L304 332L96 332Z', '#c8a070') +
    path('M282 206L304 206L304 332L282 332Z', '#000', { opacity: 0.12 }) +
    rect(96, 236, 208, 66, band) +
    fitText('BREW HAVEN', 200, 256, 100, 9, { fill: ink, spacing: 2.5 }) +
    fitText(title, 200, 280, 170, 20, { fill: ink, weight: 800 }) +
    (subtitle
      ? fitText(subtitle, 200, 295, 120, 9, { fill: ink, spacing: 1.5, weight: 600 })
      : '') +
    rect(176, 214, 48, 12, '#8a6a45', { rx: 6 });
  return (
    out +
    group(can(330, { color, band, title: '' }), {
      transform: 'translate(330 332) scale(0.82) translate(-330 -332)',
    })
  );
}

/** Three small glass bottles with swing caps. */
export function bottleTrio({ liquid, cap, label, title }) {
  const one = (cx) =>
    rect(cx - 11, 160, 22, 18, cap, { rx: 3 }) +
    path(
      `M${cx - 11} 178L${cx + 11} 178L${cx + 11} 196Q${cx + 26} 206 ${cx + 26} 226L${cx + 26} 322Q${cx + 26} 332 ${cx + 16} 332L${cx - 16} 332Q${cx - 26} 332 ${cx - 26} 322L${cx - 26} 226Q${cx - 26} 206 ${cx - 11} 196Z`,
      liquid,
    ) +
    rect(cx - 26, 250, 52, 46, label) +
    fitText(title, cx, 278, 44, 12, { fill: inkOn(label), weight: 800 }) +
    rect(cx - 20, 214, 6, 100, '#fff', { opacity: 0.2, rx: 3 });
  return group(
    group(one(146), { transform: 'translate(0 -8)' }) +
      group(one(254), { transform: 'translate(0 -8)' }) +
      one(200),
    {
      transform: 'translate(200 332) scale(1.2) translate(-200 -332)',
    },
  );
}

/** A filter pack for cold brew pitchers: a stitched pouch of coarse grounds. */
export const filterPack = (cx, cy, deg) =>
  group(
    rect(-34, -40, 68, 80, '#f7f3ea', { rx: 6 }) +
      rect(-26, -32, 52, 64, '#d9c3a3', { rx: 4, opacity: 0.9 }) +
      rect(-30, -36, 60, 72, 'none', {
        rx: 5,
        stroke: '#cbbda6',
        'stroke-width': 1.5,
        'stroke-dasharray': '4 3',
      }) +
      line(0, -40, 0, -62, '#d8cdbb', 2) +
      rect(-10, -74, 20, 14, '#c8553d', { rx: 2 }),
    { transform: `translate(${cx} ${cy}) rotate(${deg})` },
  );

/** A gift box with a lid, ribbon and bow. */
export function giftBox({ box, ribbon, lid = box, tag }) {
  let out =
    rect(112, 196, 176, 136, box) +
    rect(244, 196, 44, 136, '#000', { opacity: 0.1 }) +
    rect(100, 168, 200, 36, lid, { rx: 4 }) +
    rect(100, 196, 200, 8, '#000', { opacity: 0.12 }) +
    rect(190, 168, 20, 164, ribbon) +
    rect(205, 168, 5, 164, '#000', { opacity: 0.12 }) +
    // bow: two loops and two tails
    path('M200 166C170 120 140 140 158 162C166 170 188 168 200 166Z', ribbon) +
    path('M200 166C230 120 260 140 242 162C234 170 212 168 200 166Z', darken(ribbon, 0.08)) +
    path('M196 168L178 200L190 198Z', darken(ribbon, 0.15)) +
    path('M204 168L222 200L210 198Z', darken(ribbon, 0.15)) +
    circle(200, 166, 10, darken(ribbon, 0.1));
  if (tag) {
    out +=
      path('M244 206L286 232', 'none', { stroke: '#8a6a45', 'stroke-width': 1.5 }) +
      group(
        rect(-22, -13, 44, 26, '#fbf4e8', { rx: 4 }) +
          circle(-15, 0, 2.5, darken(box, 0.2)) +
          fitText(tag, 4, 4, 28, 9, { fill: '#3b2a20', weight: 700 }),
        {
          transform: 'translate(296 244) rotate(28)',
        },
      );
  }
  return out;
}

/** An open gift box: `items` are drawn first and peek out above the box front. */
export function giftTray({ box, ribbon, items }) {
  return (
    path('M106 170L294 170L304 232L96 232Z', darken(box, 0.25)) +
    items +
    rect(96, 232, 208, 100, box) +
    rect(262, 232, 42, 100, '#000', { opacity: 0.1 }) +
    rect(96, 232, 208, 8, '#000', { opacity: 0.12 }) +
    rect(96, 272, 208, 18, ribbon) +
    rect(96, 286, 208, 4, '#000', { opacity: 0.12 }) +
    path('M200 281C176 250 150 262 164 278C170 285 188 283 200 281Z', ribbon) +
    path('M200 281C224 250 250 262 236 278C230 285 212 283 200 281Z', darken(ribbon, 0.08)) +
    path('M196 283L182 312L192 310Z', darken(ribbon, 0.15)) +
    path('M204 283L218 312L208 310Z', darken(ribbon, 0.15)) +
    circle(200, 281, 9, darken(ribbon, 0.1))
  );
}

/** A short round gift tin with a pattern of stars and a bow on the lid. */
export function giftTin({ color, lid, accent, ribbon, title }) {
  let out = path('M112 188V316A88 16 0 0 0 288 316V188Z', color);
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = 130 + col * 35 + (row % 2) * 17;
      const y = 214 + row * 38;
      if (x > 278) continue;
      out += path(
        `M${x} ${y - 8}L${x + 2.4} ${y - 2.4}L${x + 8} ${y}L${x + 2.4} ${y + 2.4}L${x} ${y + 8}L${x - 2.4} ${y + 2.4}L${x - 8} ${y}L${x - 2.4} ${y - 2.4}Z`,
        accent,
        { opacity: 0.9 },
      );
    }
  }
  out +=
    path('M262 188V328A88 16 0 0 0 288 316V188Z', '#000', { opacity: 0.14 }) +
    rect(142, 238, 116, 48, '#fbf4e8', { rx: 24 }) +
    fitText(title, 200, 268, 96, 16, { fill: darken(color, 0.2), weight: 800, serif: true }) +
    path('M106 164V196A94 16 0 0 0 294 196V164Z', lid) +
    ellipse(200, 164, 94, 16, lighten(lid, 0.15)) +
    path('M200 160C172 120 144 136 162 156C170 164 188 162 200 160Z', ribbon) +
    path('M200 160C228 120 256 136 238 156C230 164 212 162 200 160Z', darken(ribbon, 0.08)) +
    circle(200, 160, 9, darken(ribbon, 0.12));
  return out;
}

/** A kraft mailer box, open, with two bags inside and a "repeats monthly" badge. */
export function mailerBox({ bags, badge }) {
  return (
    path('M104 196L150 150L296 150L296 196Z', '#b58a5c') +
    bags +
    path('M92 196L308 196L300 332L100 332Z', '#cfa676') +
    path('M270 196L308 196L300 332L268 332Z', '#000', { opacity: 0.1 }) +
    path('M92 196L60 236L96 244Z', '#bf9466') +
    path('M308 196L340 236L304 244Z', '#a87d50') +
    rect(150, 244, 100, 44, '#fbf4e8', { rx: 6 }) +
    fitText('BREW HAVEN', 200, 262, 80, 9, { fill: '#3b2a20', spacing: 2 }) +
    fitText('MONTHLY', 200, 279, 80, 12, { fill: badge, weight: 800, spacing: 1 }) +
    // badge: two arrows chasing each other
    circle(322, 124, 34, badge) +
    path('M304 120A19 19 0 0 1 337 110', 'none', {
      stroke: '#fff',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    path('M340 128A19 19 0 0 1 307 138', 'none', {
      stroke: '#fff',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    path('M331 100L342 110L330 116Z', '#fff') +
    path('M313 148L302 138L314 132Z', '#fff')
  );
}

/** A starburst price tag for deals. */
export function dealTag(text, { cx = 90, cy = 96, color = '#d64545', r = 44 } = {}) {
  const points = [];
  for (let i = 0; i < 24; i += 1) {
    const a = (Math.PI * 2 * i) / 24;
    const rr = i % 2 === 0 ? r : r * 0.84;
    points.push(`${(cx + Math.cos(a) * rr).toFixed(1)} ${(cy + Math.sin(a) * rr).toFixed(1)}`);
  }
  return group(
    path(`M${points.join('L')}Z`, color) +
      circle(cx, cy, r * 0.7, 'none', {
        stroke: '#fff',
        'stroke-width': 1.5,
        opacity: 0.6,
        'stroke-dasharray': '3 3',
      }) +
      fitText(text, cx, cy + 6, r * 1.2, 18, { fill: '#fff', weight: 800 }),
    { transform: `rotate(-12 ${cx} ${cy})` },
  );
}
