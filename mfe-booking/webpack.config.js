const { createRemoteConfig } = require('@clinic/mf-build');

module.exports = createRemoteConfig({ name: 'mfe-booking', dir: __dirname });
