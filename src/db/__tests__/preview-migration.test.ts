import { describe, expect, it } from 'vitest';
import { previewMigrationRefusal } from '../local';

describe('previewMigrationRefusal', () => {
  it.each([
    ['a local run', {}],
    ['a production deploy', { NETLIFY: 'true', CONTEXT: 'production' }],
    ['a preview given its own database', { NETLIFY: 'true', CONTEXT: 'deploy-preview', MIGRATE_THIS_CONTEXT: 'true' }],
  ])('lets %s migrate', (_what, env) => {
    expect(previewMigrationRefusal(env)).toBeUndefined();
  });

  it.each(['deploy-preview', 'branch-deploy'])('refuses a %s build, which may hold the production DATABASE_URL', (context) => {
    expect(previewMigrationRefusal({ NETLIFY: 'true', CONTEXT: context })).toMatch(
      new RegExp(`^Not migrating in a Netlify ${context} build`),
    );
  });
});
