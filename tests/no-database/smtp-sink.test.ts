// The test SMTP server itself: what it keeps must be what it told its sender it accepted, or
// the delivery tests would count a refused message as e-mailed (and a retry as a repeat).
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { sleep } from "../support/contact";
import { startSmtpSink } from "../support/smtp-sink";

const send = (url: string) =>
  createTransport({ url }).sendMail({
    from: "site@example.com",
    to: "team@example.com",
    subject: "Sink test",
    text: "Hello",
    messageId: "<sink-test@example.com>",
  });

describe("the test SMTP server", () => {
  it("keeps a message it accepted", async () => {
    const sink = await startSmtpSink();
    try {
      const info = await send(sink.url);
      expect(info.response).toMatch(/^250/);
      expect(sink.messages.map((mail) => mail.header("message-id"))).toEqual(["<sink-test@example.com>"]);
    } finally {
      await sink.close();
    }
  });

  it("keeps nothing when it shut down (421) before answering the message's data", async () => {
    // The data is in; the answer is due 2 s later; the shutdown answers 421 after its 200 ms
    // grace and closes the session first.
    const sink = await startSmtpSink({ delayMs: 2_000 });
    const sent = send(sink.url).then(
      () => undefined,
      (error: Error) => error,
    );
    await sink.waitForSendStarted();
    await sleep(500);
    await sink.close();
    const error = await sent;
    expect(error?.message).toMatch(/421|closed/i);
    await sleep(2_000); // past the moment the answer was due
    expect(sink.messages).toEqual([]);
  });
});
