import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { tenantAssetsDir } from '@telehealth/flows';
import sharp from 'sharp';

/** A tenant logo as emails carry it: a PNG attached inline, since many mail apps (Gmail) do not show SVG. */
export interface EmailLogo {
  cid: string;
  filename: string;
  content: Buffer;
  contentType: 'image/png';
}

const ASSET_PATH = /^\/api\/assets\/([1-9]\d{0,9})\/([A-Za-z0-9][\w-]*\.(?:svg|png|jpe?g))$/;
const cache = new Map<string, Promise<EmailLogo | null>>();

/**
 * The tenant's logo (its `logos.primary`, an asset of flows/data/tenants/{id}/assets) as a PNG 360 px wide, made
 * once per process; null when the path is not such an asset or the file cannot be read, and the email shows the
 * brand's name instead.
 */
export function emailLogo(logoPath: string | undefined): Promise<EmailLogo | null> {
  if (!logoPath) return Promise.resolve(null);
  let logo = cache.get(logoPath);
  if (!logo) {
    logo = makeLogo(logoPath);
    cache.set(logoPath, logo);
  }
  return logo;
}

async function makeLogo(logoPath: string): Promise<EmailLogo | null> {
  const match = ASSET_PATH.exec(logoPath);
  if (!match) return null;
  try {
    const source = await readFile(join(tenantAssetsDir(Number(match[1])), match[2]!));
    const content = await sharp(source, { density: 300 }).resize({ width: 360 }).png().toBuffer();
    return { cid: `logo-${match[1]}@email`, filename: 'logo.png', content, contentType: 'image/png' };
  } catch {
    return null;
  }
}
