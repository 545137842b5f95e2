/**
 * The `public-pages` namespace in English: the intro line of each page (`intro`), the home page,
 * /appointments, the map, the reviews carousel, /maintenance and /checkout/confirmation. `<phone>` and
 * `<email>` wrap the number and the address in links; counts use `total`/`pages` (not i18next's plural `count`).
 */
const texts = {
  intro: {
    home: 'Immigration medical exams and I-693 forms sealed by a USCIS-certified civil surgeon.',
    appointments: 'Check which vaccines and lab tests you need, then request an appointment.',
    faqs: 'Answers to the questions applicants ask most often.',
    privacyPolicy: 'How we collect, use and protect your personal information.',
    termsOfService: 'The terms that apply when you use this site and our services.',
    maintenance: 'Please check back in 20 minutes.',
    preCheckout: 'Order and pay for the lab and immunity tests you need.',
    checkoutConfirmation: 'The result of your payment.',
  },
  home: {
    heroTitle: 'Immigration Medical Exams and Sealed Form I-693',
    heroPitch:
      'Our USCIS-certified civil surgeons perform your immigration medical exam and seal your Form I-693. The exam takes about 20 minutes and you receive the sealed envelope the same day.',
    appointmentButton: 'Request an Appointment',
    aboutTitle: 'About Us',
    about1:
      'We are a practice of USCIS-designated civil surgeons serving immigration applicants across the region. We complete the immigration medical exam and Form I-693, Report of Immigration Medical Examination and Vaccination Record.',
    about2:
      'Our doctor orders the lab tests you need within 2 weeks of your appointment, and you can check online which vaccines and tests apply to your age. Lab results arrive by e-mail within about 24 hours.',
    about3:
      'The exam fee is $220 per person by card or $200 per person in cash, paid at the appointment; lab and vaccine fees are not included. Please come in person with a government-issued photo ID.',
    mapTitle: 'Our Locations',
    centersTitle: 'Medical Centers',
    centersIntro: 'Visit us at any of these medical centers. Choose Direction for driving directions.',
    contactTitle: 'Contact Us',
    email: 'E-mail',
    phone: 'Phone',
    fax: 'Fax',
    hoursTitle: 'Hours',
    hoursText: 'Our hours are flexible. Send us a message and we will arrange a time that works for you.',
  },
  map: {
    label: 'Map of our {{total}} locations',
    direction: 'Direction',
    directionLabel: 'Direction to {{name}} (opens in a new tab)',
    loading: 'Loading the map…',
    error: 'The map could not be loaded. The addresses are listed below.',
  },
  reviews: {
    title: 'Reviews',
    carousel: 'carousel',
    total: '{{total}} reviews',
    viewAll: 'View All {{total}} Reviews',
    newTab: '(opens in a new tab)',
    previous: 'Previous reviews',
    next: 'Next reviews',
    page: 'Reviews, page {{page}} of {{pages}}',
    rating: 'Rated {{rating}} out of 5',
    readFull: 'Read Full Review',
    close: 'Close',
    authorPicture: 'Photo of {{name}}',
    loading: 'Loading reviews…',
  },
  appointmentsPage: {
    bannerTitle: 'Ready to book your immigration medical exam?',
    bannerText: 'Send us your details and we will reach out to schedule your appointment.',
    bannerButton: 'Request an Appointment',
    videoTitle: 'How It Works',
    playVideo: 'Play the explainer video',
    videoFrameTitle: 'Explainer video',
    stepsTitle: 'Three Steps to Your Exam',
    step1Title: 'Check your requirements',
    step1Text: 'Enter your date of birth to see which vaccines and lab tests you need for your age.',
    step1Link: 'Check requirements',
    step2Title: 'Order your labs',
    step2Text: 'Lab tests must be ordered by the civil surgeon within 2 weeks of your appointment.',
    step2Link: 'Order lab tests',
    step3Title: 'Book your exam',
    step3Text: 'Request an appointment. The exam takes about 20 minutes and you receive the sealed envelope the same day.',
    step3Link: 'Request an appointment',
    bookingTitle: 'Already sent your records?',
    bookingText: 'Once your vaccine records, lab results and I-693 form are complete, book your exam online with your e-mail and the code we send to it.',
    bookingButton: 'Book online',
    requirementsTitle: 'Check Your Requirements',
    faqTitle: 'Frequently Asked Questions',
    requestTitle: 'Request an Appointment',
  },
  maintenance: {
    title: 'Under Maintenance',
    checkBack: 'We are making improvements to the site. Please check back in 20 minutes.',
    call: 'Need help now? Call us at <phone>{{phone}}</phone>.',
  },
  confirmation: {
    successTitle: 'Thank You',
    successEmail: 'Your payment was received. An e-mail with instructions has been sent to the e-mail address you paid with.',
    successWait: 'Please allow up to 24 hours for it to arrive, and check your spam folder.',
    failureTitle: 'Something went wrong!',
    failureReview: 'Your payment could not be completed. Payments will be reviewed and adjusted, or fully refunded if needed.',
    failureContact: 'For help, e-mail us at <email>{{email}}</email>.',
  },
};

export type PageTexts = typeof texts;
export default texts;
