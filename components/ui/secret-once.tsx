"use client";
import { Alert } from "./alert";
import { Button } from "./button";
import { CopyButton } from "./copy-button";

/**
 * A secret shown once, right after it was made (an API key, a SCIM token, a webhook signing secret): what it is,
 * the value, a copy button and "Done", which forgets it. Nothing keeps it in the browser.
 */
export function SecretOnce({
  secret,
  title,
  text,
  words,
  onDone,
  testId,
}: {
  secret: string;
  title: string;
  text: string;
  words: { copy: string; copied: string; done: string };
  onDone: () => void;
  testId: string;
}) {
  return (
    <Alert tone="success" title={title}>
      <span className="grid gap-2">
        <span>{text}</span>
        <code
          data-testid={testId}
          className="block rounded-md bg-muted px-2 py-1 font-mono text-xs text-foreground select-all [overflow-wrap:anywhere]"
        >
          {secret}
        </code>
        <span className="flex flex-wrap gap-2">
          <CopyButton text={secret} label={words.copy} done={words.copied} />
          <Button size="sm" variant="ghost" onClick={onDone}>
            {words.done}
          </Button>
        </span>
      </span>
    </Alert>
  );
}
