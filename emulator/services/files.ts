import { createHash, randomBytes } from "node:crypto";
import { conflict, found, invalidField, notFound } from "../http/errors";
import type { StoredFile } from "../state";
import { Store } from "../store";
import { Service } from "./service";

export type FileCreateInput = {
  name: string;
  mime_type: string;
  size: number;
  checksum_sha256_base64?: string | null;
  upload: { parts: { number: number; chunk_start: number; chunk_end: number }[] };
  service: StoredFile["service"];
  version?: string | null;
};

/**
 * Files as Polar stores them: created with a multipart upload whose parts the client PUTs to the addresses
 * it is given (here the emulator's own), then marked uploaded once every part has arrived.
 */
export class Files extends Service {
  live(): StoredFile[] {
    return this.store.state.files.filter((f) => !f.deleted);
  }

  byId(id: string): StoredFile {
    return found(this.live().find((f) => f.id === id));
  }

  create(input: FileCreateInput): StoredFile {
    const parts = input.upload.parts;
    const covered = parts.reduce((sum, p) => sum + (p.chunk_end - p.chunk_start + 1), 0);
    if (covered !== input.size) throw invalidField(["body", "upload", "parts"], "The parts do not cover the file's size.", parts);
    const id = Store.id();
    return this.store.add("files", {
      id,
      created_at: this.store.iso(),
      modified_at: null,
      name: input.name,
      path: `${this.store.state.organization.id}/${id}/${input.name}`,
      mime_type: input.mime_type,
      size: input.size,
      service: input.service,
      version: input.version ?? null,
      checksum_sha256_base64: input.checksum_sha256_base64 ?? null,
      is_uploaded: false,
      is_enabled: true,
      upload_id: randomBytes(16).toString("hex"),
      parts: parts.map(({ number, chunk_start, chunk_end }) => ({ number, chunk_start, chunk_end })),
      received: {},
      deleted: false,
    });
  }

  /** One part's bytes arrived at its upload address: its ETag is the MD5 of the bytes, as S3's is. */
  receivePart(file: StoredFile, uploadId: string, number: number, bytes: Buffer): string {
    const part = file.parts.find((p) => p.number === number);
    if (file.upload_id !== uploadId || !part) throw notFound();
    if (bytes.length !== part.chunk_end - part.chunk_start + 1) {
      throw conflict("BadRequest", `Part ${number} should have ${part.chunk_end - part.chunk_start + 1} bytes.`, 400);
    }
    const etag = `"${createHash("md5").update(bytes).digest("hex")}"`;
    file.received[String(number)] = { etag, data: bytes.toString("base64") };
    return etag;
  }

  /** The bytes of an uploaded file, its parts in order. */
  content(file: StoredFile): Buffer {
    return Buffer.concat(
      [...file.parts].sort((a, b) => a.number - b.number).map((p) => Buffer.from(file.received[String(p.number)]?.data ?? "", "base64")),
    );
  }

  completeUpload(file: StoredFile, input: { id: string; path: string; parts: { number: number }[] }): StoredFile {
    if (input.id !== file.upload_id || input.path !== file.path)
      throw invalidField(["body", "id"], "Upload does not match the file.", input.id);
    const missing = file.parts.filter((p) => !file.received[String(p.number)]);
    if (missing.length) throw conflict("NotPermitted", `Part ${missing[0].number} has not been uploaded.`, 403);
    file.is_uploaded = true;
    file.modified_at = this.store.iso();
    return file;
  }

  update(file: StoredFile, input: { name?: string | null; version?: string | null }): StoredFile {
    if (input.name) file.name = input.name;
    if (input.version !== undefined) file.version = input.version;
    file.modified_at = this.store.iso();
    return file;
  }

  remove(file: StoredFile) {
    file.deleted = true;
    file.modified_at = this.store.iso();
  }
}
