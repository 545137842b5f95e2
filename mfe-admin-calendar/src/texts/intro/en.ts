/** The `mfe-admin-calendar` namespace in English. */
const texts = {
  intro: {
    doctorAvailability: "Set the doctor's available days and hours at each office and review the calendar sync logs.",
  },
};

export type Texts = typeof texts;
export default texts;
