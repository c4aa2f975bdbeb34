// Photo step of `npm run build` (after `react-router build`): processes the operator's photos in
// content/photos/ into $BUILD_DIR/client/assets/photos/ (variants + manifest.json), which the server
// sends as immutable static files. Without photos it writes an empty manifest: the site shows its
// illustrations. `tsx scripts/build-photos.ts --list` prints the slot names and what each shows.
import { resolve } from 'node:path';
import { aspectLabel, photoAlt, photoSlotKind, photoSlotKinds } from '../app/site/site-image-data';
import { PHOTO_URL_PATH } from '../app/site/site-image-manifest';
import { siteImageSlots } from '../app/site/site-image-slots';
import { PhotoError, processPhotos } from './build-photos-process';

const slots = siteImageSlots();

if (process.argv.includes('--list')) {
  for (const slot of slots) {
    const { minWidth } = photoSlotKinds[photoSlotKind(slot.slot)];
    console.log(`${slot.slot.padEnd(24)} ${aspectLabel(slot)}, ab ${minWidth} px breit – ${photoAlt(slot.alt)}`);
  }
  process.exit(0);
}

const outDir = resolve(process.env.BUILD_DIR || 'build', 'client', `.${PHOTO_URL_PATH}`);
try {
  const manifest = await processPhotos({
    sourceDir: resolve('content/photos'),
    outDir,
    urlPath: PHOTO_URL_PATH,
    slots,
  });
  const processed = Object.keys(manifest.photos);
  console.log(
    processed.length
      ? `Fotos verarbeitet: ${processed.join(', ')}.`
      : 'Keine Fotos in content/photos/: die Seite zeigt die Illustrationen.',
  );
} catch (error) {
  if (!(error instanceof PhotoError)) throw error;
  console.error(`Foto-Fehler in content/photos/ – ${error.message}`);
  process.exit(1);
}
