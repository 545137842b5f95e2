import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, OFFLINE_MESSAGE, ONLINE_MESSAGE } from '@clinic/contracts';

/** The `common` namespace in English: texts of the site chrome, login and admin shell. English texts of the spec are exact. */
const texts = {
  skipToContent: 'Skip to main content',
  homeLink: '{{name}} home',
  loading: 'Loading…',
  banner: {
    contact: 'Questions? Write to <email>{{email}}</email> or call <phone>{{phone}}</phone>.',
    contactEmail: 'Questions? Write to <email>{{email}}</email>.',
    contactPhone: 'Questions? Call <phone>{{phone}}</phone>.',
    hours: 'Flexible hours, arranged by message.',
  },
  menu: {
    home: 'HOME',
    i693: 'I-693',
    appointments: 'APPOINTMENTS',
    faqs: 'FAQS',
    label: 'Main menu',
    open: 'Open menu',
    close: 'Close menu',
  },
  language: {
    label: 'Language',
    popupTitle: 'Choose your language',
    popupText: 'Select the language you would like to read this site in.',
  },
  footer: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    fax: 'Fax',
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
  message: {
    ok: 'OK',
    info: 'Message',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    close: 'Dismiss notice',
    notices: 'Notifications',
  },
  network: {
    offline: OFFLINE_MESSAGE,
    online: ONLINE_MESSAGE,
  },
  remote: {
    error: 'This part of the site could not be loaded.',
    retry: 'Retry',
  },
  notFound: {
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  login: {
    tab: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: LOGIN_FAILED_MESSAGE,
    rateLimited: LOGIN_RATE_LIMITED_MESSAGE,
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
  },
  logout: {
    signingOut: 'Signing out…',
  },
  admin: {
    greeting: 'Hello, {{name}}',
    logout: 'Logout',
    menu: 'Admin menu',
    toggle: 'Menu',
    settingsMissing: "The practice's details are incomplete: {{list}}.",
    openSettings: 'Open Settings',
  },
};

export type CommonTexts = typeof texts;
export default texts;
