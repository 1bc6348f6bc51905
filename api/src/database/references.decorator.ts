import { JoinColumn, ManyToOne, type ObjectType } from 'typeorm';

/**
 * A many-to-one relation through the foreign key column `column` (its constraint named by the naming strategy).
 * The referenced row cannot be deleted while rows refer to it (RESTRICT), unless `onDelete` is CASCADE.
 */
export function References<T>(
  target: () => ObjectType<T>,
  column: string,
  { nullable = false, onDelete = 'RESTRICT' }: { nullable?: boolean; onDelete?: 'RESTRICT' | 'CASCADE' } = {},
): PropertyDecorator {
  const manyToOne = ManyToOne(target, { onDelete, nullable });
  const joinColumn = JoinColumn({ name: column });
  return (object, property) => {
    manyToOne(object, property);
    joinColumn(object, property);
  };
}
