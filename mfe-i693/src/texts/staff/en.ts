/**
 * The `i693-staff` namespace: the staff's application list and edit panel. Staff screens are in
 * English (DESIGN.md 5); every text still goes through i18next so other languages can be added.
 */
const texts = {
  intro: {
    adminI693Applications: "Applicants' I-693 applications: review and edit their data, and archive them.",
  },
};

export type StaffTexts = typeof texts;
export default texts;
