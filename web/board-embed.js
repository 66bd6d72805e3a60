/* The script embed (issue 32): boards painted at once, one Python runtime per page.
 *
 * A page puts one <script src=".../board-embed.js" defer> and, per board, the snippet that
 * `python -m engine render --snippet` (engine/snippet.py) or the app's Share dialog writes:
 *
 *   <figure class="euro-board" data-link="save=…&move=12" data-move="12" data-total="40">
 *     <div class="euro-board-view"><template shadowrootmode="open">…<svg>…</svg></template></div>
 *     <figcaption>…</figcaption>
 *   </figure>
 *
 * The browser paints each drawing as it parses the page: no script, no Python.  This script
 * adds step buttons (« ‹ › », the keys ← → Home End) and "Open larger" (embed.html with the
 * same link).  When a reader first steps any board it opens board-host.html (beside this
 * script) in one hidden frame: one Python runtime for the whole page, which redraws whichever
 * board is stepped (web/boardhost.py).  Until it is up, the step waits and the board says
 * "Loading the games…".  `<script … data-start="idle">` starts it once the page is idle.
 *
 * The page may drive a board itself: `euroBoards.command(figure, "next")` (also "prev",
 * "first", "last", ("goto", N)); each figure fires a bubbling "euro-games:position" event
 * ({game, move, total}) after every change.  Built into dist/board-embed.js by build.py with
 * the Spanish messages (@CATALOG@); messages go through _() so `build.py i18n` finds them.
 */
