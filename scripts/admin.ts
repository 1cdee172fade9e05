// npm run admin -- grant <email> | revoke <email>: gives or takes the administrator role.
// On PostgreSQL at any time; on the embedded database only while the site is stopped (the
// running site holds it, and this says so). The change applies from the account's next request.
import { grantAdmin, revokeAdmin } from "~/.server/auth/roles";
import { parseEnv } from "~/.server/env";
import { withDatabase } from "./db-cli";

const USAGE = "Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>";
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
if (!EMAIL.test(email)) {
  console.error(`"${email}" is not an e-mail address.\n${USAGE}`);
  process.exit(2);
}

await withDatabase(async ({ db }) => {
  const outcome = command === "grant" ? await grantAdmin(db, email) : await revokeAdmin(db, email);
  switch (outcome) {
    case "granted":
      console.log(`${email} is now an administrator.`);
      break;
    case "already":
      console.log(`${email} was already an administrator.`);
      break;
    case "revoked": {
      console.log(`${email} is no longer an administrator (from the account's next request).`);
      const listed = parseEnv(process.env).ADMIN_EMAILS.includes(email.trim().toLowerCase());
      if (listed) {
        console.warn(`Note: ${email} is in ADMIN_EMAILS, which grants the role again at its next sign-in.`);
      }
      break;
    }
    case "last-admin":
      console.error(
        `${email} is the last administrator who can sign in, and the site must keep one. ` +
          "Grant the role to another account first (npm run admin -- grant <email>).",
      );
      process.exitCode = 1;
      break;
    case "not-admin":
      console.log(`${email} was not an administrator.`);
      break;
    case "no-such-user":
      console.error(`No account has the e-mail address ${email}. It must sign up (and verify it) first.`);
      process.exitCode = 1;
      break;
  }
});
