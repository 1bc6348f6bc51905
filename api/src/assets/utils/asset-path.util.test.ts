import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findAsset, safeAssetPath } from './asset-path.util.js';

describe('safeAssetPath', () => {
  it.each(['logo.svg', 'products/hero.png', 'a-b_c.1.webp'])('accepts %s', (path) => {
    expect(safeAssetPath(path)).toBe(join(...path.split('/')));
  });

  it.each([
    '',
    '../tenant.json',
    'a/../../b',
    './logo.svg',
    '/etc/passwd',
    'a//b',
    'a\\..\\b',
    'logo.svg\0.png',
    '.env',
  ])('refuses %j', (path) => {
    expect(safeAssetPath(path)).toBeNull();
  });
});

describe('findAsset', () => {
  let base: string;
  let root: string;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'telehealth-assets-'));
    root = join(base, 'tenants', '6', 'assets');
    await mkdir(join(root, 'products'), { recursive: true });
    await writeFile(join(root, 'logo.svg'), '<svg/>');
    await writeFile(join(root, 'products', 'hero.png'), 'png');
    await writeFile(join(base, 'tenants', '6', 'tenant.json'), '{}');
    await symlink(join(base, 'tenants', '6', 'tenant.json'), join(root, 'escape.json'));
    await symlink(join(root, 'logo.svg'), join(root, 'alias.svg'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('finds files inside the root', async () => {
    expect(await findAsset(root, 'logo.svg')).toEqual({ root, file: 'logo.svg' });
    expect(await findAsset(root, 'products/hero.png')).toEqual({ root, file: join('products', 'hero.png') });
  });

  it('follows a symlink that stays inside the root', async () => {
    expect(await findAsset(root, 'alias.svg')).toEqual({ root, file: 'logo.svg' });
  });

  it('refuses traversal, symlinks leading out, directories and missing files', async () => {
    for (const path of ['../tenant.json', 'escape.json', 'products', 'missing.svg']) {
      expect(await findAsset(root, path)).toBeNull();
    }
    expect(await findAsset(join(base, 'nope'), 'logo.svg')).toBeNull();
  });
});
