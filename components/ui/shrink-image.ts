/**
 * Turns a picked image file into a square data URL of at most `maxChars` characters, so an uploaded picture
 * fits a picture field (2000 characters, lib/picture.ts) without any file storage: the centre
 * square is drawn smaller and smaller, in WebP and then JPEG at falling quality, until it fits. Avatars are
 * shown at 64 px at most, so even the smallest size tried still looks sharp. Null when nothing fits;
 * throws when the file is not an image the browser can decode.
 */
const SIDES = [96, 80, 64, 56, 48, 40];
const TYPES = ["image/webp", "image/jpeg"];
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

export async function shrinkImage(file: File, maxChars: number): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const sx = (bitmap.width - side) / 2;
  const sy = (bitmap.height - side) / 2;
  try {
    for (const size of SIDES) {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) return null;
      // JPEG has no transparency: a transparent logo would turn black on it.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, size, size);
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
      for (const type of TYPES) {
        for (const quality of QUALITIES) {
          const url = canvas.toDataURL(type, quality);
          if (!url.startsWith(`data:${type}`)) break; // the browser cannot write this type (it fell back to PNG)
          if (url.length <= maxChars) return url;
        }
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}
