import { describe, expect, it } from 'vitest';

import { isHeic, jpegName } from './upload';

describe('HEIC detection', () => {
  it('recognises HEIC and HEIF by type or name', () => {
    expect(isHeic({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'photo', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'id.jpg', type: 'image/jpeg' })).toBe(false);
  });
  it('names the converted file .jpg', () => {
    expect(jpegName('IMG_1.HEIC')).toBe('IMG_1.jpg');
  });
});
