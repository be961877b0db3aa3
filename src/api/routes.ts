import type { Handler } from './http';

/** A route's handler, imported on its first request: a cold start loads only what the request needs. */
type LazyHandler = () => Promise<Handler>;

/**
 * The API's map: every path the one API function answers (src/functions/api.ts) and its handler.
 * Each handler lists its own methods (`route`: 405 with Allow for the rest) and their options beside
 * their code: admin-only (`adminOnly`), kept by the CDN (`cdnCached`), body limits (`readJson`'s maxBytes).
 */
export const API_ROUTES: Record<string, LazyHandler> = {
  // Jobs
  '/api/jobs': () => import('./jobs').then((m) => m.jobsCollection),
  // Before /api/jobs/:id, which would take them as ids.
  '/api/jobs/search': () => import('./job-search').then((m) => m.jobSearch),
  '/api/jobs/results': () => import('./job-search').then((m) => m.jobResults),
  // A searched /jobs address, rewritten to the function (netlify.toml), which sees the address asked for.
  '/jobs': () => import('./job-search').then((m) => m.jobResults),
  '/api/jobs/:id': () => import('./jobs').then((m) => m.jobItem),
  '/api/admin/jobs': () => import('./jobs').then((m) => m.adminJobs),
  '/api/admin/jobs/incomplete-adverts': () => import('./jobs').then((m) => m.adminIncompleteAdverts),

  // Blog posts, the Word import and LinkedIn
  '/api/blog': () => import('./blog').then((m) => m.blogCollection),
  '/api/blog/:slug': () => import('./blog').then((m) => m.blogItem),
  '/api/admin/posts': () => import('./blog').then((m) => m.adminPosts),
  '/api/admin/preview': () => import('./blog').then((m) => m.adminPostPreview),
  '/api/admin/preview-blogs': () => import('./blog-import').then((m) => m.previewBlogs),
  '/api/admin/upload-blogs': () => import('./blog-import').then((m) => m.uploadBlogs),
  '/api/admin/publish-previewed-blogs': () => import('./blog-import').then((m) => m.publishPreviewedBlogs),
  '/api/blog/:id/post-linkedin': () => import('./linkedin').then((m) => m.blogPostLinkedIn),

  // Comments
  '/api/comments': () => import('./comments').then((m) => m.commentsCollection),
  '/api/comments/:blogPostId': () => import('./comments').then((m) => m.commentsForPost),
  '/api/comments/:blogPostId/page': () => import('./comments').then((m) => m.commentsPage),
  '/api/comments/:id/approve': () => import('./comments').then((m) => m.commentApprove),
  '/api/admin/comments': () => import('./comments').then((m) => m.adminComments),

  // Applications, CVs and staged uploads
  '/api/applications': () => import('./applications').then((m) => m.applicationsCollection),
  '/api/applications/:id': () => import('./applications').then((m) => m.applicationItem),
  '/api/applications/:id/status': () => import('./applications').then((m) => m.applicationStatus),
  '/api/applications/:id/unsuccessful-email': () => import('./applications').then((m) => m.applicationUnsuccessfulEmail),
  '/api/applications/:id/cv': () => import('./applications').then((m) => m.applicationCv),
  '/api/application-status/:token': () => import('./application-status').then((m) => m.applicationStanding),
  '/api/application-status/:token/withdraw': () => import('./application-status').then((m) => m.applicationWithdrawal),
  '/api/uploads': () => import('./uploads').then((m) => m.uploadsCollection),
  '/api/uploads/:id/parts/:part': () => import('./uploads').then((m) => m.uploadPart),

  // Enquiries
  '/api/briefs': () => import('./briefs').then((m) => m.briefsCollection),
  '/api/briefs/confirm': () => import('./briefs').then((m) => m.briefConfirm),
  '/api/admin/clients': () => import('./clients-admin').then((m) => m.adminClients),
  '/api/admin/briefs/:id/status': () => import('./clients-admin').then((m) => m.adminBriefStatus),
  '/api/admin/briefs/:id/draft-job': () => import('./clients-admin').then((m) => m.adminBriefDraftJob),
  '/api/admin/agreements': () => import('./clients-admin').then((m) => m.adminAgreements),
  '/api/contacts': () => import('./contacts').then((m) => m.contactsCollection),
  '/api/contacts/:id': () => import('./contacts').then((m) => m.contactItem),
  '/api/contacts/:id/complaint': () => import('./contacts').then((m) => m.contactComplaint),
  '/api/contacts/:id/status': () => import('./contacts').then((m) => m.contactStatus),

  // Job alerts (the links in their emails are pages the API writes)
  '/api/job-alerts': () => import('./job-alerts').then((m) => m.jobAlertsCollection),
  '/api/job-alerts/confirm': () => import('./job-alerts').then((m) => m.jobAlertConfirm),
  '/api/job-alerts/manage': () => import('./job-alerts').then((m) => m.jobAlertManage),
  '/api/job-alerts/unsubscribe': () => import('./job-alerts').then((m) => m.jobAlertUnsubscribe),
  '/api/admin/job-alerts': () => import('./job-alerts-admin').then((m) => m.adminJobAlerts),
  '/api/admin/job-alerts/:id': () => import('./job-alerts-admin').then((m) => m.adminJobAlertItem),

  // Career quiz
  '/api/career-quiz/questions': () => import('./career-quiz').then((m) => m.quizQuestions),
  '/api/career-quiz/career-paths': () => import('./career-quiz').then((m) => m.quizCareerPaths),
  '/api/career-quiz/analyze': () => import('./career-quiz').then((m) => m.quizAnalyze),

  // Sign-in
  '/api/auth/login': () => import('./auth').then((m) => m.authLogin),
  '/api/auth/logout': () => import('./auth').then((m) => m.authLogout),
  '/api/auth/user': () => import('./auth').then((m) => m.authUser),
  '/api/auth/password-reset': () => import('./password-reset').then((m) => m.authPasswordReset),
  '/api/auth/new-password': () => import('./password-reset').then((m) => m.authNewPassword),
  '/api/auth/new-password/factors': () => import('./password-reset').then((m) => m.authResetFactors),
  '/api/auth/sessions': () => import('./sessions').then((m) => m.authSessions),
  '/api/auth/sessions/:id': () => import('./sessions').then((m) => m.authSessionItem),
  '/api/auth/second-factor': () => import('./second-factor').then((m) => m.authSecondFactor),
  '/api/auth/passkey': () => import('./second-factor').then((m) => m.authPasskey),
  '/api/auth/passkey/options': () => import('./second-factor').then((m) => m.authPasskeyOptions),

  // The admin's own sign-in factors (open while setting up the one the setting may require)
  '/api/auth/factors': () => import('./security-factors').then((m) => m.authFactors),
  '/api/auth/factors/totp': () => import('./security-factors').then((m) => m.authFactorsTotp),
  '/api/auth/factors/recovery-codes': () => import('./security-factors').then((m) => m.authRecoveryCodes),
  '/api/auth/factors/passkeys': () => import('./security-factors').then((m) => m.authPasskeys),
  '/api/auth/factors/passkeys/options': () => import('./security-factors').then((m) => m.authPasskeyRegistrationOptions),
  '/api/auth/factors/passkeys/:id': () => import('./security-factors').then((m) => m.authPasskeyItem),
  '/api/auth/security-settings': () => import('./security-factors').then((m) => m.authSecuritySettings),
  '/api/auth/reauthenticate': () => import('./security-factors').then((m) => m.authReauthenticate),
  '/api/auth/activity': () => import('./sessions').then((m) => m.authActivity),

  // Insights: page views counted with the visitor's consent
  '/api/insights/views': () => import('./insights').then((m) => m.pageViews),

  // The dashboard
  '/api/admin/overview': () => import('./admin-overview').then((m) => m.adminOverview),
  '/api/admin/insights': () => import('./insights-admin').then((m) => m.adminInsights),
  '/api/admin/notifications': () => import('./notifications').then((m) => m.adminNotifications),
  '/api/admin/export/:type/:format': () => import('./exports').then((m) => m.adminExport),
  '/api/admin/subject-requests': () => import('./subject-requests').then((m) => m.adminSubjectRequests),
  '/api/admin/subject-requests/:action': () => import('./subject-requests').then((m) => m.adminSubjectRequest),
  '/api/admin/rebuild': () => import('./site-rebuild').then((m) => m.adminRebuild),

  // Netlify's deploy notifications (signed with NETLIFY_DEPLOY_WEBHOOK_SECRET)
  '/api/netlify/deploys': () => import('./site-rebuild').then((m) => m.netlifyDeploys),
};
