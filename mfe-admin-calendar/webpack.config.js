const { createRemoteConfig } = require('@clinic/mf-build');

module.exports = createRemoteConfig({ name: 'mfe-admin-calendar', dir: __dirname });
