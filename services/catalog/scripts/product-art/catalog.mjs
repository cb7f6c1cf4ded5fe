// What each demo product's picture shows: one entry per image file (slug = file name).
// The slugs match the imageUrl of the products in src/data/seed/demo-products.ts; the seed
// test fails if a product points at a file this list does not draw.
import * as a from './accessories.mjs';
import * as e from './equipment.mjs';
import * as p from './packaging.mjs';
import { place } from './svg.mjs';

const BG = {
  cream: '#f6efe6',
  sage: '#e2ebdf',
  blush: '#f7e3dc',
  sky: '#dfe9f3',
  butter: '#f9efd2',
  lilac: '#eae3f1',
  mint: '#dbeee8',
  sand: '#efe3d2',
  peach: '#fbe5d3',
  stone: '#e8e6e2',
  rose: '#f4dce2',
  ice: '#dce8ee',
};
const C = {
  terracotta: '#c8553d',
  forest: '#2f5d50',
  navy: '#27385a',
  mustard: '#d9a441',
  plum: '#6b3a5b',
  teal: '#2a7f8a',
  charcoal: '#2b2b2b',
  coral: '#e07a5f',
  olive: '#6b7a3a',
  burgundy: '#7d2e3a',
  blue: '#3f74a8',
  caramel: '#b5763c',
  rust: '#a4462e',
  sea: '#4f9a8a',
  gold: '#e0a93b',
  cream: '#fbf4e8',
};

const beanBag = (spec) => p.bag({ foot: 'WHOLE BEAN', ...spec }) + p.scatteredBeans();
const mini = (spec, at) => place(p.bag(spec), at);

