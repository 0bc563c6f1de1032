// pnpm --dir api art: draws the seeded catalogue's SVG art as the WebP
// pictures the seed points at. A browser builds a whole document for every
// SVG picture on its main thread; at home's 16 pictures that held the first
// paint back about 100 ms (pnpm bench, 4x CPU). A raster picture is decoded
// off the main thread, as an operator's uploaded photo is. The SVG files stay,
// as the source and for databases seeded before.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ASSETS = path.resolve(import.meta.dirname, '../assets');
// Sharp at 1.5x the largest card (320 px) and 2x a category tile.
const SIZE = 480;
const QUALITY = 80;

for (const folder of ['categories', 'products']) {
  const dir = path.join(ASSETS, folder);
  const sources = (await readdir(dir)).filter(
    (file) => file.endsWith('.svg') && !file.startsWith('placeholder'),
  );
  for (const file of sources) {
    await sharp(path.join(dir, file), { density: 144 })
      .resize(SIZE, SIZE)
      .webp({ quality: QUALITY })
      .toFile(path.join(dir, file.replace(/\.svg$/, '.webp')));
  }
  console.log(`${folder}: ${sources.length} pictures`);
}
