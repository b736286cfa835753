// Booleans are stored as 0/1 and dates as ISO-8601 UTC text on both SQLite and PostgreSQL,
// so that one set of queries and migrations serves both dialects.
export type Flag = number;
export type Timestamp = string;
