import type { ProfileDetails, Shipping } from '@telehealth/schemas';
import type { EntityManager } from 'typeorm';

/**
 * The customer's details on file: their saved profile (`users.profile`), else the shipping of their newest paid
 * order (what the profile page shows until they save it); null when there is neither.
 */
export async function detailsOnFile(
  manager: EntityManager,
  tenantId: number,
  userId: number,
): Promise<ProfileDetails | null> {
  const [user] = (await manager.query(`SELECT profile FROM users WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    userId,
  ])) as { profile: ProfileDetails | null }[];
  if (user?.profile) return user.profile;
  const [order] = (await manager.query(
    `SELECT shipping FROM orders
      WHERE tenant_id = $1 AND user_id = $2 AND original_order_id IS NULL AND shipping IS NOT NULL
        AND paid_at IS NOT NULL
      ORDER BY paid_at DESC, id DESC LIMIT 1`,
    [tenantId, userId],
  )) as { shipping: Shipping }[];
  return order ? detailsOfShipping(order.shipping) : null;
}

/** The profile details an order's shipping names (its email is the order's, not the login's). */
export function detailsOfShipping({ firstName, lastName, phone, address }: Shipping): ProfileDetails {
  return { firstName, lastName, phone, address };
}

/** Text compared the way a person reads it: case, and spaces at the ends or doubled between words, do not count. */
const plain = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What `next` changes of the details on file, in words ('name', 'phone', 'shipping address'), compared as a person
 * reads them (case and spacing aside, the phone by its digits); with no details on file, all of them.
 */
export function changedDetails(onFile: ProfileDetails | null, next: ProfileDetails): string[] {
  if (!onFile) return ['name', 'phone', 'shipping address'];
  const changed: string[] = [];
  if (plain(onFile.firstName) !== plain(next.firstName) || plain(onFile.lastName) !== plain(next.lastName)) {
    changed.push('name');
  }
  if (onFile.phone.replace(/\D/g, '') !== next.phone.replace(/\D/g, '')) changed.push('phone');
  const [a, b] = [onFile.address, next.address];
  if (
    plain(a.line1) !== plain(b.line1) ||
    plain(a.line2) !== plain(b.line2) ||
    plain(a.city) !== plain(b.city) ||
    a.state !== b.state ||
    plain(a.postalCode) !== plain(b.postalCode)
  ) {
    changed.push('shipping address');
  }
  return changed;
}

/** 'a', 'a or b', 'a, b or c'. */
export function listedWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}
