/** The largest id a row can have: the ids are PostgreSQL integers, which hold no more (2^31 - 1). */
export const MAX_RECORD_ID = 2_147_483_647;
