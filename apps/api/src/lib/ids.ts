const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a key from a path or a body is shaped like a uuid (any version), so it may be compared with a uuid column. */
export const isUuid = (value: string) => UUID.test(value);
