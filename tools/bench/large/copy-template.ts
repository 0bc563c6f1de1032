// `tsx copy-template.ts <adminUrl> <name> <size> <seed>`: the scale data's
// template copied into database <name> by the API's own copyScaleTemplate
// (it checks the template's marker, and copies its files whole). Run by
// database.mjs through the API's tsx, so the bench copies as docs/scale.md says.
import { copyScaleTemplate } from '../../../api/scripts/seed-scale/template';
import type { SizeName } from '../../../api/scripts/seed-scale/sizes';

const [adminUrl, name, size, seed] = process.argv.slice(2);
if (!adminUrl || !name || !size || !seed) {
  console.error('usage: tsx copy-template.ts <adminUrl> <name> <size> <seed>');
  process.exit(2);
}

copyScaleTemplate(adminUrl, name, { size: size as SizeName, seed: Number(seed) }).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
