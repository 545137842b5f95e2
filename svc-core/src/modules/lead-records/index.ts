/** The lead-records module's face: what other modules may import from it. */
export { leadLanguage } from './language';
export {
  clearUnsubscription,
  countActiveApplicants,
  findApplicantByPerson,
  findApplicantForUpdate,
  findLeadByEmail,
  findLeadByUuid,
  insertApplicant,
  insertLeadIfAbsent,
  listApplicants,
  listApplicantsOfLeads,
  listLeads,
  listLeadsCreatedBetween,
  markInitialDocRequestSent,
  markUnsubscribed,
  normalizeEmail,
  setApplicantChecklist,
  setApplicantTbPositive,
  setLeadsActive,
  storedLanguagesOfLeads,
  touchLead,
  updateApplicant,
  updateLeadDetails,
  type ApplicantRow,
  type LeadRow,
} from './repo';
export { leadOfUnsubscribeToken, unsubscribeSecretOf, unsubscribeUrl } from './unsubscribe-links';
