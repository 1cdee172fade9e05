// How long a test waits before it calls something lost: a test's own timeout, a poll's, a
// server's start, a message's arrival. Each is set for a machine running the suite alone, and
// multiplied by TEST_DEADLINE_SCALE where a run gives its tests less of the machine: CI runs the
// two integration passes (PostgreSQL and the embedded database) side by side, each with about
// half of the two cores, and a slower machine adds its own factor (the browser tests there took
// 2.3-2.5 times as long). A deadline only bounds a wait for an event; it never decides what a
// test expects.

const scale = Number(process.env.TEST_DEADLINE_SCALE);

/** The factor every deadline is multiplied by (1 unless TEST_DEADLINE_SCALE names a larger one). */
export const DEADLINE_SCALE = Number.isFinite(scale) && scale > 1 ? scale : 1;

/** `ms`, as long as this run's deadlines are (see above). */
export const deadline = (ms: number): number => Math.round(ms * DEADLINE_SCALE);
