// A passkey in integration tests: a software authenticator with one P-256 key that answers
// WebAuthn's two ceremonies as a browser would send them (attestation "none"; ES256
// signatures), for a site's origin and host name. The browser tests use Chromium's own
// virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type Cbor = Parameters<typeof isoCBOR.encode>[0];
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface SoftAuthenticator {
  credentialId: string;
  /** The browser's answer to a registration prompt with `challenge`. */
  register(challenge: string, origin?: string): string;
  /** The browser's answer to a sign-in prompt with `challenge`. */
  authenticate(challenge: string, origin?: string): string;
}

/**
 * An authenticator for the site at `origin`. `signWith` makes its signatures with another key
 * than the one it registered (a forged answer).
 */
export function softAuthenticator(siteOrigin: string, { signWith }: { signWith?: KeyObject } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const id = randomBytes(16);
  const rpIdHash = sha256(new URL(siteOrigin).hostname);
  let counter = 0;

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const authenticator: SoftAuthenticator & { privateKey: KeyObject } = {
    credentialId: b64url(id),
    privateKey,
    register(challenge, origin = siteOrigin) {
      const jwk = publicKey.export({ format: "jwk" });
      const coseKey = new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]), // user present, user verified, credential data included
        Buffer.alloc(4), // counter 0
        Buffer.alloc(16), // AAGUID
        idLength,
        id,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map<string, Cbor>()],
          ["authData", authData],
        ]),
      );
      return JSON.stringify({
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      });
    },
    authenticate(challenge, origin = siteOrigin) {
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), count]);
      const client = clientData("webauthn.get", challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(client)]), signWith ?? privateKey);
      return JSON.stringify({
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      });
    },
  };
  return authenticator;
}

/** A key that is no passkey's: signatures made with it must not verify. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
}
