/** Texts of the Leads screen: its tabs and Create Lead toggle. */
export default {
  tabsLabel: 'Leads screen',
  leadsTab: 'Leads',
  followUpsTab: 'Follow-ups',
  createLead: 'Create Lead',
  closeCreateLead: 'Close Create Lead',
};
