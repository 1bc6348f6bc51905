import { JoinColumn, ManyToOne, type ObjectType } from 'typeorm';

type ReferenceOptions = { nullable?: boolean; onDelete?: 'RESTRICT' | 'CASCADE' };

/**
 * A many-to-one relation through the foreign key column `column` (its constraint named by the naming strategy).
 * The referenced row cannot be deleted while rows refer to it (RESTRICT), unless `onDelete` is CASCADE. For a
 * reference table (tenants); a row of another tenant table is referenced with `ReferencesInTenant`.
 */
export function References<T>(
  target: () => ObjectType<T>,
  column: string,
  { nullable = false, onDelete = 'RESTRICT' }: ReferenceOptions = {},
): PropertyDecorator {
  const manyToOne = ManyToOne(target, { onDelete, nullable });
  const joinColumn = JoinColumn({ name: column });
  return (object, property) => {
    manyToOne(object, property);
    joinColumn(object, property);
  };
}

/**
 * A many-to-one relation to a row of the same tenant: the foreign key is `(tenant_id, column)` → the target's
 * `(tenant_id, id)` (its primary key), so a row can never point into another tenant, and both tables can be
 * distributed by tenant_id with the key kept (docs/scaling.md). `tenant_id` is shared by every such relation.
 */
export function ReferencesInTenant<T>(
  target: () => ObjectType<T>,
  column: string,
  { nullable = false, onDelete = 'RESTRICT' }: ReferenceOptions = {},
): PropertyDecorator {
  const manyToOne = ManyToOne(target, { onDelete, nullable });
  const joinColumn = JoinColumn([
    { name: 'tenant_id', referencedColumnName: 'tenantId' },
    { name: column, referencedColumnName: 'id' },
  ]);
  return (object, property) => {
    manyToOne(object, property);
    joinColumn(object, property);
  };
}
