import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seededState } from "./seed";
import type { State } from "./state";

/**
 * The emulator's state in one JSON file under its data directory, written atomically (temporary file,
 * then rename) after every change, so a restart or a crash mid-write never loses or corrupts it.
 */
export class Store {
  state: State;
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = dataDir === ":memory:" ? "" : path.join(dataDir, "state.json");
    this.state = this.file && existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as State) : seededState(new Date());
    // State files written before these existed.
    this.state.refunds ??= [];
    this.state.discounts ??= [];
    this.state.checkout_links ??= [];
    this.save();
  }

  save() {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }

  /** Back to the seeded catalogue, with no customers, purchases or webhook endpoints. */
  reset() {
    this.state = seededState(new Date());
    this.save();
  }

  /** The emulator's clock: real time plus whatever the control API has advanced it by. */
  now(): Date {
    return new Date(Date.now() + this.state.clock_offset_ms);
  }

  iso(): string {
    return this.now().toISOString();
  }

  static id(): string {
    return randomUUID();
  }
}

export function removeData(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
