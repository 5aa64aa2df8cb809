/** A sort: a field of the entity, or `createdAt` / `updatedAt`. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}
