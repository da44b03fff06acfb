/**
 * The one rule for the pictures people give us (a profile picture, an organization's logo), held by the forms
 * and again by the server: an http(s) address, or a small inline PNG/JPEG/WebP/GIF (what the upload makes, so
 * no file storage is needed), within 2000 characters. Anything else would be a broken picture on every page,
 * or a script address. Safe for client and server.
 */
export const PICTURE_MAX = 2000;

export type PictureProblem = "tooLong" | "invalid";

const INLINE_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[a-z0-9+/]+=*$/i;

/** Why this (trimmed) value cannot be a picture, or null when it can; an empty value is no picture, and fine. */
export function pictureProblem(value: string): PictureProblem | null {
  const picture = value.trim();
  if (!picture) return null;
  if (picture.length > PICTURE_MAX) return "tooLong";
  if (INLINE_IMAGE.test(picture)) return null;
  try {
    const url = new URL(picture);
    return url.protocol === "https:" || url.protocol === "http:" ? null : "invalid";
  } catch {
    return "invalid";
  }
}

/** The value as a picture to draw (a preview while it is typed), or null when it is empty or no picture. */
export const pictureSrc = (value: string): string | null => (pictureProblem(value) ? null : value.trim() || null);
