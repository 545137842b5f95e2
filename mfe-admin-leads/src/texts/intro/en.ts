/** The `mfe-admin-leads` namespace in English. */
const texts = {
  intro: {
    dashboard: "The practice's figures at a glance.",
    appointmentRequests: 'Leads and their applicants: checklists, files, notes and follow-up e-mails.',
    clients: "The list of all the practice's clients.",
    orders: 'Lab test orders and their payments, and ad-hoc lab orders.',
  },
};

export type Texts = typeof texts;
export default texts;
