import type { Page } from "@playwright/test";

/**
 * Layout checks of the screen walk, measured in the browser after fonts have loaded:
 * - text that runs out of a box it belongs to (a text node whose line boxes reach past the padding box of an
 *   ancestor below the nearest scroll container; an ellipsis is deliberate truncation and ends the search);
 * - elements whose content is wider than they are (scrollWidth > clientWidth) while they are neither a scroll
 *   container nor clipping (overflow-x visible), innermost only;
 * - anything reaching past the viewport's left or right edge, and a page that scrolls sideways;
 * - a header bar whose items or labels sit on more than one row.
 * Each finding is a sentence naming the element (tag, id/classes, text), ready for a defect list.
 */
export async function layoutDefects(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(measure);
}

function measure(): string[] {
  const found: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const classes =
      typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ""}`;
  };
  /** Visually hidden on purpose (sr-only: clipped to nothing, or a 1 px box) or not rendered at all. */
  const hiddenCache = new Map<Element, boolean>();
  const hidden = (el: Element): boolean => {
    let answer = hiddenCache.get(el);
    if (answer !== undefined) return answer;
    const s = style(el);
    const r = el.getBoundingClientRect();
    answer =
      s.display === "none" ||
      s.visibility === "hidden" ||
      s.opacity === "0" ||
      s.clip === "rect(0px, 0px, 0px, 0px)" ||
      s.clipPath === "inset(50%)" ||
      (r.width <= 1 && r.height <= 1 && s.overflow !== "visible") ||
      (el.parentElement ? hidden(el.parentElement) : false);
    hiddenCache.set(el, answer);
    return answer;
  };
  const scrolls = (s: CSSStyleDeclaration) => s.overflowX === "auto" || s.overflowX === "scroll";
  const clips = (s: CSSStyleDeclaration) => s.overflowX === "hidden" || s.overflowX === "clip";
  /** The padding box, where content may go. */
  const paddingBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft;
    return { left, right: left + el.clientWidth };
  };

  /** The nearest scroll container around an element, if any. */
  const scrollerOf = (el: Element) => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) if (scrolls(style(e))) return e;
    return null;
  };
  /**
   * Inside a scroll container, content that runs past its box is still reachable; it is a defect only where it
   * lies over something else (a badge, another word, a control) in that container.
   */
  const coversSomething = (spiller: Node, rects: DOMRect[], box: Element, scroller: Element) => {
    const edges = paddingBox(box);
    const spilled = rects.filter((r) => r.right > edges.right + 1 || r.left < edges.left - 1);
    const others = [...scroller.querySelectorAll("*")].filter(
      (el) =>
        !el.contains(spiller) &&
        !spiller.contains(el) &&
        (el.matches("img, svg, input, button, select, textarea") ||
          [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim())),
    );
    return others.some((el) => {
      if (hidden(el)) return false;
      const o = el.getBoundingClientRect();
      return spilled.some((r) => r.left < o.right - 1 && r.right > o.left + 1 && r.top < o.bottom - 1 && r.bottom > o.top + 1);
    });
  };

  // 1. Text running out of its boxes.
  const overflowed = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement || hidden(node.parentElement)) continue;
    if (node.parentElement.closest("script, style, noscript, template")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    if (!rects.length) continue;
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    for (let box: Element | null = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const s = style(box);
      // Text may run past a scroll container (it scrolls) and past a box that truncates it with an ellipsis.
      if (scrolls(s) || (clips(s) && s.textOverflow === "ellipsis")) break;
      if (box.clientWidth === 0) continue; // an inline box: its text is measured against the block around it
      const edges = paddingBox(box);
      if (right > edges.right + 1 || left < edges.left - 1) {
        const scroller = scrollerOf(box);
        if (!scroller || coversSomething(node, rects, box, scroller)) overflowed.add(box);
        break;
      }
    }
  }
  for (const box of overflowed) found.push(`text overflows ${name(box)} (content ${box.scrollWidth} px in ${box.clientWidth} px)`);

  // 2. Boxes wider inside than outside without scrolling or clipping: the innermost of each chain. What sticks
  // out is judged: a scroll container (or a bar holding one across its content width) that bleeds into the
  // page's padding and stays in the viewport, a decoration without text laid over a corner (a badge on an
  // icon), and, inside a scroll container, anything that covers nothing else are design; the rest is a defect.
  const harmless = (culprit: Element, box: Element) => {
    const scroller = scrollerOf(box);
    if (scroller) return !coversSomething(culprit, [...culprit.getClientRects()], box, scroller);
    const r = culprit.getBoundingClientRect();
    if (r.left < -1 || r.right > viewport + 1) return false;
    const s = style(culprit);
    const contentWidth = culprit.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    const holdsScroller = [...culprit.querySelectorAll("*")].some(
      (d) => scrolls(style(d)) && d.getBoundingClientRect().width >= contentWidth - 2,
    );
    return scrolls(s) || holdsScroller || (s.position === "absolute" && !culprit.textContent?.trim());
  };
  const wide = [...document.body.querySelectorAll("*")].filter((el) => {
    if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) return false;
    const s = style(el);
    return !scrolls(s) && !clips(s) && !hidden(el);
  });
  for (const el of wide) {
    if (overflowed.has(el) || wide.some((other) => other !== el && el.contains(other))) continue;
    const edges = paddingBox(el);
    const culprits = [...el.querySelectorAll("*")].filter((d) => {
      const r = d.getBoundingClientRect();
      return r.width > 0 && !hidden(d) && (r.right > edges.right + 1 || r.left < edges.left - 1);
    });
    const outermost = culprits.filter((d) => !culprits.some((other) => other !== d && other.contains(d)));
    if (outermost.length && outermost.every((culprit) => harmless(culprit, el))) continue;
    const what = outermost.length ? `: ${outermost.slice(0, 3).map(name).join(", ")} sticks out` : "";
    found.push(`content wider than ${name(el)} (${el.scrollWidth} px in ${el.clientWidth} px)${what}`);
  }

  // 3. Past the viewport's edges: the outermost element that sticks out, unless a scroll or clip container holds it.
  if (document.documentElement.scrollWidth > viewport + 1)
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide in a ${viewport} px viewport)`);
  const outside = [...document.body.querySelectorAll("*")].filter((el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || (r.right <= viewport + 1 && r.left >= -1) || hidden(el)) return false;
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) if (scrolls(style(e)) || clips(style(e))) return false;
    return true;
  });
  for (const el of outside) {
    if (outside.some((other) => other !== el && other.contains(el))) continue;
    const r = el.getBoundingClientRect();
    found.push(`${name(el)} reaches past the viewport (${Math.round(r.left)}–${Math.round(r.right)} px of ${viewport} px)`);
  }

  // 4. The header keeps one row: every visible item (link, button, field) on one centre line, and no label on
  // more than one line (a caption stacked over a name inside one button is design, not a wrap).
  const header = document.querySelector("body header");
  if (header) {
    const bar = header.getBoundingClientRect();
    const centres: number[] = [];
    for (const item of header.querySelectorAll("a, button, input, [role=button], [role=combobox]")) {
      const r = item.getBoundingClientRect();
      if (r.width > 1 && r.height > 1 && !hidden(item)) centres.push(r.top + r.height / 2);
    }
    const labels = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = labels.nextNode(); node; node = labels.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || hidden(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) found.push(`header label ${name(node.parentElement)} wraps onto ${lines.size} lines`);
    }
    const spread = centres.length ? Math.max(...centres) - Math.min(...centres) : 0;
    if (spread > 8)
      found.push(
        `the header wraps: its items sit on more than one row (centres ${Math.round(spread)} px apart in a ${Math.round(bar.height)} px bar)`,
      );
  }
  return found;
}
