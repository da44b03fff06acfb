import type { TestProject } from "vitest/node";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";

/** Each run gets a database of its own, dropped at the end. */
export default async function setup(project: TestProject) {
  const database = await createFreshDatabase("test");
  project.provide("databaseUrl", database.url);
  return database.drop;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
