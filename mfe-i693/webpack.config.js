const { createRemoteConfig } = require('@clinic/mf-build');

module.exports = createRemoteConfig({ name: 'mfe-i693', dir: __dirname });
