import { describe, expect, it } from "vitest";
import { clientAddressKey, consume } from "./rate-limit";
import type { Database } from "./db/client";

describe("clientAddressKey", () => {
  it("counts IPv4 addresses one by one, mapped or not", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses per /64, however they are written", () => {
    const key = "2001:db8:1:2::/64";
    expect(clientAddressKey("2001:db8:1:2::1")).toBe(key);
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(key);
    expect(clientAddressKey("2001:db8:1:2:0:0:0:9%eth0")).toBe(key);
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("puts a missing or unreadable address under one key", () => {
    expect(clientAddressKey(undefined)).toBe("unknown");
    expect(clientAddressKey("")).toBe("unknown");
    expect(clientAddressKey("not an address")).toBe("unknown");
  });
});

describe("consume", () => {
  it("refuses windows it could not keep (counters are pruned after a day)", async () => {
    const db = {} as Database;
    await expect(consume(db, "s", "k", 5, 500)).rejects.toThrow(RangeError);
    await expect(consume(db, "s", "k", 5, 2 * 24 * 60 * 60 * 1000)).rejects.toThrow(RangeError);
  });
});
