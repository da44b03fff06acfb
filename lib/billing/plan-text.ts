/**
 * A product's name and description in the visitor's language. Sellers translate them in Polar as product
 * (or benefit) metadata, `name_<language>` and `description_<language>` (`name_ru`, `description_de`…); Polar's
 * own text is the fallback. Safe for client and server.
 */
export type Metadata = Record<string, unknown> | null | undefined;

export function localized(metadata: Metadata, field: "name" | "description", locale: string, fallback: string): string;
export function localized(metadata: Metadata, field: "name" | "description", locale: string, fallback: string | null): string | null;
export function localized(metadata: Metadata, field: "name" | "description", locale: string, fallback: string | null): string | null {
  const value = metadata?.[`${field}_${locale}`];
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}
