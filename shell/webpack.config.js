// The shell (Module Federation host): entry src/index.ts, template src/index.html, output dist/.
const { createHostConfig } = require('@clinic/mf-build');

module.exports = createHostConfig({ name: 'shell', dir: __dirname });
