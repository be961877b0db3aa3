import type { Config } from '@netlify/functions';
import { mailer } from '../api/after-answer';
import { json } from '../api/json';
import { netlifyFunction } from '../api/netlify';
import { getDb } from '../db/client';
import { deliverDueMail } from '../mail-delivery/deliver';
import { pruneOutbox } from '../notifications/outbox';

/** Every minute: retries mail whose send failed (with backoff) or was never attempted, and deletes old messages. */
export const outboxTick = async (): Promise<Response> => {
  const db = getDb();
  const result = await deliverDueMail(db, mailer());
  const pruned = await pruneOutbox(db);
  return json({ ...result, pruned });
};

export default netlifyFunction(outboxTick);

export const config: Config = { schedule: '* * * * *' };
