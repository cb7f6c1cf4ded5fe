#!/usr/bin/env node
// Draws the demo products' pictures into assets/products/<slug>.svg (plain Node, no dependencies).
//
//   node scripts/draw-product-art.mjs                 write every SVG
//   node scripts/draw-product-art.mjs --check         exit 1 if a file is missing or out of date
//   node scripts/draw-product-art.mjs --sheet F.html  also write a contact sheet of all images
//
// The SVGs are committed: they are the shop's product images. Change a drawing here, run this,
// and commit the regenerated files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { artwork } from './product-art/catalog.mjs';
import { frame } from './product-art/svg.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../assets/products');
const args = process.argv.slice(2);
const check = args.includes('--check');
const sheetIndex = args.indexOf('--sheet');

fs.mkdirSync(outDir, { recursive: true });
const stale = [];
let bytes = 0;
for (const [slug, { bg, body }] of Object.entries(artwork)) {
  const svg = frame(bg, body);
  const file = path.join(outDir, `${slug}.svg`);
  bytes += svg.length;
  if (check) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== svg) stale.push(slug);
  } else {
    fs.writeFileSync(file, svg);
  }
}
const known = new Set(Object.keys(artwork).map((slug) => `${slug}.svg`));
const orphans = fs.readdirSync(outDir).filter((f) => f.endsWith('.svg') && !known.has(f));

if (sheetIndex !== -1) {
  const target = path.resolve(args[sheetIndex + 1] ?? 'product-art-sheet.html');
  const cells = Object.keys(artwork)
    .map(
      (slug) =>
        `<figure><img src="file://${outDir}/${slug}.svg" alt=""><figcaption>${slug}</figcaption></figure>`,
    )
    .join('');
  fs.writeFileSync(
    target,
    `<!doctype html><meta charset="utf-8"><style>body{margin:16px;font:11px sans-serif;display:grid;grid-template-columns:repeat(8,1fr);gap:12px}figure{margin:0}img{width:100%;border-radius:8px;display:block}figcaption{margin-top:4px;color:#555;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}</style>${cells}`,
  );
  process.stdout.write(`contact sheet: ${target}\n`);
}

const count = Object.keys(artwork).length;
if (check) {
  if (stale.length || orphans.length) {
    process.stderr.write(
      `out of date: ${stale.join(', ') || '-'}; not drawn by this script: ${orphans.join(', ') || '-'}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`${count} product images are up to date\n`);
} else {
  for (const orphan of orphans)
    process.stderr.write(`warning: ${orphan} is not drawn by this script\n`);
  process.stdout.write(
    `${count} product images written to ${path.relative(process.cwd(), outDir)} (${Math.round(bytes / count)} bytes on average)\n`,
  );
}
