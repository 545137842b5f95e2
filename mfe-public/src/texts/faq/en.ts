/** FAQ texts (English). Answers are lists of paragraphs; markup is rendered by RichText. */
const texts = {
  faq: {
    items: {
      examFee: {
        q: 'How much does the immigration medical exam cost and how do I pay?',
        a: [
          'The exam fee is <strong>$220 per person</strong> paid by card, or <strong>$200 per person</strong> paid in cash (a cash discount).',
          'Payment is made at the appointment. We do not accept Zelle, Venmo or checks. Lab and vaccine fees are not included in the exam fee.',
        ],
      },
      extraFees: {
        q: 'Are there extra fees for changes, rescheduling, cancellation or late arrival?',
        a: [
          'A name change or added information at the appointment costs $40.',
          'Rescheduling, cancelling or arriving late within 24 hours of the appointment costs $40 per person, added to the next appointment. Arriving late means the appointment is cancelled immediately, so please be on time.',
        ],
      },
      todayTomorrow: {
        q: 'Can I get an appointment today or tomorrow?',
        a: [
          'Please <request>request an appointment through the form</request> or send us a message and we will offer the earliest time we can. Availability varies from day to day.',
          'Your lab tests must be done before the exam, so the earliest appointment also depends on when your labs are collected.',
        ],
      },
      labOrdering: {
        q: 'How do I get my lab tests done?',
        a: [
          'Since September 2025, the lab tests must be ordered by the civil surgeon, within 2 weeks of your appointment. Appointments must be within 2 weeks after the lab collection.',
          'You can <preCheckout>order your lab tests here</preCheckout> and pay for them online; we send you the instructions by e-mail.',
        ],
      },
      labTests: {
        q: 'Which lab tests do I need?',
        a: [
          'It depends on your age: a TB test for everyone aged 2 and over, a syphilis test for ages 18 to 44, and a gonorrhea test for ages 18 to 24.',
          'Use the <checker>requirements checker</checker> to see the exact list for each applicant.',
        ],
      },
      labResults: {
        q: 'When will I get my lab results?',
        a: ['Lab results arrive by e-mail, usually within about 24 hours of the collection.'],
      },
      chestXray: {
        q: 'Do I need a chest X-ray?',
        a: ['Only if your TB test is positive. A chest X-ray is needed only after a positive TB test, and we will tell you how to get it.'],
      },
      vaccines: {
        q: 'Which vaccines are required?',
        a: [
          'The vaccines depend on your age and your vaccine records. A flu shot is required from September 2025, and the Tdap vaccine must have been given within the last 10 years.',
          'The <checker>requirements checker</checker> lists the vaccines and lab tests for each age.',
        ],
      },
      covid: {
        q: 'Do I need the COVID-19 vaccine?',
        a: ['No. The COVID-19 vaccine has not been required for the immigration medical exam since 1/22/2025.'],
      },
      immunityTests: {
        q: 'Can a blood test for immunity replace a vaccine?',
        a: [
          'Yes, for some vaccines. Immunity tests are accepted for MMR (for those born in 1957 or later), varicella, and hepatitis B (for those under 60), if done within the last year.',
          'There is no immunity test for polio and Tdap: those vaccines must be shown in your records or given. You can <preCheckout>order immunity tests here</preCheckout>.',
        ],
      },
      secondDose: {
        q: 'I had only the first dose of a vaccine. Do I need a second dose?',
        a: ['Yes, if more than 4 weeks have passed since the first dose, the second dose is needed.'],
      },
      examDuration: {
        q: 'How long does the exam take, and when do I get the sealed I-693?',
        a: ['The exam takes about 20 minutes. You receive the sealed envelope the same day, and an electronic copy is sent to you by e-mail.'],
      },
      inPerson: {
        q: 'Does the applicant have to come in person?',
        a: ['Yes. Every applicant must come to the exam in person; no one can attend on behalf of another person.'],
      },
      whatToBring: {
        q: 'What should I bring to the appointment?',
        a: [
          'Bring a photo ID (passport, driver license, work permit or state ID) and all your vaccine records.',
          'Before the appointment, please fill in the <i693Form>I-693 form data</i693Form> for each applicant.',
        ],
      },
      familyGroup: {
        q: 'Can my family or a group be seen together?',
        a: [
          'Yes. Family members and groups can be booked together: include everyone when you <request>request the appointment</request>. The fees apply per person, and each applicant needs their own lab tests and I-693 form data.',
        ],
      },
      hours: {
        q: 'What are your hours?',
        a: ['Our hours are flexible and are arranged by message. Send us a message and we will find a time that suits you.'],
      },
      contact: {
        q: 'How can I contact you?',
        a: ['Write to <email>{{email}}</email>.', 'Call <phone>{{phone}}</phone>.', 'We answer as soon as we can.'],
      },
    },
  },
};

export type FaqTexts = typeof texts;
export default texts;
