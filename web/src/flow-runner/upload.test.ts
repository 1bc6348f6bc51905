import { describe, expect, it } from 'vitest';

import { isHeic, jpegName, uploadFailureMessage } from './upload';

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

  it("shows the API's message for a refused upload, else 'Unknown error'", () => {
    expect(
      uploadFailureMessage(
        '{"statusCode":413,"error":"Payload Too Large","message":"File is larger than 10 MB"}',
      ),
    ).toBe('File is larger than 10 MB');
    expect(uploadFailureMessage('{"info":{"errorMessage":"Bad photo"}}')).toBe('Bad photo');
    expect(uploadFailureMessage('<html>gateway</html>')).toBe('Unknown error');
  });
});
