const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL can be a row id (a UUID). Checked before querying, so a malformed
 * id answers the same 404 as an unknown one instead of a database error.
 */
export const isRowId = (id: string) => UUID_PATTERN.test(id);
