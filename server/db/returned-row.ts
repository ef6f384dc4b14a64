/** The row an `INSERT … RETURNING` gave back: an insert that did not throw returns exactly one. */
export function returnedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The database returned no row for an insert');
  return row;
}
