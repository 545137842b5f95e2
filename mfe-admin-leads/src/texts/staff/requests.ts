import { englishPlural } from '@clinic/platform/staff';

/** Texts of the admins' Clients page: the public appointment requests. */
export default {
  searchLabel: 'Search',
  searchHint: 'Type more than 3 characters of an e-mail, a name or a phone.',
  loading: 'Loading the appointment requests…',
  failed: 'The appointment requests could not be loaded.',
  retry: 'Retry',
  empty: 'No appointment requests found.',
  ...englishPlural('count', '{{count}} appointment request', '{{count}} appointment requests'),
  caption: 'Appointment requests, newest first',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    dob: 'Date of Birth',
    language: 'Preferred language',
    documents: 'Documents',
    received: 'Received',
    lead: 'Lead',
  },
  openLead: 'Open lead',
  openLeadLabel: 'Open lead of {{email}}',
};