/** slug -> { bg, body } */
export const artwork = {
  // beans
  'ethiopia-yirgacheffe': {
    bg: BG.peach,
    body: beanBag({ color: C.teal, title: 'ETHIOPIA', subtitle: 'YIRGACHEFFE', roast: 1 }),
  },
  'kenya-aa-nyeri': {
    bg: BG.rose,
    body: beanBag({
      style: 'band',
      color: C.burgundy,
      title: 'KENYA AA',
      subtitle: 'NYERI',
      roast: 2,
    }),
  },
  'panama-geisha-boquete': {
    bg: BG.butter,
    body: beanBag({
      style: 'window',
      color: '#1f2a2e',
      label: '#e6c46f',
      title: 'GEISHA',
      subtitle: 'PANAMA · BOQUETE',
      roast: 1,
      foot: 'MICRO-LOT',
    }),
  },
  'colombia-huila-supremo': {
    bg: BG.sand,
    body: beanBag({ color: C.terracotta, title: 'COLOMBIA', subtitle: 'HUILA SUPREMO', roast: 3 }),
  },
  'guatemala-antigua': {
    bg: BG.sage,
    body: beanBag({
      style: 'band',
      color: C.forest,
      title: 'GUATEMALA',
      subtitle: 'ANTIGUA',
      roast: 3,
    }),
  },
  'sumatra-mandheling': {
    bg: BG.stone,
    body: beanBag({
      color: C.charcoal,
      label: '#ecd9b6',
      title: 'SUMATRA',
      subtitle: 'MANDHELING',
      roast: 5,
    }),
  },
  'costa-rica-tarrazu': {
    bg: BG.blush,
    body: beanBag({ color: C.coral, title: 'COSTA RICA', subtitle: 'TARRAZÚ HONEY', roast: 2 }),
  },
  'brazil-cerrado-natural': {
    bg: BG.mint,
    body: beanBag({
      style: 'band',
      color: C.teal,
      title: 'BRAZIL',
      subtitle: 'CERRADO NATURAL',
      roast: 3,
    }),
  },
  'breakfast-blend-whole-bean': {
    bg: BG.sky,
    body:
      place(
        p.bag({
          color: C.gold,
          title: 'BREAKFAST',
          subtitle: 'BLEND · 2 LB',
          roast: 2,
          foot: 'WHOLE BEAN',
        }),
        { s: 1.05 },
      ) + p.scatteredBeans(),
  },
  'rwanda-huye-mountain': {
    bg: BG.lilac,
    body: beanBag({
      style: 'window',
      color: C.plum,
      title: 'RWANDA',
      subtitle: 'HUYE MOUNTAIN',
      roast: 2,
    }),
  },
  'honduras-swiss-water-decaf': {
    bg: BG.ice,
    body: beanBag({
      color: C.navy,
      title: 'DECAF',
      subtitle: 'HONDURAS',
      roast: 3,
      foot: 'SWISS WATER',
    }),
  },
  'peru-organic-cajamarca': {
    bg: BG.butter,
    body: beanBag({
      style: 'band',
      color: C.olive,
      title: 'PERU',
      subtitle: 'ORGANIC CAJAMARCA',
      roast: 3,
    }),
  },

  // ground coffee
  'house-blend-ground': {
    bg: BG.blush,
    body: p.tin({
      color: C.terracotta,
      lid: C.charcoal,
      title: 'HOUSE',
      subtitle: 'BLEND',
      roast: 3,
    }),
  },
  'organic-morning-light-ground': {
    bg: BG.butter,
    body: p.tin({
      color: C.sea,
      lid: '#f1e8d8',
      title: 'MORNING',
      subtitle: 'ORGANIC LIGHT',
      roast: 1,
    }),
  },
  'french-roast-ground': {
    bg: BG.stone,
    body: p.tin({
      color: C.charcoal,
      lid: C.terracotta,
      title: 'FRENCH',
      subtitle: 'DARK ROAST',
      roast: 5,
    }),
  },
  'hazelnut-creme-ground': {
    bg: BG.peach,
    body: p.tin({
      color: C.caramel,
      lid: '#5a3522',
      title: 'HAZELNUT',
      subtitle: 'CRÈME',
      roast: 3,
    }),
  },
  'colombian-medium-ground': {
    bg: BG.sand,
    body: place(
      p.bag({
        style: 'band',
        color: C.gold,
        title: 'COLOMBIA',
        subtitle: 'MEDIUM · 2 LB',
        roast: 3,
        foot: 'GROUND',
      }),
      { s: 1.04 },
    ),
  },
  'midnight-decaf-ground': {
    bg: BG.sky,
    body: p.tin({ color: C.navy, lid: C.mustard, title: 'MIDNIGHT', subtitle: 'DECAF', roast: 4 }),
  },
  'vanilla-bean-ground': {
    bg: BG.lilac,
    body: p.tin({
      color: '#e9d2a6',
      lid: C.caramel,
      label: '#fffaf1',
      title: 'VANILLA',
      subtitle: 'BEAN',
      roast: 2,
    }),
  },
  'italian-dark-roast-ground': {
    bg: BG.sage,
    body: p.tin({
      color: C.burgundy,
      lid: C.charcoal,
      title: 'ITALIANO',
      subtitle: 'DARK ROAST',
      roast: 5,
    }),
  },
  'mocha-java-ground': {
    bg: BG.mint,
    body: p.tin({
      color: C.teal,
      lid: '#3b2417',
      title: 'MOCHA JAVA',
      subtitle: 'CLASSIC BLEND',
      roast: 4,
    }),
  },

  // espresso
  'signature-espresso-blend': {
    bg: BG.blush,
    body: beanBag({
      style: 'window',
      color: C.charcoal,
      label: C.terracotta,
      title: 'ESPRESSO',
      subtitle: 'SIGNATURE BLEND',
      roast: 4,
    }),
  },
  'brazil-single-origin-espresso': {
    bg: BG.sky,
    body: beanBag({
      style: 'band',
      color: C.blue,
      title: 'BRAZIL',
      subtitle: 'SINGLE-ORIGIN ESPRESSO',
      roast: 3,
    }),
  },
  'milano-dark-espresso': {
    bg: BG.sand,
    body: beanBag({ color: C.burgundy, title: 'MILANO', subtitle: 'DARK ESPRESSO', roast: 5 }),
  },
  'intenso-espresso-capsules': {
    bg: BG.butter,
    body: p.capsules({
      color: C.charcoal,
      capsule: '#c39a4a',
      title: 'INTENSO',
      subtitle: 'ESPRESSO',
      intensity: 11,
    }),
  },
  'decaf-espresso-roast': {
    bg: BG.lilac,
    body: beanBag({
      style: 'window',
      color: C.navy,
      title: 'DECAF',
      subtitle: 'ESPRESSO ROAST',
      roast: 4,
    }),
  },
  'ristretto-capsules': {
    bg: BG.rose,
    body: p.capsules({
      color: C.burgundy,
      capsule: '#d26a52',
      title: 'RISTRETTO',
      subtitle: 'ESPRESSO',
      intensity: 10,
    }),
  },
  'signature-espresso-bulk': {
    bg: BG.stone,
    body:
      place(
        p.bag({
          style: 'band',
          color: C.charcoal,
          title: 'ESPRESSO',
          subtitle: 'SIGNATURE · 5 LB',
          roast: 4,
          foot: 'CAFÉ SIZE',
        }),
        { s: 1.08 },
      ) + p.scatteredBeans(),
  },
  'fine-ground-espresso-tin': {
    bg: BG.peach,
    body: p.tin({
      color: C.mustard,
      lid: C.charcoal,
      title: 'ESPRESSO',
      subtitle: 'FINE GROUND',
      roast: 4,
      foot: 'EXTRA FINE',
    }),
  },
  'lungo-capsules': {
    bg: BG.ice,
    body: p.capsules({
      color: C.blue,
      capsule: '#9ec1e0',
      title: 'LUNGO',
      subtitle: 'ESPRESSO',
      intensity: 6,
    }),
  },

  // coffee makers
  'classic-french-press': { bg: BG.sage, body: e.frenchPress({ accent: C.charcoal }) },
  'ceramic-pour-over-dripper': { bg: BG.butter, body: e.pourOver({ color: '#5b8fb9' }) },
  'programmable-drip-coffee-maker': {
    bg: BG.sand,
    body: e.dripMachine({ color: '#2f3336', accent: C.terracotta }),
  },
  'stovetop-moka-pot': { bg: BG.peach, body: e.mokaPot() },
  'conical-burr-grinder': {
    bg: BG.lilac,
    body: e.burrGrinder({ color: '#3a3f44', accent: C.terracotta }),
  },
  'semi-automatic-espresso-machine': {
    bg: BG.ice,
    body: e.espressoMachine({ color: '#b9c0c6', accent: C.charcoal }),
  },
  'gooseneck-electric-kettle': { bg: BG.blush, body: e.gooseneckKettle({ color: C.charcoal }) },
  'cold-brew-coffee-maker': { bg: BG.mint, body: e.coldBrewJar({ lid: C.forest }) },
  'travel-immersion-brewer': {
    bg: BG.butter,
    body: e.immersionBrewer({ color: '#7f8990', mug: C.coral }),
  },
  'stainless-hand-grinder': { bg: BG.stone, body: e.handGrinder() },

  // accessories
  'stoneware-mug': { bg: BG.blush, body: a.mug({ color: C.forest, glaze: '#efe2cc' }) },
  'digital-coffee-scale': { bg: BG.mint, body: a.scale({ color: '#2f3336' }) },
  'cone-paper-filters': { bg: BG.sky, body: a.coneFilters({ band: C.forest }) },
  'espresso-tamper': { bg: BG.sand, body: a.tamper() },
  'airtight-coffee-canister': { bg: BG.sage, body: a.canister({ color: C.terracotta }) },
  'milk-frothing-pitcher': { bg: BG.lilac, body: a.milkPitcher() },
  'insulated-travel-tumbler': { bg: BG.peach, body: a.tumbler({ color: C.teal }) },
  'espresso-knock-box': { bg: BG.butter, body: a.knockBox() },
  'double-wall-glass-cups': { bg: BG.rose, body: a.glassCups() },
  'reusable-stainless-filter': { bg: BG.ice, body: a.meshFilter({ mugColor: C.navy }) },

  // gift sets
  'coffee-lovers-gift-box': {
    bg: BG.butter,
    body: p.giftTray({
      box: C.forest,
      ribbon: C.gold,
      items:
        mini(
          { color: C.teal, title: 'ETHIOPIA', roast: 1 },
          { s: 0.5, dx: -62, dy: -72, rotate: -6 },
        ) +
        mini(
          { color: C.charcoal, label: C.terracotta, title: 'ESPRESSO', roast: 4 },
          { s: 0.5, dx: 62, dy: -72, rotate: 6 },
        ) +
        mini({ color: C.terracotta, title: 'HOUSE', roast: 3 }, { s: 0.54, dy: -76 }),
    }),
  },
  'world-tour-sampler': {
    bg: BG.sky,
    body: p.giftTray({
      box: '#c8a070',
      ribbon: C.navy,
      items: [
        [C.teal, 'ETHIOPIA', -64, -112],
        [C.burgundy, 'KENYA', 0, -116],
        [C.forest, 'GUATEMALA', 64, -112],
        [C.terracotta, 'COLOMBIA', -70, -70],
        [C.charcoal, 'SUMATRA', 0, -66],
        [C.gold, 'BRAZIL', 70, -70],
      ]
        .map(([color, title, dx, dy]) => mini({ color, title, roast: 3 }, { s: 0.36, dx, dy }))
        .join(''),
    }),
  },
  'espresso-starter-gift-set': {
    bg: BG.blush,
    body: p.giftTray({
      box: C.charcoal,
      ribbon: C.terracotta,
      items:
        mini(
          { style: 'window', color: C.charcoal, label: C.terracotta, title: 'ESPRESSO', roast: 4 },
          { s: 0.56, dx: -60, dy: -72 },
        ) +
        place(a.tamper({ beans: false }), { s: 0.5, dx: 74, dy: -84 }) +
        place(a.glassCups(), { s: 0.36, dx: 16, dy: -96 }),
    }),
  },
  'pour-over-gift-set': {
    bg: BG.peach,
    body: p.giftTray({
      box: C.teal,
      ribbon: C.cream,
      items:
        place(a.coneFilters({ band: C.terracotta }), { s: 0.42, dx: 74, dy: -96 }) +
        mini({ color: C.teal, title: 'ETHIOPIA', roast: 1 }, { s: 0.5, dx: -66, dy: -78 }) +
        place(e.pourOver({ color: '#5b8fb9', server: false }), { s: 0.56, dx: 8, dy: -48 }),
    }),
  },
  'holiday-blend-gift-tin': {
    bg: BG.cream,
    body: p.giftTin({
      color: C.burgundy,
      lid: C.forest,
      accent: '#f1d7a0',
      ribbon: C.gold,
      title: 'Holiday',
    }),
  },
  'mug-and-beans-gift-set': {
    bg: BG.mint,
    body: p.giftTray({
      box: '#c8a070',
      ribbon: C.terracotta,
      items:
        mini(
          { color: C.terracotta, title: 'HOUSE', subtitle: 'BLEND', roast: 3 },
          { s: 0.6, dx: -56, dy: -70 },
        ) +
        place(a.mug({ color: C.forest, glaze: '#efe2cc', hot: false }), {
          s: 0.62,
          dx: 62,
          dy: -70,
        }),
    }),
  },
  'cold-brew-gift-kit': {
    bg: BG.ice,
    body: p.giftTray({
      box: C.blue,
      ribbon: C.cream,
      items:
        place(e.coldBrewJar({ lid: C.navy }), { s: 0.6, dx: -52, dy: -70 }) +
        mini(
          { style: 'band', color: C.blue, title: 'COLD BREW', roast: 4 },
          { s: 0.56, dx: 62, dy: -70 },
        ),
    }),
  },

  // cold brew
  'classic-cold-brew-concentrate': {
    bg: BG.sky,
    body: p.bottle({
      color: C.navy,
      cap: C.terracotta,
      title: 'COLD BREW',
      subtitle: 'CONCENTRATE',
    }),
  },
  'nitro-cold-brew-cans': {
    bg: BG.lilac,
    body: p.canTrio({ color: C.charcoal, band: C.gold, title: 'NITRO' }),
  },
  'vanilla-oat-cold-brew': {
    bg: BG.sand,
    body: p.canTrio({ color: '#efe0c4', band: C.caramel, title: 'VANILLA' }),
  },
  'coarse-ground-cold-brew-blend': {
    bg: BG.ice,
    body: place(
      p.bag({
        style: 'band',
        color: C.blue,
        title: 'COLD BREW',
        subtitle: 'COARSE GROUND · 2 LB',
        roast: 4,
        foot: 'BLEND',
      }),
      { s: 1.04 },
    ),
  },
  'cold-brew-pitcher-packs': {
    bg: BG.mint,
    body:
      place(
        p.bag({ color: C.teal, title: 'PITCHER', subtitle: 'PACKS', roast: 4, foot: '12 PACKS' }),
        { s: 0.86, dx: -44 },
      ) +
      p.filterPack(300, 292, 10) +
      p.filterPack(250, 304, -8),
  },
  'mocha-cold-brew-bottles': {
    bg: BG.blush,
    body: p.bottleTrio({ liquid: '#5a3522', cap: C.terracotta, label: C.cream, title: 'MOCHA' }),
  },
  'black-cold-brew-case': {
    bg: BG.sand,
    body: p.canCase({
      color: C.charcoal,
      band: C.navy,
      title: 'BLACK COLD BREW',
      subtitle: '12 CANS',
    }),
  },

  // deals
  'bean-lovers-bundle': {
    bg: BG.peach,
    body:
      mini(
        { color: C.terracotta, title: 'COLOMBIA', roast: 3 },
        { s: 0.7, dx: -78, dy: -6, rotate: -4 },
      ) +
      mini(
        { color: C.charcoal, label: '#ecd9b6', title: 'SUMATRA', roast: 5 },
        { s: 0.7, dx: 78, dy: -6, rotate: 4 },
      ) +
      mini({ style: 'band', color: C.forest, title: 'GUATEMALA', roast: 3 }, { s: 0.78 }) +
      p.dealTag('SAVE', { cx: 334, cy: 82 }),
  },
  'espresso-essentials-bundle': {
    bg: BG.stone,
    body:
      mini(
        { style: 'window', color: C.charcoal, label: C.terracotta, title: 'ESPRESSO', roast: 4 },
        { s: 0.66, dx: -70 },
      ) +
      place(a.milkPitcher(), { s: 0.6, dx: 82 }) +
      place(a.tamper({ beans: false }), { s: 0.52, dx: 12 }) +
      p.dealTag('SAVE', { cx: 330, cy: 84 }),
  },
  'brew-starter-kit': {
    bg: BG.sage,
    body:
      place(e.frenchPress({ accent: C.terracotta }), { s: 0.78, dx: -64 }) +
      mini({ color: C.terracotta, title: 'COLOMBIA', roast: 3 }, { s: 0.56, dx: 52 }) +
      mini({ color: C.charcoal, title: 'FRENCH', roast: 5 }, { s: 0.56, dx: 112, dy: 2 }) +
      p.dealTag('KIT', { cx: 330, cy: 84 }),
  },
  'ground-coffee-value-pack': {
    bg: BG.butter,
    body:
      [
        [C.terracotta, C.charcoal, 'HOUSE', -108],
        [C.charcoal, C.terracotta, 'FRENCH', -36],
        [C.caramel, '#5a3522', 'HAZELNUT', 36],
        [C.navy, C.mustard, 'DECAF', 108],
      ]
        .map(([color, lid, title, dx]) =>
          place(p.tin({ color, lid, title, roast: 3, scoop: false, foot: '' }), { s: 0.5, dx }),
        )
        .join('') + p.dealTag('VALUE', { cx: 330, cy: 84 }),
  },
  'cold-brew-weekend-pack': {
    bg: BG.ice,
    body:
      place(p.bottle({ color: C.navy, cap: C.terracotta, title: 'COLD BREW', glass: false }), {
        s: 0.9,
        dx: -40,
      }) +
      place(p.can(200, { color: C.charcoal, band: C.gold, title: 'NITRO' }), { s: 0.9, dx: 58 }) +
      place(p.can(200, { color: C.charcoal, band: C.gold, title: 'NITRO' }), { s: 0.9, dx: 116 }) +
      p.dealTag('SAVE', { cx: 96, cy: 90 }),
  },
  'last-call-autumn-roast': {
    bg: BG.peach,
    body:
      beanBag({ color: C.rust, title: 'AUTUMN', subtitle: 'SEASONAL ROAST', roast: 3 }) +
      p.dealTag('SALE', { cx: 332, cy: 84 }),
  },
  'mug-duo-deal': {
    bg: BG.rose,
    body:
      place(a.mug({ color: C.forest, glaze: '#efe2cc', hot: false }), { s: 0.74, dx: -66 }) +
      place(a.mug({ color: C.terracotta, glaze: '#f6dcc8' }), { s: 0.74, dx: 66 }) +
      p.dealTag('DUO', { cx: 330, cy: 84 }),
  },

  // subscriptions
  'roasters-choice-monthly': {
    bg: BG.sand,
    body: p.mailerBox({
      badge: C.terracotta,
      bags:
        mini({ color: C.teal, title: 'ORIGIN', roast: 2 }, { s: 0.52, dx: -44, dy: -92 }) +
        mini({ color: C.terracotta, title: 'BLEND', roast: 3 }, { s: 0.52, dx: 44, dy: -88 }),
    }),
  },
  'espresso-lovers-subscription': {
    bg: BG.stone,
    body: p.mailerBox({
      badge: C.charcoal,
      bags:
        mini(
          { style: 'window', color: C.charcoal, label: C.terracotta, title: 'ESPRESSO', roast: 4 },
          { s: 0.52, dx: -44, dy: -92 },
        ) + mini({ color: C.burgundy, title: 'MILANO', roast: 5 }, { s: 0.52, dx: 44, dy: -88 }),
    }),
  },
  'single-origin-explorer-subscription': {
    bg: BG.mint,
    body: p.mailerBox({
      badge: C.teal,
      bags:
        mini(
          { style: 'band', color: C.burgundy, title: 'KENYA', roast: 2 },
          { s: 0.52, dx: -44, dy: -92 },
        ) +
        mini(
          { style: 'band', color: C.olive, title: 'PERU', roast: 3 },
          { s: 0.52, dx: 44, dy: -88 },
        ),
    }),
  },
};
