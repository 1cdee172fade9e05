// npx tsx scripts/measure-sign-up-timing.ts [tries]: how long a sign-up takes for an address
// that already has an account and for one that has none (ADR 014: they must not differ). Runs
// the production build (`npm run build` first) in this process on a throwaway database (PGlite,
// or PostgreSQL with TEST_DATABASE_URL), with a local SMTP server, over loopback. Prints the
// median, quartiles and the medians' difference of each. A measurement, not a test: run it
// on a quiet machine, and compare figures from the same run only.
import { accountServerEnv, freshEmail, signUp, STRONG_PASSWORD } from "../tests/support/auth";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { startTestServer } from "../tests/support/test-server";

const tries = Number(process.argv[2] ?? 30);
// Sign-ups per address are limited to 10 an hour: spread the known ones over several accounts.
const PER_ACCOUNT = 3;

const smtp = await startSmtpSink();
const server = await startTestServer({
  env: accountServerEnv(smtp, { AUTH_RATE_LIMIT: "1000000" }),
  mailDelivery: { pollIntervalMs: 100, retryBaseMs: 200 },
});
try {
  const known: string[] = [];
  for (let i = 0; i < Math.ceil(tries / PER_ACCOUNT); i++) {
    const email = freshEmail("known");
    const response = await signUp(server.baseUrl, email, STRONG_PASSWORD);
    if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
    known.push(email);
  }
  // Warm up both paths (JIT, connection, caches) before measuring.
  for (let i = 0; i < 5; i++) {
    await signUp(server.baseUrl, freshEmail("warm"), STRONG_PASSWORD);
    await signUp(server.baseUrl, known[0]!, STRONG_PASSWORD);
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const timings = { known: [] as number[], unknown: [] as number[] };
  const time = async (email: string) => {
    const started = performance.now();
    const response = await signUp(server.baseUrl, email, STRONG_PASSWORD);
    const elapsed = performance.now() - started;
    await response.text();
    if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
    return elapsed;
  };
  // Interleaved, so a change in the machine's load weighs on both alike.
  for (let i = 0; i < tries; i++) {
    timings.known.push(await time(known[Math.floor(i / PER_ACCOUNT) % known.length]!));
    timings.unknown.push(await time(freshEmail("unknown")));
  }
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
  const line = (name: string, values: number[]) =>
    `${name.padEnd(8)} median ${quantile(values, 0.5).toFixed(1)} ms  (q1 ${quantile(values, 0.25).toFixed(1)}, q3 ${quantile(values, 0.75).toFixed(1)})`;
  console.log(
    `sign-up over loopback, ${tries} tries each, ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  console.log(line("known", timings.known));
  console.log(line("unknown", timings.unknown));
  console.log(
    `difference of the medians (unknown - known): ${(quantile(timings.unknown, 0.5) - quantile(timings.known, 0.5)).toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  await smtp.close();
}
