import { describe, expect, it } from 'vitest';

import { isHeic, jpegName } from './upload';

describe('upload helpers', () => {
  it('recognises HEIC photos by type, or by name when the browser gives no type', () => {
    expect(isHeic({ name: 'IMG_1.HEIC', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'IMG_1.heif', type: '' })).toBe(true);
    expect(isHeic({ name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isHeic({ name: 'IMG_1.HEIC', type: 'image/jpeg' })).toBe(false);
  });

  it('names the converted JPEG after the photo', () => {
    expect(jpegName('IMG_1.HEIC')).toBe('IMG_1.jpg');
    expect(jpegName('nails')).toBe('nails.jpg');
  });
});
