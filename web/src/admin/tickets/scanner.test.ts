import { afterEach, describe, expect, test, vi } from 'vitest';
import { createFrameReader } from './scanner';

describe('the camera reader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("the browser's BarcodeDetector reads QR codes when it is there", async () => {
    const detect = vi.fn(async () => [{ rawValue: 'K7QF2M9X.0123456789abcdef' }]);
    const formats: string[][] = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        constructor(options: { formats: string[] }) {
          formats.push(options.formats);
        }
        detect = detect;
      },
    );
    const read = await createFrameReader();
    const video = document.createElement('video');
    expect(await read(video)).toBe('K7QF2M9X.0123456789abcdef');
    expect(formats).toEqual([['qr_code']]);
    expect(detect).toHaveBeenCalledWith(video);
  });

  test('without it, jsQR is loaded and a frame not yet playing reads as nothing', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    const read = await createFrameReader();
    expect(await read(document.createElement('video'))).toBeNull();
  });
});
