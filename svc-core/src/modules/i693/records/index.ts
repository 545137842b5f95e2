/** The i693/records module's face: what other modules may import from it. */
export { applyLeadFacts, type ApplicantLabFacts } from './lead-facts';
export { nextDoseDueOn } from './next-dose';
export {
  applicationFilters,
  applyFilters,
  countApplications,
  findActiveDuplicate,
  findApplication,
  findDocument,
  hasOtherActiveApplication,
  insertApplication,
  insertDocuments,
  leadLanguagesOf,
  listApplications,
  listApplicationsOfLeads,
  lockActiveApplication,
  noteMessageSent,
  ORDER_KEYS,
  orderBySql,
  selectApplication,
  updateApplication,
  type ApplicationChanges,
  type ApplicationFilters,
  type ApplicationRow,
  type DocumentRow,
  type NewDocument,
} from './repo';