(() => {
  "use strict";
  if (window.euroBoards) {            // a second copy of the script: its boards join the first
    window.euroBoards.scan();
    return;
  }
  const CATALOG = /* @CATALOG@ */ {};
  const script = document.currentScript;
  const BASE = new URL(".", script && script.src ? script.src : location.href);
  const HOST = new URL("board-host.html", BASE);
  const PREFIX = "euro-games:";
  const STEPS = [["first", "«", "First move"], ["prev", "‹", "Previous move"],
                 ["next", "›", "Next move"], ["last", "»", "Last move"]];
  const SLOW_MS = 20000;              // as web/boot.js: past this, the reader is told
  const SLOW = "This is taking longer than it should. If nothing changes, reload the page.";
  const KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  const STYLE = `
:where(figure.euro-board) { margin: 1.5rem 0; }
:where(.euro-board-view) { display: block; border: 1px solid #d8cdb8; border-radius: 6px;
  background: #fbf8f1; overflow: auto; }
:where(.euro-board-bar) { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem;
  margin-top: .35rem; font: 15px/1.3 system-ui, sans-serif; color: #2b2118; }
:where(.euro-board-bar) button, :where(.euro-board-bar) a { font: inherit; min-width: 2.75rem;
  min-height: 2.75rem; padding: 0 .6rem; border: 1px solid #b9a98f; border-radius: 6px;
  background: #fff; color: inherit; }
:where(.euro-board-bar) a { display: inline-flex; align-items: center; text-decoration: none;
  margin-left: auto; }
:where(.euro-board-bar) button:disabled { opacity: .45; }
:where(.euro-board-bar) :focus-visible { outline: 3px solid #0091ea; outline-offset: 1px; }
:where(.euro-board-counter) { min-width: 7.5em; text-align: center; }
:where(.euro-board-note) { flex-basis: 100%; color: #6b5d4f; }
:where(.euro-board-note.error) { color: #a4161a; }
:where(.euro-board-caption) { flex-basis: 100%; color: #4a3f33; }
:where(.euro-board-caption):empty { display: none; }
@media print { :where(.euro-board-bar) button, :where(.euro-board-bar) a,
  :where(.euro-board-note) { display: none; } :where(figure.euro-board) { break-inside: avoid; } }
`;
  const boards = [];
  let frame = null;
  let ready = false;

  function language(figure) {
    const link = new URLSearchParams(figure.dataset.link || "").get("lang");
    const code = (figure.lang || link || document.documentElement.lang || navigator.language
                  || "en").split("-")[0].toLowerCase();
    return CATALOG[code] ? code : "en";
  }

  function translate(lang, message) {
    return (CATALOG[lang] && CATALOG[lang][message]) || message;
  }

  /** The board's shadow root: the declarative one the parser made, or one made here from
   * its <template> (a snippet inserted by script, e.g. innerHTML, is not parsed into one). */
  function shadow(view) {
    if (view.shadowRoot) return view.shadowRoot;
    const template = view.querySelector(":scope > template[shadowrootmode]");
    const root = view.attachShadow({ mode: "open" });
    if (template) {
      root.append(template.content.cloneNode(true));
      template.remove();
    }
    return root;
  }

  function element(tag, props, text) {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function setup(figure) {
    if (figure.dataset.euroBoard) return;
    const id = String(boards.length);
    figure.dataset.euroBoard = id;
    const lang = language(figure);
    const _ = (message) => translate(lang, message);
    let view = figure.querySelector(":scope > .euro-board-view");
    if (!view) {
      view = element("div", { className: "euro-board-view" });
      figure.prepend(view);
    }
    const root = shadow(view);
    const bar = element("div", { className: "euro-board-bar" });
    const buttons = {};
    for (const [name, symbol, label] of STEPS) {
      buttons[name] = element("button", { type: "button", title: _(label) }, symbol);
      buttons[name].dataset.cmd = name;
      buttons[name].setAttribute("aria-label", _(label));
    }
    const counter = element("span", { className: "euro-board-counter" });
    counter.setAttribute("aria-live", "polite");
    const larger = element("a", { href: new URL("embed.html#" + (figure.dataset.link || ""),
                                                  BASE).href,
                                  target: "_blank", rel: "noopener" }, _("Open larger"));
    const caption = element("span", { className: "euro-board-caption" });
    caption.setAttribute("aria-live", "polite");
    const note = element("span", { className: "euro-board-note", hidden: true });
    bar.append(buttons.first, buttons.prev, counter, buttons.next, buttons.last, larger,
               caption, note);
    view.after(bar);
    const board = {
      id, figure, root, bar, buttons, counter, caption, note, _, lang,
      link: figure.dataset.link || "",
      move: parseInt(figure.dataset.move, 10) || 0,
      total: parseInt(figure.dataset.total, 10) || 0,
      pending: [],
    };
    boards.push(board);
    bar.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-cmd]");
      if (button && !button.disabled) command(figure, button.dataset.cmd);
    });
    figure.addEventListener("keydown", (event) => {
      const name = KEYS[event.key];
      if (!name || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      command(figure, name);
    });
    view.tabIndex = 0;                  // the keys work from the board itself too
    view.setAttribute("role", "group");
    const svg = root.querySelector("svg");
    if (svg && svg.getAttribute("aria-label")) view.setAttribute("aria-label", svg.getAttribute("aria-label"));
    show(board);
    if (board.link && !board.total) {
      for (const button of Object.values(buttons)) button.hidden = true;   // a position only
      counter.hidden = true;
    }
    if (ready) open(board);
  }

  function show(board) {
    const { move, total, _ } = board;
    board.counter.textContent = _("Move {move} of {total}").replace("{move}", move)
      .replace("{total}", total);
    board.buttons.first.disabled = board.buttons.prev.disabled = move === 0;
    board.buttons.next.disabled = board.buttons.last.disabled = move >= total;
  }

  function say(board, text, error) {
    board.note.textContent = text || "";
    board.note.hidden = !text;
    board.note.classList.toggle("error", Boolean(error));
    board.note.setAttribute("role", error ? "alert" : "status");
  }

  function post(message) {
    frame.contentWindow.postMessage(message, HOST.origin);
  }

  function open(board) {
    post({ type: PREFIX + "board-open", board: board.id, link: board.link, lang: board.lang });
  }

  function send(board, name, move) {
    const message = { type: PREFIX + name, board: board.id, width: board.figure.clientWidth };
    if (name === "goto") message.move = move;
    post(message);
  }

  /** Start the page's one runtime (a hidden board-host.html), if not started yet. */
  function start() {
    if (frame) return;
    performance.mark("euro-boards:start");
    frame = element("iframe", { src: HOST.href, title: "", tabIndex: -1 });
    frame.setAttribute("aria-hidden", "true");
    frame.dataset.euroBoardsHost = "";
    frame.style.cssText = "position:fixed;left:-10px;top:0;width:1px;height:1px;border:0;"
      + "opacity:0;pointer-events:none";
    document.body.append(frame);
    setTimeout(() => {                 // a runtime that does not start (refused, very slow)
      if (ready) return;
      for (const board of boards) {
        if (board.pending.length) {
          say(board, board._(SLOW), true);
        }
      }
    }, SLOW_MS);
  }

  function command(figure, name, move) {
    const board = boards.find((b) => b.figure === figure);
    if (!board || !board.link || !board.total) return;
    if (name === "goto" && !(Number.isInteger(move) && move >= 0)) return;
    if (!ready) {
      board.pending.push([name, move]);
      say(board, board._("Loading the games…"));
      start();
      return;
    }
    send(board, name, move);
  }

  function draw(board, data) {
    const style = board.root.querySelector("style");
    const drawing = document.createElement("template");
    drawing.innerHTML = data.svg;          // drawn by our own runtime from the page's link
    board.root.replaceChildren(...(style ? [style] : []), drawing.content);
    board.move = data.move;
    board.total = data.total;
    board.figure.dataset.move = String(data.move);
    board.caption.textContent = data.caption || "";
    say(board, "");
    show(board);
    board.figure.dispatchEvent(new CustomEvent(PREFIX + "position", { bubbles: true,
      detail: { game: data.game, move: data.move, total: data.total, over: data.over } }));
  }

  window.addEventListener("message", (event) => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== HOST.origin) return;
    const data = event.data;
    if (!data || typeof data !== "object") return;
    if (data.type === PREFIX + "board-host-ready") {
      ready = true;
      performance.mark("euro-boards:ready");
      for (const board of boards) if (board.link) open(board);
      for (const board of boards) {
        for (const [name, move] of board.pending.splice(0)) send(board, name, move);
      }
      return;
    }
    const board = boards[Number(data.board)];
    if (!board) return;
    if (data.type === PREFIX + "board" && typeof data.svg === "string") draw(board, data);
    if (data.type === PREFIX + "board-error") {
      say(board, `${board._("This board cannot be shown")}: ${data.message}`, true);
    }
  });

  function scan() {
    for (const figure of document.querySelectorAll("figure.euro-board")) setup(figure);
  }

  const sheet = element("style", {}, STYLE);
  sheet.dataset.euroBoards = "";
  document.head.prepend(sheet);
  window.euroBoards = { scan, command, start };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", scan);
  } else {
    scan();
  }
  if (script && script.dataset.start === "idle") {
    const idle = window.requestIdleCallback || ((run) => setTimeout(run, 2000));
    window.addEventListener("load", () => idle(start, { timeout: 10000 }));
  }
})();
