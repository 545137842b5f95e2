/** The `routes` namespace in English: the page title of every `titleKey` of contracts ROUTES (top level, so `t('routes:home')` works) and the admin menu labels of ADMIN_MENU under `menu.`. */
const texts = {
  home: 'Home',
  appointments: 'Appointments',
  faqs: 'FAQs',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  maintenance: 'Under Maintenance',
  preCheckout: 'Book Lab Tests/Immunity Tests',
  checkoutConfirmation: 'Payment Confirmation',
  i693: 'I-693 Medical Exam',
  i693Form: 'I693 FORM DATA',
  adminI693Applications: 'I693 Form',
  bookingLanding: 'Book Your Appointment',
  bookingCalendar: 'Schedule Your Appointment',
  bookingEdit: 'Edit Your Appointment',
  docRequest: 'Document Request',
  dashboard: 'Dashboard',
  appointmentRequests: 'Clients',
  clients: 'Clients',
  orders: 'Orders',
  doctorAvailability: 'Doctor Availability',
  login: 'Sign in',
  logout: 'Logout',
  notFound: 'Page not found',
  menu: {
    dashboard: 'Dashboard',
    i693Form: 'I693 Form',
    orders: 'Orders',
    doctorAvailability: 'Doctor Availability',
    clients: 'Clients',
  },
};

export type RouteTexts = typeof texts;
export default texts;
