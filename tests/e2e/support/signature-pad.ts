// A patient's signature on a ride's pad in the drivers' app: a short stroke drawn with the mouse.
import type { Locator, Page } from '@playwright/test';

export async function drawSignature(page: Page, ride: Locator): Promise<void> {
  const pad = ride.getByTestId('unterschrift-feld');
  await pad.scrollIntoViewIfNeeded();
  const area = (await pad.boundingBox())!;
  await page.mouse.move(area.x + 30, area.y + 100);
  await page.mouse.down();
  await page.mouse.move(area.x + 120, area.y + 60, { steps: 8 });
  await page.mouse.move(area.x + 220, area.y + 120, { steps: 8 });
  await page.mouse.up();
}
