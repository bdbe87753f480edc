/**
 * The rules inside the game. The Rules link points at our own built page
 * (rules/<game>.<lang>.html), readable without JavaScript; a plain click
 * opens that page's <main id="content"> in a dialog instead, so the game
 * stays where it is. A middle click or a modifier key still opens the page.
 *
 * The page comes from this site, but nothing goes through innerHTML: it is
 * parsed with DOMParser (which runs no script) and its nodes are imported.
 */
import { strings } from "./strings.js";

const element = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Makes a plain click on `link` open its page in `dialog`. */
export function attachRulesPanel(link, dialog) {
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openRules(dialog, link.href);
  });
}

/** Opens the rules page at `url` in `dialog` (showRules), a failure said there and logged. */
export function openRules(dialog, url) {
  showRules(dialog, url).catch((error) => console.error(`mazzo: rules: ${error.message}`));
}

/** Bumped by every opening: a page that arrives after a later opening is dropped. */
let openings = 0;

/**
 * Opens `dialog` at once (with a loading line) and fills it with the content
 * of the rules page at `url`; resolves once the content (or a failure line) shows.
 * A `url` with a section (`#controls`) opens at that section's heading, which takes the focus.
 */
export async function showRules(dialog, url) {
  const opening = ++openings;
  const page = element("a", "page", strings.rulesPanel.page);
  page.href = url;
  page.target = "_blank";
  page.rel = "noopener";
  const close = element("button", "secondary", strings.close);
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  const bar = element("div", "rules-bar");
  bar.append(page, close);
  // The content scrolls on its own, so it takes the keyboard focus too.
  const content = element("div", "rules-content");
  content.tabIndex = 0;
  content.setAttribute("role", "region");
  content.setAttribute("aria-label", strings.toolbar.rules);
  content.append(element("p", "loading", strings.rulesPanel.loading));
  dialog.removeAttribute("aria-labelledby");
  dialog.setAttribute("aria-label", strings.toolbar.rules);
  dialog.replaceChildren(bar, content);
  if (!dialog.open) dialog.showModal();
  close.focus();

  let nodes;
  let lang;
  try {
    ({ nodes, lang } = await fetchContent(url));
  } catch (error) {
    if (opening === openings) content.replaceChildren(element("p", "failed", strings.rulesPanel.failed));
    throw error;
  }
  if (opening !== openings) return;
  content.lang = lang;
  content.replaceChildren(...nodes);
  const heading = content.querySelector("h1");
  if (heading) {
    heading.id = `${dialog.id}-title`;
    content.removeAttribute("aria-label");
    content.setAttribute("aria-labelledby", heading.id);
    dialog.removeAttribute("aria-label");
    dialog.setAttribute("aria-labelledby", heading.id);
  }
  const section = new URL(url, document.baseURI).hash.slice(1);
  const at = section ? content.querySelector(`[data-section="${CSS.escape(section)}"]`) : null;
  if (at instanceof HTMLElement) {
    at.tabIndex = -1;
    at.focus();
    at.scrollIntoView({ block: "start" });
  }
}

/** The page's content as nodes of this document, and the page's language. */
async function fetchContent(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const parsed = new DOMParser().parseFromString(await response.text(), "text/html");
  const main = parsed.querySelector("main#content");
  if (!main) throw new Error(`${url} has no main#content`);
  const nodes = [...main.childNodes].map((node) => document.importNode(node, true));
  // The page's ids (#rules, #counting…) would clash with the game page's own: a section's stays as data-section.
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const named of [node, ...node.querySelectorAll("[id]")]) {
      if (!named.id) continue;
      named.setAttribute("data-section", named.id);
      named.removeAttribute("id");
    }
  }
  return { nodes, lang: parsed.documentElement.lang };
}
