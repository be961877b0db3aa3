import { cancelInterview, proposeInterview, recordFeedback, rescheduleInterview } from '../../interviews/interviews';
import { acceptOffer, recordOffer, sendOffer } from '../../offers/offers';
import { createPlacement, listPlacements, recordDeparture, recordPayment } from '../../placements/placements';
import { listRetainedFees, recordRetainedPayment } from '../../placements/retained-fees';
import { getDb } from '../../db/client';
import {
  interviewProposalSchema,
  interviewRescheduleSchema,
  offerSchema,
  offerSendSchema,
  placementLeftSchema,
  placementPaidSchema,
  placementSchema,
} from '../../schemas/placements';
import { adminOnly } from '../admin-guard';
import { sendAfterAnswer } from '../after-answer';
import { json, parseId, readJson, route } from '../http';

/**
 * Interviews, offers and placements (admin; docs/decisions/placements.md). Each write that emails answers
 * once the mail is in the outbox, and sends it after the answer.
 */

/** POST /api/admin/interviews: { introductionId, slots (1-3 UK times), mode, where }: 201, the candidate emailed the slot page. */
export const adminInterviews = route({
  POST: adminOnly(async (req, ctx) => {
    const { interview, topic } = await proposeInterview(getDb(), await readJson(req, interviewProposalSchema));
    await sendAfterAnswer(ctx, topic);
    return json(interview, 201);
  }),
});

/** POST /api/admin/interviews/{id}/reschedule: { slot }: the same event, a higher SEQUENCE, sent to all. */
export const adminInterviewReschedule = route({
  POST: adminOnly(async (req, ctx) => {
    const { slot } = await readJson(req, interviewRescheduleSchema);
    const { interview, topic } = await rescheduleInterview(getDb(), parseId(ctx.params.id, 'Interview'), slot);
    await sendAfterAnswer(ctx, topic);
    return json(interview);
  }),
});

/** POST /api/admin/interviews/{id}/cancel: METHOD:CANCEL to everyone invited. */
export const adminInterviewCancel = route({
  POST: adminOnly(async (_req, ctx) => {
    const { interview, topic } = await cancelInterview(getDb(), parseId(ctx.params.id, 'Interview'));
    if (topic) await sendAfterAnswer(ctx, topic);
    return json(interview);
  }),
});

/** POST /api/admin/interviews/{id}/feedback: the reviewer's feedback came; no reminder follows. */
export const adminInterviewFeedback = route({
  POST: adminOnly(async (_req, ctx) => json(await recordFeedback(getDb(), parseId(ctx.params.id, 'Interview')))),
});

/**
 * POST /api/admin/offers: { introductionId, salary, startDate, ...the brief's field names, byPhone? }. 201
 * with the offer sent; 422 naming each missing regulation 21 item (nothing sent); by phone, recorded to be
 * confirmed in writing.
 */
export const adminOffers = route({
  POST: adminOnly(async (req, ctx) => {
    const { offer, topic } = await recordOffer(getDb(), await readJson(req, offerSchema));
    if (topic) await sendAfterAnswer(ctx, topic);
    return json(offer, 201);
  }),
});

/** POST /api/admin/offers/{id}/send: the written offer of one made by phone, with any items added. */
export const adminOfferSend = route({
  POST: adminOnly(async (req, ctx) => {
    const { offer, topic } = await sendOffer(getDb(), parseId(ctx.params.id, 'Offer'), await readJson(req, offerSendSchema));
    await sendAfterAnswer(ctx, topic);
    return json(offer);
  }),
});

/** POST /api/admin/offers/{id}/accepted: the candidate accepted; the employer gets the right-to-work reminder. */
export const adminOfferAccepted = route({
  POST: adminOnly(async (_req, ctx) => {
    const { offer, topic } = await acceptOffer(getDb(), parseId(ctx.params.id, 'Offer'));
    await sendAfterAnswer(ctx, topic);
    return json(offer);
  }),
});

/** /api/admin/placements. GET: every placement with its figures. POST: { introductionId, startDate, firstYearSalary, anticipatedSalary? }: 201. */
export const adminPlacements = route({
  GET: adminOnly(async () => json(await listPlacements(getDb()))),
  POST: adminOnly(async (req, ctx) => {
    const { placement, topic } = await createPlacement(getDb(), await readJson(req, placementSchema));
    await sendAfterAnswer(ctx, topic);
    return json(placement, 201);
  }),
});

/** POST /api/admin/placements/{id}/left: { leftOn }: the refund the guarantee gives. */
export const adminPlacementLeft = route({
  POST: adminOnly(async (req, ctx) => {
    const { leftOn } = await readJson(req, placementLeftSchema);
    return json(await recordDeparture(getDb(), parseId(ctx.params.id, 'Placement'), leftOn));
  }),
});

/** POST /api/admin/placements/{id}/paid: { paidOn }: the net balance was paid. */
export const adminPlacementPaid = route({
  POST: adminOnly(async (req, ctx) => {
    const { paidOn } = await readJson(req, placementPaidSchema);
    return json(await recordPayment(getDb(), parseId(ctx.params.id, 'Placement'), paidOn));
  }),
});

/** GET /api/admin/retained-fees: each followed brief's retained fee, with its due day and payment. */
export const adminRetainedFees = route({
  GET: adminOnly(async () => json(await listRetainedFees(getDb()))),
});

/** POST /api/admin/retained-fees/{briefId}/paid: { paidOn }: the brief's retained fee was paid. */
export const adminRetainedFeePaid = route({
  POST: adminOnly(async (req, ctx) => {
    const { paidOn } = await readJson(req, placementPaidSchema);
    return json(await recordRetainedPayment(getDb(), parseId(ctx.params.id, 'Brief'), paidOn));
  }),
});
