/**
 * A mail server of its own process, for the fault tests: accepts every mail on SMTP_SINK_PORT and appends one
 * JSON line per mail (recipient, Message-ID, subject, first link of the text) to SMTP_SINK_FILE, so that what it
 * received outlives the process being stopped and started again.
 */
import { appendFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_SINK_PORT);
const file = process.env.SMTP_SINK_FILE;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0] ?? null;
        for (const to of session.envelope.rcptTo) {
          appendFileSync(
            file,
            `${JSON.stringify({ to: to.address.toLowerCase(), messageId: mail.messageId, subject: mail.subject, link })}\n`,
          );
        }
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, "127.0.0.1", () => console.log(`listening ${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
