import { Column, CreateDateColumn } from 'typeorm';

// TypeScript requires a mixin's base to be constructible with `any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AbstractEntityClass = abstract new (...args: any[]) => object;

/**
 * The columns of a single-use emailed link (a password reset, an order claim), added to a tenant-owned base: the
 * sha256 of its token (hex; the token exists only in the email), when it expires, and when it was used (null while
 * usable).
 */
export function WithSingleUseLink<TBase extends AbstractEntityClass>(Base: TBase) {
  abstract class SingleUseLinkEntity extends Base {
    /** sha256 of the token, lower-case hex. */
    @Column({ name: 'token_hash', type: 'text' })
    tokenHash!: string;

    @Column({ name: 'expires_at', type: 'timestamptz' })
    expiresAt!: Date;

    @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
    usedAt!: Date | null;

    @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
    createdAt!: Date;
  }
  return SingleUseLinkEntity;
}
