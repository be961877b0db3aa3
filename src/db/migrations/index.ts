import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_rate_limits';
import * as m0003 from './0003_choices_status_timestamps';
import * as m0004 from './0004_staged_uploads';
import * as m0005 from './0005_admin_accounts_rebuilds';
import * as m0006 from './0006_admin_tools';
import * as m0007 from './0007_outbox';
import * as m0008 from './0008_post_modified_time';
import * as m0009 from './0009_comment_digest_reports';
import * as m0010 from './0010_submission_keys';
import * as m0011 from './0011_password_changed_at';
import * as m0012 from './0012_job_submission_keys';
import * as m0013 from './0013_indexes_at_scale';
import * as m0014 from './0014_statement_timeout';
import * as m0015 from './0015_job_expiry_uk_day';
import * as m0016 from './0016_contact_complaints';
import * as m0017 from './0017_site_deploys';
import * as m0018 from './0018_application_role';
import * as m0019 from './0019_application_status_links';
import * as m0020 from './0020_waiting_promise';
import * as m0021 from './0021_job_alerts';
import * as m0022 from './0022_job_workplace_advert';
import * as m0023 from './0023_insights';
import * as m0024 from './0024_password_reset_audit';
import * as m0025 from './0025_admin_factors';
import * as m0026 from './0026_outbox_withdrawn';
import * as m0028 from './0028_job_deactivated_at';
import * as m0029 from './0029_page_view_months';
import * as m0030 from './0030_job_search_vector';
import * as m0031 from './0031_job_alert_keywords';
import * as m0032 from './0032_spent_sign_in_tokens';
import * as m0033 from './0033_application_status_undo';
import * as m0034 from './0034_clients_briefs_agreements';
import * as m0035 from './0035_job_authority_attachments';
import * as m0037 from './0037_people';
import * as m0038 from './0038_registrations';
import * as m0039 from './0039_introductions';
import * as m0041 from './0041_person_sessions';
import * as m0042 from './0042_keep_details_renewal';
import * as m0045 from './0045_compliance';
import * as m0044 from './0044_interviews_offers_placements';
import * as m0043 from './0043_shortlists';
import * as m0046 from './0046_fee_reminders';
import * as m0047 from './0047_retained_fee_paid';

/** Ordered migrations. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_rate_limits': m0002,
  '0003_choices_status_timestamps': m0003,
  '0004_staged_uploads': m0004,
  '0005_admin_accounts_rebuilds': m0005,
  '0006_admin_tools': m0006,
  '0007_outbox': m0007,
  '0008_post_modified_time': m0008,
  '0009_comment_digest_reports': m0009,
  '0010_submission_keys': m0010,
  '0011_password_changed_at': m0011,
  '0012_job_submission_keys': m0012,
  '0013_indexes_at_scale': m0013,
  '0014_statement_timeout': m0014,
  '0015_job_expiry_uk_day': m0015,
  '0016_contact_complaints': m0016,
  '0017_site_deploys': m0017,
  '0018_application_role': m0018,
  '0019_application_status_links': m0019,
  '0020_waiting_promise': m0020,
  '0021_job_alerts': m0021,
  '0022_job_workplace_advert': m0022,
  '0023_insights': m0023,
  '0024_password_reset_audit': m0024,
  '0025_admin_factors': m0025,
  '0026_outbox_withdrawn': m0026,
  '0028_job_deactivated_at': m0028,
  '0029_page_view_months': m0029,
  '0030_job_search_vector': m0030,
  '0031_job_alert_keywords': m0031,
  '0032_spent_sign_in_tokens': m0032,
  '0033_application_status_undo': m0033,
  '0034_clients_briefs_agreements': m0034,
  '0035_job_authority_attachments': m0035,
  '0037_people': m0037,
  '0038_registrations': m0038,
  '0039_introductions': m0039,
  '0041_person_sessions': m0041,
  '0042_keep_details_renewal': m0042,
  '0045_compliance': m0045,
  '0044_interviews_offers_placements': m0044,
  '0043_shortlists': m0043,
  '0046_fee_reminders': m0046,
  '0047_retained_fee_paid': m0047,
};
