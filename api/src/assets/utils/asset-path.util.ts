import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The checked path (relative to `root`) of a requested asset, or null when the request could name anything
 * outside `root`: empty, absolute, backslashes, NUL, `.`/`..` or hidden segments.
 */
export function safeAssetPath(requested: string): string | null {
  if (!requested || requested.length > 512 || /[\\\0]/.test(requested) || requested.startsWith('/'))
    return null;
  const segments = requested.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return segments.join(sep);
}

/**
 * Resolves a requested asset to a regular file inside `root`, following symlinks only when their target is
 * still inside `root`. Returns the path relative to the real root, or null.
 */
export async function findAsset(
  root: string,
  requested: string,
): Promise<{ root: string; file: string } | null> {
  const safe = safeAssetPath(requested);
  if (!safe) return null;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(resolve(realRoot, safe));
    const inside = relative(realRoot, real);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
    if (!(await stat(real)).isFile()) return null;
    return { root: realRoot, file: inside };
  } catch {
    return null;
  }
}
