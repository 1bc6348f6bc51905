/** True for a HEIC/HEIF photo (iPhone default), which the API cannot read: it is converted to JPEG first. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** photo.heic → photo.jpg */
export function jpegName(name: string): string {
  return name.replace(/\.[^.]+$/, '') + '.jpg';
}

/** heic2any is large: it is loaded only when a HEIC photo is chosen. */
export async function toUploadable(file: File): Promise<File> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 });
  const blob = Array.isArray(converted) ? converted[0] : converted;
  if (!blob) throw new Error('The HEIC photo could not be converted to JPEG');
  return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
}
