import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seededState } from "./seed";
import type { State } from "./state";

/** The lists of State whose records have an id (products, customers, orders, …). */
type Lists = { [K in keyof State as State[K] extends { id: string }[] ? K : never]: State[K] };
export type ListName = keyof Lists;
export type Row<N extends ListName> = Lists[N][number];
/** Fields that never change once a record exists, so an index on them cannot go stale. */
type FixedKey = "id" | "client_secret" | "token" | "key" | "client_id";

/** Lists added after the first state files were written. */
const NEWER_LISTS = [
  "license_keys",
  "license_key_activations",
  "payment_methods",
  "custom_fields",
  "files",
  "event_types",
  "metric_dashboards",
  "members",
  "customer_seats",
  "oauth2_clients",
  "oauth2_tokens",
  "email_updates",
] as const;

type Index = { list: unknown[]; length: number; byKey: Map<unknown, unknown> };

/**
 * The emulator's state in one JSON file under its data directory, written atomically (temporary file,
 * then rename) after every change, so a restart or a crash mid-write never loses or corrupts it.
 *
 * The state stays plain lists (it is the file's format, and tests read it); lookups by id, secret or token
 * go through a Map per list and key, built on first use and kept by add(). An index is rebuilt whenever its
 * list was replaced (a reset, a deletion by filter, a failed request rolled back) or grew behind add()'s back.
 */
export class Store {
  private current: State;
  private readonly indexes = new Map<ListName, Map<string, Index>>();
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = dataDir === ":memory:" ? "" : path.join(dataDir, "state.json");
    this.current = this.file && existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as State) : seededState(new Date());
    // State files written before these existed.
    this.current.refunds ??= [];
    this.current.discounts ??= [];
    this.current.checkout_links ??= [];
    for (const list of NEWER_LISTS) this.current[list] ??= [];
    this.save();
  }

  get state(): State {
    return this.current;
  }

  set state(next: State) {
    this.current = next;
    this.indexes.clear();
  }

  /** The record of a list with this id (or secret, or token). */
  get<N extends ListName>(name: N, id: string | null | undefined, key: FixedKey & keyof Row<N> = "id"): Row<N> | undefined {
    if (id === null || id === undefined) return undefined;
    return this.index(name, key).byKey.get(id) as Row<N> | undefined;
  }

  /** Appends a record to its list and to the list's indexes. */
  add<N extends ListName>(name: N, row: Row<N>): Row<N> {
    const list = this.current[name] as unknown[];
    const upToDate = [...(this.indexes.get(name) ?? [])].filter(([, index]) => index.list === list && index.length === list.length);
    list.push(row);
    for (const [key, index] of upToDate) {
      index.byKey.set((row as Record<string, unknown>)[key], row);
      index.length = list.length;
    }
    return row;
  }

  private index(name: ListName, key: string): Index {
    const list = this.current[name] as unknown as Record<string, unknown>[];
    const indexes = this.indexes.get(name) ?? new Map<string, Index>();
    this.indexes.set(name, indexes);
    const known = indexes.get(key);
    if (known && known.list === list && known.length === list.length) return known;
    const built: Index = { list, length: list.length, byKey: new Map(list.map((row) => [row[key], row])) };
    indexes.set(key, built);
    return built;
  }

  save() {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.current));
    renameSync(temporary, this.file);
  }

  /** Back to the seeded catalogue, with no customers, purchases or webhook endpoints. */
  reset() {
    this.state = seededState(new Date());
    this.save();
  }

  /** The emulator's clock: real time plus whatever the control API has advanced it by. */
  now(): Date {
    return new Date(Date.now() + this.current.clock_offset_ms);
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
