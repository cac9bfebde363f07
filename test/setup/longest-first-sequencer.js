const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds a file of each kind takes on two shared cores, for the files jest has no timing of yet (a
 * clean checkout, as CI runs): by file size alone, jest may start a two-minute file last and leave the
 * other worker idle meanwhile.
 */
function estimatedSeconds(path) {
  if (/distributed/.test(path)) return 120;
  if (/bad-input|kill-nine|kafka-bus\.int/.test(path)) return 70;
  if (path.endsWith('.e2e-spec.ts')) return 50;
  if (path.endsWith('.int-spec.ts')) return 20;
  if (/propert/.test(path)) return 20;
  return 1;
}

/** Jest's order (what failed last time first, then the longest first), with estimates where it has no timing. */
class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    for (const test of tests) test.duration = this.time(test) ?? estimatedSeconds(test.path) * 1000;
    return tests.sort((a, b) => {
      const [failedA, failedB] = [this.hasFailed(a), this.hasFailed(b)];
      if (failedA !== failedB) return failedA ? -1 : 1;
      return b.duration - a.duration;
    });
  }
}

module.exports = LongestFirstSequencer;
