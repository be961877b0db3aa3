import { beforeAll } from 'vitest';
import { SITE_CLIENT_KEY } from '../../src/abuse/site-ceilings';
import { queryPreviewDatabase } from './e2e-database';

// Every browser file shares one preview database within one clock hour, so the site-wide ceilings
// (src/abuse/site-ceilings.ts) would count the whole suite's sends together: each file starts with the
// site's counts at zero, as if in an hour of its own. tests/api/site-ceilings.test.ts tests the ceilings.
beforeAll(async () => {
  await queryPreviewDatabase('delete from rate_limits where client_key = $1', [SITE_CLIENT_KEY]);
});
