import type { LegalTexts } from '../legal-types';

/** Privacy policy and terms of service (English). Markup is rendered by RichText. */
const texts: LegalTexts = {
  privacy: {
    intro: [
      'This privacy policy explains how our practice collects, uses, shares and protects your personal information when you use this website, our telehealth and lab-ordering services, and our immigration medical exams (Form I-693). By using our services you agree to this policy and to our <terms>Terms of Service</terms>.',
    ],
    sections: [
      {
        title: 'Who may use our services',
        body: [
          'You must be 18 or older to use our services and to give us information. A parent or legal guardian provides the information of an applicant under 18 and is responsible for it.',
        ],
      },
      {
        title: 'Information we collect',
        body: [
          'We collect only what we need to provide our services:',
          [
            'Identity and contact details: name, date of birth, gender, address, e-mail address and phone number.',
            'Immigration details: your A-number, city and country of birth, and the data of Form I-693.',
            'Identity documents: photos of the front and back of your photo ID, and your signature.',
            'Health information: vaccine records, lab orders and lab results, exam findings, and the documents you upload.',
            "Payment information: the amount, the tests ordered and the payment status. Card details are entered on our payment processor's page and are never stored by us.",
            'Technical information: your language choice and the data your browser keeps for this site to work (for example your session).',
          ],
        ],
      },
      {
        title: 'How we use your information',
        body: [
          [
            'to schedule your appointment, perform the exam and complete and seal Form I-693;',
            'to order your lab and immunity tests and send you the results;',
            'to process payments and refunds;',
            'to contact you about your tests, vaccine reports, appointments and forms;',
            'to meet our legal and professional obligations, and to keep our services secure.',
          ],
        ],
      },
      {
        title: 'How we share your information',
        body: [
          'We do not sell your personal information. We share it only as needed to provide our services:',
          [
            'with the clinical laboratories that perform your tests;',
            'with U.S. Citizenship and Immigration Services (USCIS), through the sealed envelope containing Form I-693 that is handed to you and that you submit;',
            'with our payment processor, to take your payment;',
            'with the service providers that send our e-mail and text messages and host our systems, under confidentiality obligations;',
            'when the law requires it, or to protect the safety of a person.',
          ],
        ],
      },
      {
        title: 'E-mails and messages',
        body: ['We send e-mails and text messages about your tests, vaccine reports, appointments and forms. We do not send newsletters or spam.'],
      },
      {
        title: 'How long we keep your information',
        body: [
          'We keep your medical and exam records for as long as the law and professional rules require, and other information only as long as it is needed for the purposes above. We then delete it or make it anonymous.',
        ],
      },
      {
        title: 'How we protect your information',
        body: [
          'Your information is sent over encrypted connections, stored in access-controlled systems, and seen only by staff who need it for their work; access to applicant records is logged. Uploaded files are kept outside any public folder. No system is perfectly secure, so please keep your e-mail account safe and tell us at once if you suspect misuse.',
        ],
      },
      {
        title: 'Your rights and choices',
        body: [
          'You may ask to see, correct or update your information, or to delete it where the law allows. We answer update requests within 30 days.',
          'To make a request, write to <email>{{email}}</email>.',
        ],
      },
      {
        title: 'California residents (CCPA)',
        body: [
          'If you live in California, the California Consumer Privacy Act gives you the right to know what personal information we collect, use and disclose, to ask us to delete or correct it, and not to be treated differently for using these rights. We do not sell or share personal information for advertising.',
          'We confirm receipt of your request within 10 days and respond within 45 days. When we need more time, we may extend this by another 45 days and will tell you why. We may need to verify your identity before we answer.',
        ],
      },
      {
        title: 'Changes to this policy',
        body: ['We may update this policy. The current version is always on this page; when a change is important we will tell you by e-mail or on the site.'],
      },
      {
        title: 'Contact us',
        body: ['For questions about your privacy, write to <email>{{email}}</email> or call <phone>{{phone}}</phone>.'],
      },
    ],
  },
  terms: {
    intro: [
      'Please read these Terms of Service carefully. They contain an arbitration agreement and a waiver of class actions (section 17) that affect how disputes are resolved.',
    ],
    contents: 'Contents',
    sections: [
      {
        title: 'Acceptance of these terms',
        body: [
          'These terms apply to this website and to our telehealth, lab-ordering and immigration medical exam services. By using them you accept these terms and our <privacy>Privacy Policy</privacy>. If you do not agree, please do not use our services.',
        ],
      },
      {
        title: 'Eligibility',
        body: [
          [
            'You must be 18 or older and located in a state where our services are offered. A parent or legal guardian acts for an applicant under 18.',
            'Our services are not for emergencies. In an emergency, call 911 or go to the nearest emergency room.',
            'We do not prescribe controlled substances.',
            'Medicare and Medicaid are not accepted.',
          ],
        ],
      },
      {
        title: 'Registration and accounts',
        body: [
          'Guests can browse the site; members can book virtual or in-person visits, lab tests, immunity tests and immigration exams. You must give true, complete and current information when you register, book or fill in a form, and keep your login details and one-time codes private. You are responsible for what is done with your account.',
        ],
      },
      {
        title: 'Our services',
        body: [
          'Our civil surgeons perform the immigration medical exam and complete and seal Form I-693. The exam result depends on your health, your records and the rules of U.S. Citizenship and Immigration Services (USCIS); we cannot promise any immigration decision. Every applicant must attend the exam in person.',
        ],
      },
      {
        title: 'Electronic communications',
        body: [
          'You agree that we may communicate with you electronically, by e-mail, text message and on this site, and that notices and documents we give you this way meet any requirement that they be in writing. Please keep your e-mail address and phone number up to date.',
        ],
      },
      {
        title: 'Fees and payment',
        body: [
          [
            'The immigration medical exam costs $220 per person by card or $200 per person in cash, paid at the appointment.',
            'We do not accept Zelle, Venmo or cheques.',
            'Lab and vaccine fees are not included in the exam fee. Lab and immunity tests ordered on this site are paid online, in advance, through our payment processor.',
            'A name change or added information at the appointment costs $40.',
          ],
        ],
      },
      {
        title: 'Rescheduling, late arrival and missed appointments',
        body: [
          'A reschedule, cancellation or late arrival within 24 hours of the appointment costs $40 per person, added to the next appointment. Lateness means immediate cancellation of the appointment.',
        ],
      },
      {
        title: 'Cancellation and refunds',
        body: [
          [
            'You receive a full refund if you cancel at least 3 hours before a virtual visit or at least 24 hours before an in-person visit.',
            'There are no refunds for no-shows, for not receiving a prescription or disagreeing with the outcome of a visit, or for requests made more than 10 days after purchase.',
            'A same-day booking made by mistake is refunded if it is cancelled within 1 hour of purchase.',
            'Disputed charges must be raised with us within 60 days of the charge.',
          ],
        ],
      },
      {
        title: 'Consent to telemedicine',
        body: [
          'Telemedicine is the delivery of health care by video, phone or messages. By booking a virtual visit you consent to it and understand that it has limits: the provider cannot examine you in person and may ask you to be seen in person, and, despite our safeguards, electronic communication carries a small risk to privacy. You may refuse telemedicine at any time and ask for in-person care.',
        ],
      },
      {
        title: 'Lab tests and results',
        body: [
          'Lab tests are performed by independent clinical laboratories. For the immigration exam, the labs must be ordered by the civil surgeon within 2 weeks of the appointment. Results are usually sent by e-mail within about 24 hours. Please discuss your results with a health professional.',
        ],
      },
      {
        title: 'Your responsibilities',
        body: [
          'You agree not to misuse the site: not to give false information or act for someone without their permission, upload harmful files, try to reach data that is not yours, disrupt the service, or use abusive language toward our staff.',
        ],
      },
      {
        title: 'Privacy',
        body: ['Our <privacy>Privacy Policy</privacy> explains how we collect, use and protect your personal and health information.'],
      },
      {
        title: 'Intellectual property',
        body: [
          'The site, its texts, design, logos, videos and software belong to us or our licensors and are protected by law. You may use them only for your own personal, non-commercial use of our services; you may not copy, modify, distribute or resell them without our written permission.',
        ],
      },
      {
        title: 'Third-party services and links',
        body: [
          'Some services are provided by third parties, such as laboratories, the payment processor and the maps service. Their own terms apply to them, and we are not responsible for their content or practices.',
        ],
      },
      {
        title: 'Disclaimers',
        body: [
          'The information on this site is general and is not medical advice for your case. Except as required by law, our services are provided as is and as available, without warranties of any kind.',
        ],
      },
      {
        title: 'Limitation of liability',
        body: [
          'To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, and our total liability for any claim is limited to the greater of the amount you paid us in the last 6 months or $100.',
        ],
      },
      {
        title: 'Dispute resolution and arbitration',
        body: [
          [
            'Before starting an arbitration, you or we must send a written notice of the dispute, and we will both try to resolve it informally for 60 days.',
            'If the dispute is not resolved, it is decided by binding individual arbitration rather than in court, except for claims that qualify for small claims court. Class actions and class arbitrations are not allowed.',
            'We pay the arbitration fees for claims of up to $75,000. For claims of $10,000 or less, you may choose whether the arbitration is held on documents only, by phone or at an in-person hearing.',
            'Any claim must be filed within 1 year after it arises, or it is barred.',
            'If we change this section, you may reject the change by writing to us within 30 days of the change.',
          ],
        ],
      },
      {
        title: 'Changes, governing law and general terms',
        body: [
          'We may change these terms; the current version is always on this page, and using our services after a change means you accept it. These terms are governed by the laws of the state of California. If part of these terms is found invalid, the rest remains in force.',
          'Questions about these terms: <email>{{email}}</email> or <phone>{{phone}}</phone>.',
        ],
      },
      {
        title: 'California notices',
        body: [
          'Under California Civil Code section 1789.3, California users are entitled to this notice: the Complaint Assistance Unit of the Division of Consumer Services of the California Department of Consumer Affairs may be contacted in writing at 1625 North Market Blvd., Suite N 112, Sacramento, CA 95834, or by phone at (800) 952-5210.',
          'California residents have the privacy rights described in our <privacy>Privacy Policy</privacy>.',
        ],
      },
    ],
  },
};
export default texts;
