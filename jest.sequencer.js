/**
 * Jest's order (failed first, then longest, else largest file), with the bad-input sweep first of all.
 * Jest runs in one process on two cores, and on Node 20 every test file leaves an AsyncLocalStorage
 * enabled (jest-circus makes one per file) that each later async call walks: the sweep, ~20,000
 * requests, took 17 minutes after the other files and 8 in a fresh process.
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
