// The shell (Module Federation host): entry src/index.ts, template src/index.html, output dist/.
const { createHostConfig } = require('@clinic/mf-build');

module.exports = createHostConfig({
  name: 'shell',
  dir: __dirname,
  // The chrome's texts (initI18n) in the default language, which most visitors start in: requested with
  // the page instead of once the scripts have run. Another start language loads its own as before.
  preloadChunks: ['texts-platform-en'],
});
