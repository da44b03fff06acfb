import { notFound } from "../http/errors";
import { derivedId } from "../ids";
import type { Router } from "../http/router";
import type { Services } from "../services";
import { listReply, matches } from "./list";

/**
 * Files: the seller's API (create with a multipart upload, mark uploaded, rename, delete, list), the upload
 * addresses the parts are PUT to, and the files of a downloadables benefit.
 */
export function registerFiles(router: Router, { out, files, catalogue, store }: Services) {
  router.api("GET", "/v1/files/", "organization", (ctx) =>
    listReply(
      ctx,
      files.live().filter((f) => f.is_uploaded && matches(ctx.query.ids, f.id)),
      (f) => out.file(f),
    ),
  );
  router.api("POST", "/v1/files/", "organization", ({ body }) => ({ status: 201, json: out.file(files.create(body), true) }));
  router.api("POST", "/v1/files/{id}/uploaded", "organization", ({ params, body }) => ({
    status: 200,
    json: out.file(files.completeUpload(files.byId(params.id), body)),
  }));
  router.api("PATCH", "/v1/files/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: out.file(files.update(files.byId(params.id), body)),
  }));
  router.api("DELETE", "/v1/files/{id}", "organization", ({ params }) => {
    files.remove(files.byId(params.id));
    return { status: 204 };
  });

  // The presigned part address: no token, as S3's presigned URLs need none.
  router.page("PUT", "/__emulator/uploads/{id}/{upload_id}/{part}", ({ params, bytes }) => {
    const etag = files.receivePart(files.byId(params.id), params.upload_id, Number(params.part), bytes ?? Buffer.alloc(0));
    return { status: 200, headers: { etag } };
  });
  // Where an uploaded file is downloaded from (the download links and public URLs Polar presigns).
  router.page("GET", "/__emulator/files/{id}", ({ params }) => {
    const file = files.byId(params.id);
    if (!file.is_uploaded) throw notFound();
    return { status: 200, bytes: files.content(file), contentType: file.mime_type };
  });

  // The files of the downloadables benefits the customer holds a live grant of, each with its download link.
  router.api("GET", "/v1/customer-portal/downloadables/", "customer", (ctx) => {
    const me = ctx.auth.kind === "customer" ? ctx.auth.customerId : "";
    const rows = store.state.benefit_grants
      .filter((g) => g.customer_id === me && !g.revoked_at && matches(ctx.query.benefit_id, g.benefit_id))
      .flatMap((g) => {
        const benefit = store.get("benefits", g.benefit_id);
        const ids = benefit?.type === "downloadables" ? ((benefit.properties.files as string[] | undefined) ?? []) : [];
        return files
          .live()
          .filter((f) => f.is_uploaded && ids.includes(f.id))
          .map((file) => ({ grant: g, file }));
      });
    return listReply(
      ctx,
      rows.map((r) => ({ ...r, created_at: r.file.created_at })),
      ({ grant, file }) => {
        const { created_at: _c, flagged_malicious_at: _f, public_url: _p, ...shown } = out.file(file);
        return {
          id: derivedId("downloadable", `${grant.id}:${file.id}`),
          benefit_id: grant.benefit_id,
          file: {
            ...shown,
            download: {
              url: `${out.publicUrl}/__emulator/files/${file.id}`,
              headers: {},
              expires_at: new Date(Date.now() + 3600_000).toISOString(),
            },
          },
        };
      },
    );
  });

  router.api("GET", "/v1/benefits/{id}/files", "organization", (ctx) => {
    const benefit = catalogue.benefit(ctx.params.id);
    const ids = benefit.type === "downloadables" ? ((benefit.properties.files as string[] | undefined) ?? []) : [];
    const downloaders = new Set(
      store.state.benefit_grants.filter((g) => g.benefit_id === benefit.id && !g.revoked_at).map((g) => g.customer_id),
    ).size;
    const rows = files.live().filter((f) => ids.includes(f.id));
    return listReply(ctx, rows, (f) => ({ ...out.file(f), downloaders, downloads: 0 }));
  });
}
