import { describe, expect, it } from 'vitest';
import type { Handler } from '../http';
import { routeMap } from '../route-map';
import { API_ROUTES } from '../routes';

/** Every route's handler, loaded as its first request would load it. */
async function loadedRoutes(): Promise<Record<string, Handler>> {
  return Object.fromEntries(await Promise.all(Object.entries(API_ROUTES).map(async ([path, load]) => [path, await load()] as const)));
}

describe('the API map', () => {
  // Who may call what, and what the CDN keeps: a change to any of it shows here in review.
  it('lists every method of every route, who may call it and whether the CDN keeps it', async () => {
    expect(routeMap(await loadedRoutes()).join('\n')).toMatchInlineSnapshot(`
      "GET /api/jobs public cdn
      POST /api/jobs admin
      GET /api/jobs/search public cdn
      GET /api/jobs/results public cdn
      GET /jobs public cdn
      GET /api/jobs/:id public cdn
      PUT /api/jobs/:id admin
      DELETE /api/jobs/:id admin
      GET /api/admin/jobs admin
      GET /api/admin/jobs/incomplete-adverts admin
      GET /api/blog public cdn
      POST /api/blog admin
      GET /api/blog/:slug public cdn
      PUT /api/blog/:slug admin
      DELETE /api/blog/:slug admin
      GET /api/admin/posts admin
      POST /api/admin/preview admin
      POST /api/admin/preview-blogs admin
      POST /api/admin/upload-blogs admin
      POST /api/admin/publish-previewed-blogs admin
      POST /api/blog/:id/post-linkedin admin
      POST /api/comments public
      GET /api/comments/:blogPostId public cdn
      DELETE /api/comments/:blogPostId admin
      GET /api/comments/:blogPostId/page public cdn
      PUT /api/comments/:id/approve admin
      GET /api/admin/comments admin
      GET /api/applications admin
      POST /api/applications public
      DELETE /api/applications/:id admin
      PUT /api/applications/:id/status admin
      GET /api/applications/:id/unsuccessful-email admin
      DELETE /api/applications/:id/unsuccessful-email admin
      GET /api/applications/:id/cv admin
      GET /api/application-status/:token public
      GET /api/application-status/:token/withdraw public
      POST /api/application-status/:token/withdraw public
      POST /api/uploads admin-uploads
      PUT /api/uploads/:id/parts/:part public
      POST /api/registrations public
      GET /api/keep-details/renew public
      POST /api/keep-details/renew public
      GET /api/my person
      POST /api/my/sign-in-link public
      GET /api/my/sign-in public
      POST /api/my/sign-in public
      POST /api/my/sign-out public
      POST /api/my/consents/:kind/:action person
      PUT /api/my/preferences person
      PUT /api/my/hide-from person
      PUT /api/my/cv person
      POST /api/my/download person
      POST /api/my/erasure person
      GET /api/admin/introductions admin
      POST /api/admin/introductions admin
      GET /api/admin/introductions/:id/unsuccessful-email admin
      POST /api/admin/introductions/:id/unsuccessful-email admin
      DELETE /api/admin/introductions/:id/unsuccessful-email admin
      GET /api/admin/shortlists admin
      POST /api/admin/shortlists admin
      DELETE /api/admin/shortlists/:id admin
      GET /api/introductions/:token public
      POST /api/introductions/:token public
      GET /api/shortlists/:token public
      GET /api/shortlists/:token/cv/:id public
      POST /api/shortlists/:token/decisions/:id public
      POST /api/briefs public
      GET /api/briefs/confirm public
      POST /api/briefs/confirm public
      GET /api/admin/clients admin
      GET /api/admin/clients/:id/records admin
      PUT /api/admin/briefs/:id/status admin
      POST /api/admin/briefs/:id/draft-job admin
      GET /api/admin/agreements admin
      POST /api/admin/agreements admin
      GET /api/interviews/slots public
      POST /api/interviews/slots public
      POST /api/admin/interviews admin
      POST /api/admin/interviews/:id/reschedule admin
      POST /api/admin/interviews/:id/cancel admin
      POST /api/admin/interviews/:id/feedback admin
      POST /api/admin/offers admin
      POST /api/admin/offers/:id/send admin
      POST /api/admin/offers/:id/accepted admin
      GET /api/admin/placements admin
      POST /api/admin/placements admin
      GET /api/admin/placements/export admin
      POST /api/admin/placements/:id/left admin
      POST /api/admin/placements/:id/paid admin
      GET /api/admin/retained-fees admin
      POST /api/admin/retained-fees/:id/paid admin
      GET /api/contacts admin
      POST /api/contacts public
      DELETE /api/contacts/:id admin
      PUT /api/contacts/:id/complaint admin
      PUT /api/contacts/:id/status admin
      POST /api/job-alerts public
      GET /api/job-alerts/confirm public
      POST /api/job-alerts/confirm public
      GET /api/job-alerts/manage public
      POST /api/job-alerts/manage public
      POST /api/job-alerts/unsubscribe public any-origin
      GET /api/job-alerts/unsubscribe public
      GET /api/admin/job-alerts admin
      DELETE /api/admin/job-alerts/:id admin
      GET /api/career-quiz/questions public cdn
      GET /api/career-quiz/career-paths public cdn
      POST /api/career-quiz/analyze public
      POST /api/auth/login public
      POST /api/auth/logout public
      GET /api/auth/user signed-in
      POST /api/auth/password-reset public
      GET /api/auth/new-password public
      POST /api/auth/new-password public
      POST /api/auth/new-password/factors public
      GET /api/auth/sessions signed-in
      DELETE /api/auth/sessions signed-in
      DELETE /api/auth/sessions/:id signed-in
      POST /api/auth/second-factor public
      POST /api/auth/passkey public
      POST /api/auth/passkey/options public
      GET /api/auth/factors admin-enrolling
      POST /api/auth/factors/totp admin-enrolling
      PUT /api/auth/factors/totp admin-enrolling
      DELETE /api/auth/factors/totp admin-enrolling
      POST /api/auth/factors/recovery-codes admin-enrolling
      POST /api/auth/factors/passkeys admin-enrolling
      POST /api/auth/factors/passkeys/options admin-enrolling
      DELETE /api/auth/factors/passkeys/:id admin-enrolling
      PUT /api/auth/security-settings admin-enrolling
      POST /api/auth/reauthenticate admin-enrolling
      GET /api/auth/activity signed-in
      POST /api/insights/views public
      GET /api/admin/overview admin
      GET /api/admin/insights admin
      GET /api/admin/notifications admin
      PUT /api/admin/notifications admin
      POST /api/admin/notifications admin
      GET /api/admin/export/:type/:format admin
      GET /api/admin/subject-requests admin
      POST /api/admin/subject-requests/:action admin
      GET /api/admin/data-requests admin
      POST /api/admin/data-requests admin
      POST /api/admin/data-requests/:id/steps admin
      GET /api/admin/rebuild admin
      POST /api/admin/rebuild admin
      GET /api/admin/people admin
      GET /api/admin/people/duplicates admin
      GET /api/admin/people/:id admin
      POST /api/admin/people/:id/merge admin
      POST /api/admin/people/:id/not-same admin
      GET /api/admin/people/:id/records admin
      POST /api/netlify/deploys netlify-signed"
    `);
  }, 60_000); // the first load of every handler module, with its transform

  it('refuses a route whose methods no wrapper recorded, so none is left off the map', () => {
    expect(() => routeMap({ '/api/unrecorded': () => new Response(null) })).toThrow(/not made by route/);
  });
});
