// A browser walk waits on a platform, a back office and Chromium at once: on two busy cores one step
// can take minutes. Jest takes a per-project timeout only from a setup file.
jest.setTimeout(180_000);
