import type { Handler } from './http';

/** A route's handler, imported on its first request: a cold start loads only what the request needs. */
type LazyHandler = () => Promise<Handler>;

/**
 * The API's paths: every path the one API function answers (src/functions/api.ts) and its handler in
 * handlers/. Each handler lists its own methods (`route`: 405 with Allow for the rest) and wraps them in
 * who may call them (`adminOnly`, `signedIn`) and whether the CDN keeps them (`cdnCached`); those wrappers
 * record what they wrap, and __tests__/route-map.test.ts shows the whole map, a line per method.
 */
export const API_ROUTES: Record<string, LazyHandler> = {
  // Jobs
  '/api/jobs': () => import('./handlers/jobs').then((m) => m.jobsCollection),
  // Before /api/jobs/:id, which would take them as ids.
  '/api/jobs/search': () => import('./handlers/job-search').then((m) => m.jobSearch),
  '/api/jobs/results': () => import('./handlers/job-search').then((m) => m.jobResults),
  // A searched /jobs address, rewritten to the function (netlify.toml), which sees the address asked for.
  '/jobs': () => import('./handlers/job-search').then((m) => m.jobResults),
  '/api/jobs/:id': () => import('./handlers/jobs').then((m) => m.jobItem),
  '/api/admin/jobs': () => import('./handlers/jobs').then((m) => m.adminJobs),
  '/api/admin/jobs/incomplete-adverts': () => import('./handlers/jobs').then((m) => m.adminIncompleteAdverts),

  // Blog posts, the Word import and LinkedIn
  '/api/blog': () => import('./handlers/blog').then((m) => m.blogCollection),
  '/api/blog/:slug': () => import('./handlers/blog').then((m) => m.blogItem),
  '/api/admin/posts': () => import('./handlers/blog').then((m) => m.adminPosts),
  '/api/admin/preview': () => import('./handlers/blog').then((m) => m.adminPostPreview),
  '/api/admin/preview-blogs': () => import('./handlers/blog-import').then((m) => m.previewBlogs),
  '/api/admin/upload-blogs': () => import('./handlers/blog-import').then((m) => m.uploadBlogs),
  '/api/admin/publish-previewed-blogs': () => import('./handlers/blog-import').then((m) => m.publishPreviewedBlogs),
  '/api/blog/:id/post-linkedin': () => import('./handlers/linkedin').then((m) => m.blogPostLinkedIn),

  // Comments
  '/api/comments': () => import('./handlers/comments').then((m) => m.commentsCollection),
  '/api/comments/:blogPostId': () => import('./handlers/comments').then((m) => m.commentsForPost),
  '/api/comments/:blogPostId/page': () => import('./handlers/comments').then((m) => m.commentsPage),
  '/api/comments/:id/approve': () => import('./handlers/comments').then((m) => m.commentApprove),
  '/api/admin/comments': () => import('./handlers/comments').then((m) => m.adminComments),

  // Applications, CVs and staged uploads
  '/api/applications': () => import('./handlers/applications').then((m) => m.applicationsCollection),
  '/api/applications/:id': () => import('./handlers/applications').then((m) => m.applicationItem),
  '/api/applications/:id/status': () => import('./handlers/applications').then((m) => m.applicationStatus),
  '/api/applications/:id/unsuccessful-email': () => import('./handlers/applications').then((m) => m.applicationUnsuccessfulEmail),
  '/api/applications/:id/cv': () => import('./handlers/applications').then((m) => m.applicationCv),
  '/api/application-status/:token': () => import('./handlers/application-status').then((m) => m.applicationStanding),
  '/api/application-status/:token/withdraw': () => import('./handlers/application-status').then((m) => m.applicationWithdrawal),
  '/api/uploads': () => import('./handlers/uploads').then((m) => m.uploadsCollection),
  '/api/uploads/:id/parts/:part': () => import('./handlers/uploads').then((m) => m.uploadPart),

  // Registering without a job (docs/decisions/people.md)
  '/api/registrations': () => import('./handlers/registrations').then((m) => m.registrationsCollection),
  '/api/keep-details/renew': () => import('./handlers/keep-details').then((m) => m.keepDetailsRenew),

  // "My data": a person's own records, reached with a link emailed to them (docs/decisions/people.md)
  '/api/my': () => import('./handlers/my-data').then((m) => m.myDataItem),
  '/api/my/sign-in-link': () => import('./handlers/my-data').then((m) => m.mySignInLink),
  '/api/my/sign-in': () => import('./handlers/my-data').then((m) => m.mySignIn),
  '/api/my/sign-out': () => import('./handlers/my-data').then((m) => m.mySignOut),
  '/api/my/consents/:kind/:action': () => import('./handlers/my-data').then((m) => m.myConsent),
  '/api/my/preferences': () => import('./handlers/my-data').then((m) => m.myPreferences),
  '/api/my/hide-from': () => import('./handlers/my-data').then((m) => m.myHideFrom),
  '/api/my/cv': () => import('./handlers/my-data').then((m) => m.myCv),
  '/api/my/download': () => import('./handlers/my-data').then((m) => m.myDownload),
  '/api/my/erasure': () => import('./handlers/my-data').then((m) => m.myErasure),

  // Introductions: the candidate asked first, the reviewer's link, the ledger (docs/decisions/introductions.md)
  '/api/admin/introductions': () => import('./handlers/introductions').then((m) => m.adminIntroductions),
  '/api/admin/introductions/:id/unsuccessful-email': () =>
    import('./handlers/introductions').then((m) => m.adminIntroductionUnsuccessfulEmail),
  '/api/admin/shortlists': () => import('./handlers/introductions').then((m) => m.adminShortlists),
  '/api/admin/shortlists/:id': () => import('./handlers/introductions').then((m) => m.adminShortlistItem),
  '/api/introductions/:token': () => import('./handlers/introductions').then((m) => m.consentLink),
  '/api/shortlists/:token': () => import('./handlers/introductions').then((m) => m.shortlistLink),
  '/api/shortlists/:token/cv/:id': () => import('./handlers/introductions').then((m) => m.shortlistCvFile),
  '/api/shortlists/:token/decisions/:id': () => import('./handlers/introductions').then((m) => m.shortlistDecision),

  // Enquiries
  '/api/briefs': () => import('./handlers/briefs').then((m) => m.briefsCollection),
  '/api/briefs/confirm': () => import('./handlers/briefs').then((m) => m.briefConfirm),
  '/api/admin/clients': () => import('./handlers/clients-admin').then((m) => m.adminClients),
  '/api/admin/clients/:id/records': () => import('./handlers/inspection').then((m) => m.adminClientRecords),
  '/api/admin/briefs/:id/status': () => import('./handlers/clients-admin').then((m) => m.adminBriefStatus),
  '/api/admin/briefs/:id/draft-job': () => import('./handlers/clients-admin').then((m) => m.adminBriefDraftJob),
  '/api/admin/agreements': () => import('./handlers/clients-admin').then((m) => m.adminAgreements),
  // Interviews, offers and placements (docs/decisions/placements.md)
  '/api/interviews/slots': () => import('./handlers/interview-slots').then((m) => m.interviewSlots),
  '/api/admin/interviews': () => import('./handlers/placements-admin').then((m) => m.adminInterviews),
  '/api/admin/interviews/:id/reschedule': () => import('./handlers/placements-admin').then((m) => m.adminInterviewReschedule),
  '/api/admin/interviews/:id/cancel': () => import('./handlers/placements-admin').then((m) => m.adminInterviewCancel),
  '/api/admin/interviews/:id/feedback': () => import('./handlers/placements-admin').then((m) => m.adminInterviewFeedback),
  '/api/admin/offers': () => import('./handlers/placements-admin').then((m) => m.adminOffers),
  '/api/admin/offers/:id/send': () => import('./handlers/placements-admin').then((m) => m.adminOfferSend),
  '/api/admin/offers/:id/accepted': () => import('./handlers/placements-admin').then((m) => m.adminOfferAccepted),
  '/api/admin/placements': () => import('./handlers/placements-admin').then((m) => m.adminPlacements),
  '/api/admin/placements/export': () => import('./handlers/placements-export').then((m) => m.adminPlacementsExport),
  '/api/admin/placements/:id/left': () => import('./handlers/placements-admin').then((m) => m.adminPlacementLeft),
  '/api/admin/placements/:id/paid': () => import('./handlers/placements-admin').then((m) => m.adminPlacementPaid),
  '/api/admin/retained-fees': () => import('./handlers/placements-admin').then((m) => m.adminRetainedFees),
  '/api/admin/retained-fees/:id/paid': () => import('./handlers/placements-admin').then((m) => m.adminRetainedFeePaid),
  '/api/contacts': () => import('./handlers/contacts').then((m) => m.contactsCollection),
  '/api/contacts/:id': () => import('./handlers/contacts').then((m) => m.contactItem),
  '/api/contacts/:id/complaint': () => import('./handlers/contacts').then((m) => m.contactComplaint),
  '/api/contacts/:id/status': () => import('./handlers/contacts').then((m) => m.contactStatus),

  // Job alerts (the links in their emails are pages the API writes)
  '/api/job-alerts': () => import('./handlers/job-alerts').then((m) => m.jobAlertsCollection),
  '/api/job-alerts/confirm': () => import('./handlers/job-alerts').then((m) => m.jobAlertConfirm),
  '/api/job-alerts/manage': () => import('./handlers/job-alerts').then((m) => m.jobAlertManage),
  '/api/job-alerts/unsubscribe': () => import('./handlers/job-alerts').then((m) => m.jobAlertUnsubscribe),
  '/api/admin/job-alerts': () => import('./handlers/job-alerts-admin').then((m) => m.adminJobAlerts),
  '/api/admin/job-alerts/:id': () => import('./handlers/job-alerts-admin').then((m) => m.adminJobAlertItem),

  // Career quiz
  '/api/career-quiz/questions': () => import('./handlers/career-quiz').then((m) => m.quizQuestions),
  '/api/career-quiz/career-paths': () => import('./handlers/career-quiz').then((m) => m.quizCareerPaths),
  '/api/career-quiz/analyze': () => import('./handlers/career-quiz').then((m) => m.quizAnalyze),

  // Sign-in
  '/api/auth/login': () => import('./handlers/auth').then((m) => m.authLogin),
  '/api/auth/logout': () => import('./handlers/auth').then((m) => m.authLogout),
  '/api/auth/user': () => import('./handlers/auth').then((m) => m.authUser),
  '/api/auth/password-reset': () => import('./handlers/password-reset').then((m) => m.authPasswordReset),
  '/api/auth/new-password': () => import('./handlers/password-reset').then((m) => m.authNewPassword),
  '/api/auth/new-password/factors': () => import('./handlers/password-reset').then((m) => m.authResetFactors),
  '/api/auth/sessions': () => import('./handlers/sessions').then((m) => m.authSessions),
  '/api/auth/sessions/:id': () => import('./handlers/sessions').then((m) => m.authSessionItem),
  '/api/auth/second-factor': () => import('./handlers/second-factor').then((m) => m.authSecondFactor),
  '/api/auth/passkey': () => import('./handlers/second-factor').then((m) => m.authPasskey),
  '/api/auth/passkey/options': () => import('./handlers/second-factor').then((m) => m.authPasskeyOptions),

  // The admin's own sign-in factors (open while setting up the one the setting may require)
  '/api/auth/factors': () => import('./handlers/security-factors').then((m) => m.authFactors),
  '/api/auth/factors/totp': () => import('./handlers/security-factors').then((m) => m.authFactorsTotp),
  '/api/auth/factors/recovery-codes': () => import('./handlers/security-factors').then((m) => m.authRecoveryCodes),
  '/api/auth/factors/passkeys': () => import('./handlers/security-factors').then((m) => m.authPasskeys),
  '/api/auth/factors/passkeys/options': () => import('./handlers/security-factors').then((m) => m.authPasskeyRegistrationOptions),
  '/api/auth/factors/passkeys/:id': () => import('./handlers/security-factors').then((m) => m.authPasskeyItem),
  '/api/auth/security-settings': () => import('./handlers/security-factors').then((m) => m.authSecuritySettings),
  '/api/auth/reauthenticate': () => import('./handlers/security-factors').then((m) => m.authReauthenticate),
  '/api/auth/activity': () => import('./handlers/sessions').then((m) => m.authActivity),

  // Insights: page views counted with the visitor's consent
  '/api/insights/views': () => import('./handlers/insights').then((m) => m.pageViews),

  // The dashboard
  '/api/admin/overview': () => import('./handlers/admin-overview').then((m) => m.adminOverview),
  '/api/admin/insights': () => import('./handlers/insights-admin').then((m) => m.adminInsights),
  '/api/admin/notifications': () => import('./handlers/notifications').then((m) => m.adminNotifications),
  '/api/admin/export/:type/:format': () => import('./handlers/exports').then((m) => m.adminExport),
  '/api/admin/subject-requests': () => import('./handlers/subject-requests').then((m) => m.adminSubjectRequests),
  '/api/admin/subject-requests/:action': () => import('./handlers/subject-requests').then((m) => m.adminSubjectRequest),
  '/api/admin/data-requests': () => import('./handlers/subject-requests').then((m) => m.adminDataRequests),
  '/api/admin/data-requests/:id/steps': () => import('./handlers/subject-requests').then((m) => m.adminDataRequestStep),
  '/api/admin/rebuild': () => import('./handlers/site-rebuild').then((m) => m.adminRebuild),

  // People: one behind every record (docs/decisions/people.md); duplicates before :id, which would take it as an id
  '/api/admin/people': () => import('./handlers/people').then((m) => m.adminPeople),
  '/api/admin/people/duplicates': () => import('./handlers/people').then((m) => m.adminPeopleDuplicates),
  '/api/admin/people/:id': () => import('./handlers/people').then((m) => m.adminPerson),
  '/api/admin/people/:id/merge': () => import('./handlers/people').then((m) => m.adminPersonMerge),
  '/api/admin/people/:id/not-same': () => import('./handlers/people').then((m) => m.adminPersonNotSame),
  '/api/admin/people/:id/records': () => import('./handlers/inspection').then((m) => m.adminPersonRecords),

  // Netlify's deploy notifications (signed with NETLIFY_DEPLOY_WEBHOOK_SECRET)
  '/api/netlify/deploys': () => import('./handlers/site-rebuild').then((m) => m.netlifyDeploys),
};
