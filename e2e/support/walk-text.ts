import type { Page } from "@playwright/test";
import { messagesOf } from "./helpers";

/**
 * next-intl renders a message it cannot find as its key ("settings.profile.title"). Every key starts with one
 * of the message files' top-level namespaces, so text of that shape on a screen is a missing translation.
 */
const NAMESPACES = Object.keys(messagesOf("en"));
const KEY = new RegExp(`(?<![\\w@./-])(?:${NAMESPACES.join("|")})(?:\\.[A-Za-z_][\\w-]*)+(?![\\w@/-])`, "g");

/** Message keys shown instead of text: in the page's text, its title and the attributes people or screen readers read. */
export async function renderedKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description], meta[name=description]")) {
      for (const attr of ["aria-label", "title", "placeholder", "alt", "aria-description", "content"]) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const keys = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(KEY)) keys.add(match[0]);
  return [...keys];
}

/**
 * Values that reached the page without being meant for it: an object spread onto an element as an attribute
 * (`scope="[object Object]"`), or one interpolated into text. Named by element and attribute.
 */
export async function leakedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll("*")) {
      for (const attr of el.attributes) {
        if (attr.value.includes("[object Object]")) found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value.slice(0, 80)}">`);
      }
    }
    if (document.body.innerText.includes("[object Object]")) found.push('the text "[object Object]"');
    return found;
  });
}
