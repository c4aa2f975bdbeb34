// Reads a generated PDF back (pdfjs-dist, legacy build for Node) into its text, page by page, so tests
// can check what an invoice says. Items on one line are joined with spaces, lines with "\n".
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const lines: string[] = [];
    let current = '';
    let lastY: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      if (lastY !== null && Math.abs(y - lastY) > 2) {
        lines.push(current.trim());
        current = '';
      }
      current += (current && !current.endsWith(' ') ? ' ' : '') + item.str;
      lastY = y;
      if (item.hasEOL) {
        lines.push(current.trim());
        current = '';
        lastY = null;
      }
    }
    if (current.trim()) lines.push(current.trim());
    pages.push(lines.filter(Boolean).join('\n'));
  }
  await document.destroy();
  return pages.join('\n\f\n');
}

/** Every non-blank text item of a PDF with its page and position (PDF points, y from the bottom), for layout checks. */
export type PdfTextItem = { text: string; page: number; x: number; y: number; width: number; height: number };

export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const items: PdfTextItem[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    for (const item of (await (await document.getPage(number)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      items.push({
        text: item.str,
        page: number,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
        width: item.width,
        height: item.height,
      });
    }
  }
  await document.destroy();
  return items;
}
