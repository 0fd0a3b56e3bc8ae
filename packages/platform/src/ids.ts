const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name a row keyed by UUID; anything else is simply not found. */
export const isUuid = (id: string) => UUID.test(id);
