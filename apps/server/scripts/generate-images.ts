/**
 * Generates the demo catalogue's images (kept in the repo, served from /images/catalog): one illustration per
 * category, per sub-category and per service, each a WebP under 40 KB, with its narrower and AVIF variants beside it
 * (packages/shared/src/images.ts), all from the same drawing. Run again after changing catalog-data.ts:
 *   npx tsx apps/server/scripts/generate-images.ts
 */
import * as icons from 'lucide-static';
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGE_WIDTH, variantName } from '@khidma/shared/images';
import { catalog } from '../src/db/seed/catalog-data';
import { serviceImageName } from '../src/db/seed/image-names';
import { encodeVariants } from '../src/lib/image-variants';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/catalog');
const WIDTH = DEMO_IMAGE_WIDTH;
const HEIGHT = 360;

const palettes: Record<string, [string, string]> = {
  'ac-services': ['#0ea5e9', '#1e3a8a'],
  plumbing: ['#14b8a6', '#134e4a'],
  electrical: ['#f59e0b', '#7c2d12'],
  cleaning: ['#a3e635', '#166534'],
  'appliance-repair': ['#818cf8', '#312e81'],
  carpentry: ['#d97706', '#451a03'],
  painting: ['#f472b6', '#831843'],
  'pest-control': ['#4ade80', '#14532d'],
};

const iconBySlug: Record<string, keyof typeof icons> = {
  'ac-services': 'AirVent',
  'ac-repair': 'Wrench',
  'ac-installation': 'Snowflake',
  'ac-cleaning': 'Wind',
  plumbing: 'Droplets',
  'pipe-repair': 'Wrench',
  'bathroom-fittings': 'ShowerHead',
  'water-heater': 'Heater',
  electrical: 'Zap',
  'wiring-sockets': 'Plug',
  'lighting-fans': 'Lightbulb',
  'electrical-panel': 'PlugZap',
  cleaning: 'Sparkles',
  'deep-cleaning': 'SprayCan',
  'kitchen-cleaning': 'CookingPot',
  'sofa-carpet': 'Sofa',
  'appliance-repair': 'Cog',
  'washing-machine': 'WashingMachine',
  refrigerator: 'Refrigerator',
  'oven-cooktop': 'Microwave',
  carpentry: 'Hammer',
  'furniture-assembly': 'Armchair',
  'door-window': 'DoorOpen',
  'custom-shelving': 'LibraryBig',
  painting: 'PaintRoller',
  'interior-painting': 'PaintRoller',
  'exterior-painting': 'House',
  'wallpaper-texture': 'Palette',
  'pest-control': 'Bug',
  'general-pest': 'BugOff',
  termite: 'ShieldCheck',
  'bed-bug': 'BedDouble',
};

/** The inner elements of a lucide icon (paths, circles...), drawn on a 24-unit grid. */
function iconBody(name: keyof typeof icons): string {
  const svg = icons[name] as unknown as string;
  return svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

function illustration(slug: string, palette: [string, string], variant: number): string {
  const [light, dark] = palette;
  const icon = iconBody(iconBySlug[slug] ?? 'Wrench');
  const angle = (variant * 47) % 360;
  const bubbles = [0, 1, 2, 3]
    .map((i) => {
      const x = (variant * 97 + i * 131) % WIDTH;
      const y = (variant * 53 + i * 89) % HEIGHT;
      const r = 40 + ((variant * 31 + i * 23) % 70);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + i * 0.03}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${bubbles}
  <rect x="${WIDTH / 2 - 90}" y="${HEIGHT / 2 - 90}" width="180" height="180" rx="40" fill="#ffffff" fill-opacity="0.94"/>
  <g transform="translate(${WIDTH / 2 - 60} ${HEIGHT / 2 - 60}) scale(5)" fill="none" stroke="${dark}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>
</svg>`;
}

/** Writes the drawing as `<stem>.webp` and its variants as `<stem>.<width>w.<format>`; answers the WebP's size. */
async function render(fileName: string, svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const webp = await sharp(data, { raw: info }).webp({ quality: 72, effort: 6 }).toBuffer();
  await writeFile(path.join(outDir, fileName), webp);
  const stem = fileName.slice(0, -'.webp'.length);
  for (const variant of await encodeVariants({ data, info })) {
    await writeFile(path.join(outDir, variantName(stem, variant)), variant.bytes);
  }
  return webp.length;
}

await mkdir(outDir, { recursive: true });
let largest = 0;
let count = 0;
for (const category of catalog) {
  const palette = palettes[category.slug];
  if (!palette) throw new Error(`No palette for ${category.slug}`);
  largest = Math.max(largest, await render(`${category.slug}.webp`, illustration(category.slug, palette, 0)));
  count++;
  for (const subCategory of category.subCategories) {
    largest = Math.max(largest, await render(`${subCategory.slug}.webp`, illustration(subCategory.slug, palette, 1)));
    count++;
    for (const [index] of subCategory.services.entries()) {
      const svg = illustration(subCategory.slug, palette, index + 2);
      largest = Math.max(largest, await render(serviceImageName(subCategory.slug, index), svg));
      count++;
    }
  }
}
console.log(`${count} images in ${outDir}, largest ${(largest / 1024).toFixed(1)} KB`);
