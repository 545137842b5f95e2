/** The `i693-public` namespace in English: the I-693 landing page and the applicant form. */
const texts = {
  intro: {
    i693: 'What the I-693 immigration medical exam involves and how to get it done with us.',
    i693Form: 'Send us your details, ID photos and signature for your I-693 form.',
  },
};

export type PublicTexts = typeof texts;
export default texts;
