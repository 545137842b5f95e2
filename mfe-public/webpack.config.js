const { createRemoteConfig } = require('@clinic/mf-build');

module.exports = createRemoteConfig({ name: 'mfe-public', dir: __dirname });
