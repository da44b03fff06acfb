import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CodeBlock } from "@/components/ui/code-block";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { apiReference, type ReferenceOperation } from "@/lib/api/reference";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("apiDocs");
  return { title: t("metaTitle") };
}

const METHOD_TONE = { GET: "info", POST: "success", PATCH: "warning", DELETE: "danger" } as const;

/**
 * The API's reference, drawn on the server from the same OpenAPI document /api/v1/openapi.json serves (so it never
 * disagrees with it): how to authenticate, errors, pages and limits, then every operation by tag and the named
 * schemas. No script of its own and nothing from outside the app.
 */
export default async function ApiReferencePage() {
  const t = await getTranslations("apiDocs");
  const { server, groups, schemas } = apiReference();
  const notes = [
    ["authTitle", "authText"],
    ["errorsTitle", "errorsText"],
    ["pagingTitle", "pagingText"],
    ["limitsTitle", "limitsText"],
  ] as const;
  return (
    <div data-layout="wide" className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 md:py-10">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-pretty text-muted-foreground">{t("lead")}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs [overflow-wrap:anywhere]">{server}</code>
          <a className="font-medium underline underline-offset-4" href="/api/v1/openapi.json">
            {t("document")}
          </a>
        </p>
      </header>
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        {notes.map(([title, text]) => (
          <Card key={title} title={t(title)}>
            <p className="text-sm text-pretty text-muted-foreground [overflow-wrap:anywhere]">{t(text)}</p>
          </Card>
        ))}
      </div>
      <section aria-labelledby="operations" className="grid min-w-0 gap-6">
        <h2 id="operations" className="text-xl font-semibold tracking-tight">
          {t("operations")}
        </h2>
        {groups.map(({ tag, operations }) => (
          <div key={tag} className="grid min-w-0 gap-3">
            <h3 className="text-lg font-medium">{tag}</h3>
            {operations.map((op) => (
              <Operation
                key={op.id}
                op={op}
                labels={{
                  scope: t("scope"),
                  anyKey: t("anyKey"),
                  parameters: t("parameters"),
                  body: t("body"),
                  responses: t("responses"),
                  required: t("required"),
                }}
              />
            ))}
          </div>
        ))}
      </section>
      <section aria-labelledby="schemas" className="grid min-w-0 gap-3">
        <h2 id="schemas" className="text-xl font-semibold tracking-tight">
          {t("schemas")}
        </h2>
        {schemas.map((schema) => (
          <details key={schema.name} id={`schema-${schema.name}`} className="min-w-0 rounded-lg border bg-card px-4 py-3">
            <summary className="cursor-pointer font-mono text-sm font-medium">{schema.name}</summary>
            <CodeBlock className="mt-3 max-w-full p-3">{schema.json}</CodeBlock>
          </details>
        ))}
      </section>
    </div>
  );
}

type Labels = { scope: string; anyKey: string; parameters: string; body: string; responses: string; required: string };

function Operation({ op, labels }: { op: ReferenceOperation; labels: Labels }) {
  return (
    <article id={op.id} aria-labelledby={`${op.id}-title`} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={METHOD_TONE[op.method as keyof typeof METHOD_TONE] ?? "neutral"} className="font-mono">
          {op.method}
        </Badge>
        <code className="font-mono text-sm [overflow-wrap:anywhere]">{op.path}</code>
      </div>
      <h4 id={`${op.id}-title`} className="font-medium">
        {op.summary}
      </h4>
      {op.description && <p className="text-sm text-pretty text-muted-foreground">{op.description}</p>}
      <p className="text-sm">
        <span className="text-muted-foreground">{labels.scope}: </span>
        {op.scope ? <code className="font-mono text-xs">{op.scope}</code> : labels.anyKey}
      </p>
      {op.parameters.length > 0 && (
        <div className="grid min-w-0 gap-1">
          <h5 className="text-sm font-medium">{labels.parameters}</h5>
          <ul className="grid min-w-0 gap-1 text-sm">
            {op.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="flex min-w-0 flex-wrap gap-x-2 [overflow-wrap:anywhere]">
                <code className="font-mono text-xs">{p.name}</code>
                <span className="text-muted-foreground">
                  {p.in} · {p.type}
                  {p.required ? ` · ${labels.required}` : ""}
                </span>
                {p.description && <span className="text-muted-foreground">— {p.description}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {op.body && (
        <div className="grid min-w-0 gap-1">
          <h5 className="text-sm font-medium">{labels.body}</h5>
          <SchemaRef text={op.body} />
        </div>
      )}
      <div className="grid min-w-0 gap-1">
        <h5 className="text-sm font-medium">{labels.responses}</h5>
        <ul className="grid min-w-0 gap-1 text-sm">
          {op.responses.map((r) => (
            <li key={r.status} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <code className="font-mono text-xs">{r.status}</code>
              <span className="text-muted-foreground">{r.description}</span>
              {r.schema && <SchemaRef text={r.schema} />}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function SchemaRef({ text }: { text: string }) {
  if (text.startsWith("{")) return <CodeBlock className="w-full max-w-full min-w-0 p-3">{text}</CodeBlock>;
  return (
    <a className="font-mono text-xs underline underline-offset-4" href={`#schema-${text}`}>
      {text}
    </a>
  );
}
