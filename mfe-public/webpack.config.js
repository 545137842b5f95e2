const { createRemoteConfig } = require('@clinic/mf-build');

module.exports = createRemoteConfig({
  name: 'mfe-public',
  dir: __dirname,
  exposes: {
    './app': './src/lifecycles.tsx',
    // Embedded by the I-693 landing page (mfe-i693).
    './AppointmentRequestForm': './src/exposed/AppointmentRequestForm.tsx',
  },
});
