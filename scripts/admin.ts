// npm run admin -- grant|revoke <email>: gives or takes the administrator role;
// grant-editor|revoke-editor <email>: the editor role (news and content only);
// grant-sales|revoke-sales <email>: the sales role (the requests and their pipeline);
// reset-second-factor <email>: forgets a lost authenticator app and its recovery codes.
// On PostgreSQL at any time; on the embedded database only while the site is stopped (the
// running site holds it, and this says so). The change applies from the account's next request.
import type { Role } from "~/.server/auth/roles";

const USAGE = [
  "Usage: npm run admin -- grant <email>           make an account an administrator",
  "       npm run admin -- revoke <email>          take the administrator role away",
  "       npm run admin -- grant-editor <email>    make an account an editor (news and content)",
  "       npm run admin -- revoke-editor <email>   take the editor role away",
  "       npm run admin -- grant-sales <email>     give the sales role (the requests and their pipeline)",
  "       npm run admin -- revoke-sales <email>    take the sales role away",
  "       npm run admin -- reset-second-factor <email>",
  "                                                forget a lost authenticator app and its recovery",
  "                                                codes, and sign the account out everywhere",
].join("\n");
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

const COMMANDS: Record<string, { change: "grant" | "revoke"; role: Role }> = {
  grant: { change: "grant", role: "admin" },
  revoke: { change: "revoke", role: "admin" },
  "grant-editor": { change: "grant", role: "editor" },
  "revoke-editor": { change: "revoke", role: "editor" },
  "grant-sales": { change: "grant", role: "sales" },
  "revoke-sales": { change: "revoke", role: "sales" },
};
const ROLE_NAMES: Record<Role, string> = {
  admin: "an administrator",
  editor: "an editor",
  sales: "a member of the sales team",
};

const [command, email, ...rest] = process.argv.slice(2);
const chosen = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
const reset = command === "reset-second-factor";
if ((!chosen && !reset) || !email || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
if (!EMAIL.test(email)) {
  console.error(`"${email}" is not an e-mail address.\n${USAGE}`);
  process.exit(2);
}

// Loaded once the command is understood: a usage error answers at once (the database, auth
// and their packages take about a second to load).
const [{ grantRole, revokeRole }, { resetSecondFactor }, { parseEnv }, { withDatabase }] = await Promise.all([
  import("~/.server/auth/roles"),
  import("~/.server/auth/second-factor-reset"),
  import("~/.server/env"),
  import("./db-cli"),
]);

if (reset) {
  await withDatabase(async ({ db }) => {
    switch (await resetSecondFactor(db, email, "npm run admin")) {
      case "reset":
        console.log(
          `${email}'s authenticator app and recovery codes are forgotten and its sessions ended. ` +
            "It signs in with its password; where its role needs a second factor, it sets up a new app first.",
        );
        break;
      case "none":
        console.log(`${email} has no second factor: nothing to reset.`);
        break;
      case "no-such-user":
        console.error(`No account has the e-mail address ${email}.`);
        process.exitCode = 1;
        break;
    }
  });
  process.exit();
}

const { change, role } = chosen!;
const roleName = ROLE_NAMES[role];
await withDatabase(async ({ db }) => {
  const outcome = change === "grant" ? await grantRole(db, email, role) : await revokeRole(db, email, role);
  switch (outcome) {
    case "granted":
      console.log(`${email} is now ${roleName}.`);
      break;
    case "already":
      console.log(`${email} was already ${roleName}.`);
      break;
    case "revoked": {
      console.log(`${email} is no longer ${roleName} (from the account's next request).`);
      const listed =
        role === "admin" && parseEnv(process.env).ADMIN_EMAILS.includes(email.trim().toLowerCase());
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
    case "not-held":
      console.log(`${email} was not ${roleName}.`);
      break;
    case "no-such-user":
      console.error(`No account has the e-mail address ${email}. It must sign up (and verify it) first.`);
      process.exitCode = 1;
      break;
  }
});
