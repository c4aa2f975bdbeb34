import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, imageSizeProblem } from './image-limits';

describe('imageSizeProblem', () => {
  it.each([
    // kind, width, height, expected (decision 254 for every limit)
    ['signature', 2304, 720, null], // the largest field the drivers' app draws (576 × 180 CSS px, ratio 4)
    ['signature', 360, 180, null], // a phone at ratio 1
    ['signature', 20, 20, null], // the smallest accepted side
    ['signature', 19, 180, IMAGE_MESSAGES.signatureTooSmall],
    ['signature', 600, 19, IMAGE_MESSAGES.signatureTooSmall],
    ['signature', 1, 1, IMAGE_MESSAGES.signatureTooSmall], // the 1 × 1 PNG billing counted as a signature
    ['signature', 4000, 1000, null], // at both limits
    ['signature', 4001, 200, IMAGE_MESSAGES.signatureTooLarge],
    ['signature', 3000, 1400, IMAGE_MESSAGES.signatureTooLarge], // each side ≤ 4 000, but over 4 MP
    ['signature', 50_000, 50_000, IMAGE_MESSAGES.signatureTooLarge], // issue 39's decompression bomb
    ['document', 4961, 7016, null], // A4 at 600 dpi
    ['document', 8000, 5000, null], // 40 MP exactly
    ['document', 8000, 5001, IMAGE_MESSAGES.documentTooLarge], // one row over 40 MP
    ['document', 10_000, 4000, null],
    ['document', 10_001, 100, IMAGE_MESSAGES.documentTooLarge],
    ['document', 100, 10_001, IMAGE_MESSAGES.documentTooLarge],
    ['document', 20, 1000, null],
    ['document', 19, 1000, IMAGE_MESSAGES.documentTooSmall],
    ['document', 50_000, 50_000, IMAGE_MESSAGES.documentTooLarge],
    // No size at all (a header that does not say): never decoded.
    ['document', Number.NaN, 100, IMAGE_MESSAGES.documentTooLarge],
    ['signature', 100, Number.POSITIVE_INFINITY, IMAGE_MESSAGES.signatureTooLarge],
  ] as const)('%s %d × %d → %j', (kind, width, height, expected) => {
    expect(imageSizeProblem(kind, width, height)).toBe(expected);
  });
});
