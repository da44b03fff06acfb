import type { StoredFile } from "../state";
import type { Json, Source } from "./json";

/** A file as FileRead has it; `upload` adds the parts to PUT (FileUpload). */
export function file(src: Source, f: StoredFile, withUpload = false): Json {
  const units = ["B", "KB", "MB", "GB"];
  const power = Math.min(units.length - 1, Math.floor(Math.log10(Math.max(1, f.size)) / 3));
  const base = {
    id: f.id,
    organization_id: src.store.state.organization.id,
    name: f.name,
    path: f.path,
    mime_type: f.mime_type,
    size: f.size,
    storage_version: null,
    checksum_etag: null,
    checksum_sha256_base64: f.checksum_sha256_base64,
    checksum_sha256_hex: f.checksum_sha256_base64 ? Buffer.from(f.checksum_sha256_base64, "base64").toString("hex") : null,
    last_modified_at: f.modified_at,
    version: f.version,
    service: f.service,
    is_uploaded: f.is_uploaded,
    size_readable: `${Number((f.size / 1000 ** power).toFixed(1))} ${units[power]}`,
  };
  if (withUpload) {
    const expires = new Date(Date.now() + 3600_000).toISOString();
    return {
      ...base,
      upload: {
        id: f.upload_id,
        path: f.path,
        parts: f.parts.map((p) => ({
          ...p,
          checksum_sha256_base64: null,
          url: `${src.publicUrl}/__emulator/uploads/${f.id}/${f.upload_id}/${p.number}`,
          expires_at: expires,
          headers: {},
        })),
      },
    };
  }
  const publicUrl = `${src.publicUrl}/__emulator/files/${f.id}`;
  const extra =
    f.service === "downloadable"
      ? { flagged_malicious_at: null }
      : f.service === "support_case_attachment"
        ? {}
        : { public_url: publicUrl };
  return { ...base, created_at: f.created_at, ...extra };
}
