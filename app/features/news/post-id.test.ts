import { describe, expect, it } from "vitest";
import { isPostId } from "./post-id";

describe("a post id", () => {
  it("is a uuid", () => {
    expect(isPostId("fde1b88e-5473-496c-8061-a7bee77eee61")).toBe(true);
    expect(isPostId("FDE1B88E-5473-496C-8061-A7BEE77EEE61")).toBe(true);
    expect(isPostId("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("is nothing else", () => {
    for (const value of [
      undefined,
      "",
      "123",
      "fde1b88e54734968061a7bee77eee61",
      "fde1b88e-5473-496c-8061-a7bee77eee6",
      "fde1b88e-5473-496c-8061-a7bee77eee611",
      "gde1b88e-5473-496c-8061-a7bee77eee61",
      " fde1b88e-5473-496c-8061-a7bee77eee61",
      "fde1b88e-5473-496c-8061-a7bee77eee61\n",
      "{fde1b88e-5473-496c-8061-a7bee77eee61}",
      "' or 1=1 --",
      "feed.xml",
    ]) {
      expect(isPostId(value), JSON.stringify(value)).toBe(false);
    }
  });
});
