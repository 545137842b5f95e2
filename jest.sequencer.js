/**
 * Jest's order (failed first, then longest, else largest file), with the bad-input sweep first of all:
 * it is the longest file by far, so it starts at once on a worker of its own while the other workers
 * share the rest. On Node 20 every test file also leaves an AsyncLocalStorage enabled in its worker
 * (jest-circus makes one per file) that each later async call walks: in one process, the sweep's
 * ~20,000 requests took 17 minutes after the other files and 8 in a fresh process.
 */
const Sequencer = require('@jest/test-sequencer').default;

const FIRST = /[\\/]bad-input[\\/]sweep\.test\.ts$/;

class SweepFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter((t) => FIRST.test(t.path)), ...sorted.filter((t) => !FIRST.test(t.path))];
  }
}

module.exports = SweepFirstSequencer;
