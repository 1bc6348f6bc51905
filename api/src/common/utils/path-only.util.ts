/** A request URL without its query string, which may hold a created value or an email: what logs may show. */
export function pathOnly(url: string | undefined): string {
  return url === undefined ? '?' : url.split('?', 1)[0]!;
}
