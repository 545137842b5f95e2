const { createRemoteConfig } = require('@clinic/mf-build');

module.exports = createRemoteConfig({ name: 'mfe-admin-leads', dir: __dirname });
