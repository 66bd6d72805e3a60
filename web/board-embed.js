/* The script embed (issue 32): boards painted at once, one Python runtime per page.
 *
 * A page puts one <script src=".../board-embed.js" defer> and, per board, the snippet that
 * `python -m engine render --snippet` (engine/snippet.py) or the app's Share dialog writes:
 *
 *   <figure class="euro-board" data-link="save=…&move=12" data-move="12" data-total="40">
 *     <style>@media (scripting:enabled){…this script's box rules…}</style>
 *     <div class="euro-board-view"><template shadowrootmode="open">…<svg>…</svg></template></div>
 *     <figcaption>…</figcaption>
 *   </figure>
 *
 * The browser paints each drawing as it parses the page: no script, no Python; a board off
 * screen waits until it nears the screen or the page is idle (settle()).  This script
 * adds step buttons (« ‹ › », the keys ← → Home End) and "Open larger" (embed.html with the
 * same link).  When a reader first steps any board it opens board-host.html (beside this
 * script) in one hidden frame: one Python runtime for the whole page, which redraws whichever
 * board is stepped (web/boardhost.py).  Until it is up, the step waits and the board says
 * "Loading the games…".  `<script … data-start="idle">` starts it once the page is idle.
 *
 * Each drawing fits its own element's width, not the window's: a snippet carries the board in
 * the wide layout as SVG and in the stacked one inside <noscript class="euro-narrow"> (inert
 * text while script runs; engine/snippet.py, narrow_source), made into SVG here once the board's
 * element is narrower than NARROW_BELOW_PX; its shadow root's style then shows the one for the
 * element's width.  A board the runtime has drawn is drawn again in the other layout when its
 * element crosses NARROW_BELOW_PX (a ResizeObserver).  A lazy board (`render --snippet --lazy`)
 * carries its wide drawing as a noscript's text too (<noscript class="euro-wide">), made into
 * SVG here as the board comes near the viewport, once the page is idle, or
 * before printing (build()).
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
  const BOOK = ["play", "retry", "answer"];     // a chapter's own commands (web/chapterbook.py)
  const NARROW_BELOW_PX = 520;        // engine/snippet.py NARROW_BELOW_PX: the stacked layout
  const STYLE = `
:where(figure.euro-board) [hidden] { display: none; }
:where(figure.euro-board) { margin: 1.5rem 0; }
:where(.euro-board-view) { display: block; border: 1px solid #d8cdb8; border-radius: 6px;
  background: #fbf8f1; overflow: auto; }
:where(.euro-board-bar) { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem;
  margin-top: .35rem; font: 15px/1.3 var(--euro-games-font, system-ui, sans-serif); color: var(--euro-games-text, #2b2118); }
:where(.euro-board-bar) button, :where(.euro-board-bar) a { font: inherit; min-width: 2.75rem;
  min-height: 2.75rem; padding: 0 .6rem; border: 1px solid var(--euro-games-line, #b9a98f);
  border-radius: 6px; background: var(--euro-games-surface, #fff); color: inherit; }
:where(.euro-board-bar) a { display: inline-flex; align-items: center; text-decoration: none;
  margin-left: auto; }
:where(.euro-board-bar) button:disabled { opacity: .45; }
:where(.euro-board-bar) :focus-visible { outline: 3px solid var(--euro-games-accent, #0091ea); outline-offset: 1px; }
:where(.euro-board-counter) { min-width: 7.5em; text-align: center; }
:where(.euro-board-note) { flex-basis: 100%; color: var(--euro-games-muted, #6b5d4f); }
:where(.euro-board-note.error) { color: #a4161a; }
:where(.euro-board-caption) { flex-basis: 100%; color: var(--euro-games-muted, #4a3f33); }
:where(.euro-board-caption):empty { display: none; }
:where(.euro-chapters-nav) { display: flex; align-items: center; gap: .3rem; margin: .35rem 0;
  font: 15px/1.3 var(--euro-games-font, system-ui, sans-serif); color: var(--euro-games-text, #2b2118); }
:where(.euro-chapters-nav) button, :where(.euro-board-task) button { font: inherit;
  min-width: 2.75rem; min-height: 2.75rem; padding: 0 .6rem; border: 1px solid var(--euro-games-line, #b9a98f);
  border-radius: 6px; background: var(--euro-games-surface, #fff); color: var(--euro-games-text, #2b2118); }
:where(.euro-chapters-nav) button:disabled, :where(.euro-board-task) button:disabled { opacity: .45; }
:where(.euro-chapters-nav) :focus-visible, :where(.euro-board-task) :focus-visible {
  outline: 3px solid var(--euro-games-accent, #0091ea); outline-offset: 1px; }
:where(.euro-chapters-where) { min-width: 8em; text-align: center; }
:where(.euro-chapter-title) { margin: .3rem 0; font-weight: 700; }
:where(.euro-board-task) { margin-top: .4rem; padding: .4rem .6rem; border-left: 4px solid var(--euro-games-line, #b9a98f);
  background: var(--euro-games-panel, #f4efe4); font: 15px/1.35 var(--euro-games-font, system-ui, sans-serif);
  color: var(--euro-games-text, #2b2118); }
:where(.euro-board-task[data-status="right"]) { border-left-color: #2e7d32; }
:where(.euro-board-task[data-status="wrong"]) { border-left-color: #c62828; }
:where(.euro-board-told) { margin: 0 0 .35rem; }
:where(.euro-board-options), :where(.euro-board-tools) { display: flex; flex-wrap: wrap; gap: .3rem; }
:where(.euro-board-options) { margin-bottom: .35rem; }
:where(.euro-board-options):empty { display: none; }
@media print { :where(.euro-chapters-nav), :where(.euro-board-task) { display: none; }
  :where(section.euro-chapter)[hidden] { display: block; } }
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

  function setup(figure, chapterLink) {
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
    const larger = element("a", { href: new URL("embed.html#" + (chapterLink
                                                  || figure.dataset.link || ""), BASE).href,
                                  target: "_blank", rel: "noopener" }, _("Open larger"));
    const caption = element("span", { className: "euro-board-caption" });
    caption.setAttribute("aria-live", "polite");
    const note = element("span", { className: "euro-board-note", hidden: true });
    bar.append(buttons.first, buttons.prev, counter, buttons.next, buttons.last, larger,
               caption, note);
    view.after(bar);
    const board = {
      id, figure, view, root, bar, buttons, counter, caption, note, _, lang,
      link: chapterLink || figure.dataset.link || "",
      kind: figure.dataset.kind || "view",
      first: parseInt(figure.dataset.first, 10) || 0,
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
    label(board);
    if (board.kind !== "view") task(board);
    show(board);
    if (board.link && !board.total) {
      for (const button of Object.values(buttons)) button.hidden = true;   // a position only
      counter.hidden = true;
    }
    if (ready) open(board);
    if (sizes) sizes.observe(view);
    if (board.root.querySelector("noscript.euro-wide")) {
      if (near) near.observe(view); else build(board);
    }
  }

  /** The board's element is named as its drawing is (its svg's aria-label). */
  function label(board) {
    const svg = board.root.querySelector("svg");
    if (svg && svg.getAttribute("aria-label")) {
      board.view.setAttribute("aria-label", svg.getAttribute("aria-label"));
    }
  }

  /** A lazy board's wide drawing, carried as a noscript's text (engine/snippet.py,
   * lazy_source), made into its svg.wide; the box's held height (.euro-lazy) goes with it. */
  function build(board) {
    if (near) near.unobserve(board.view);
    const source = board.root.querySelector("noscript.euro-wide");
    if (!source) return;
    const drawing = document.createElement("template");
    drawing.innerHTML = source.textContent;    // the page's own snippet (engine/snippet.py)
    source.replaceWith(drawing.content);
    const art = board.root.querySelector("div.euro-board-art");
    if (art) art.classList.remove("euro-lazy");
    if (layout(board.view.clientWidth) === "narrow") unfold(board);
    label(board);
  }

  /** Lazy boards are drawn as they come within a quarter screen of the viewport (not the
   * whole next screen: a board built while the page loads delays the boards on screen). */
  const near = window.IntersectionObserver ? new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const board = boards.find((b) => b.view === entry.target);
      if (board && entry.isIntersecting) build(board);
    }
  }, { rootMargin: "25% 0px" }) : null;

  /** The layout a board of ``width`` CSS px is drawn in (0: not laid out, e.g. hidden). */
  function layout(width) {
    return width > 0 && width < NARROW_BELOW_PX ? "narrow" : "wide";
  }

  /** A pre-painted board's stacked drawing, carried as a noscript's text (engine/snippet.py,
   * narrow_source), made into its svg.narrow after the wide one (then its style shows the one
   * for its width). */
  function unfold(board) {
    const source = board.root.querySelector("noscript.euro-narrow");
    if (!source) return;
    const drawing = document.createElement("template");
    drawing.innerHTML = source.textContent;    // the page's own snippet (engine/snippet.py)
    source.replaceWith(drawing.content);
  }

  /** A pre-painted board gets its stacked drawing once its element is narrow; a board the
   * runtime drew is drawn again when its element's width calls for the other layout (a
   * pre-painted board follows its width by its own style). */
  const sizes = window.ResizeObserver ? new ResizeObserver((entries) => {
    for (const entry of entries) {
      const board = boards.find((b) => b.view === entry.target);
      const width = board ? board.view.clientWidth : 0;
      if (board && !board.drawn && layout(width) === "narrow"
          && !board.root.querySelector("noscript.euro-wide")) unfold(board);   // lazy: build()
      if (board && board.drawn && ready && width && layout(width) !== board.layout) {
        board.layout = layout(width);        // asked once per crossing
        send(board, "redraw");
      }
    }
  }) : null;

  function show(board) {
    const { move, total, _ } = board;
    board.counter.textContent = _("Move {move} of {total}").replace("{move}", move)
      .replace("{total}", total);
    board.buttons.first.disabled = board.buttons.prev.disabled = move <= board.first;
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
    const message = { type: PREFIX + name, board: board.id, width: board.view.clientWidth };
    if (name === "goto") message.move = move;
    if (name === "play") message.action = move;
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
    const own = BOOK.includes(name);          // a chapter's own: play, retry, answer
    if (!board || !board.link || (!board.total && !own)) return;
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
    board.drawn = true;
    const svg = board.root.querySelector("svg");
    board.layout = svg && svg.classList.contains("narrow") ? "narrow" : "wide";
    board.figure.dataset.move = String(data.move);
    board.caption.textContent = data.caption || "";
    say(board, "");
    if (board.told && data.chapter) answered(board, data);
    show(board);
    board.figure.dispatchEvent(new CustomEvent(PREFIX + "position", { bubbles: true,
      detail: { game: data.game, move: data.move, total: data.total, over: data.over,
                chapter: data.chapter ? data.chapter.chapter : undefined,
                status: data.chapter ? data.chapter.status : undefined } }));
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

  /** An exercise's or free play's line under its board: what the reader is told, the
   * options (the legal actions, as the runtime words them), Try again / Show the answer or
   * Reset.  Before the runtime answers, "Try it" starts it. */
  function task(board) {
    const _ = board._;
    const box = element("div", { className: "euro-board-task" });
    box.dataset.status = board.kind === "exercise" ? "ask" : "free";
    board.told = element("p", { className: "euro-board-told" }, board.kind === "exercise"
      ? _("Your move: choose it on the board or below.")
      : _("What if? Play any move from here; Reset brings the position back."));
    board.told.setAttribute("role", "status");
    board.options = element("div", { className: "euro-board-options" });
    board.options.setAttribute("role", "group");
    board.options.setAttribute("aria-label", _("Your options"));
    board.tools = {
      start: element("button", { type: "button" }, _("Try it")),
      retry: element("button", { type: "button", hidden: true },
                     board.kind === "exercise" ? _("Try again") : _("Reset")),
      answer: element("button", { type: "button", hidden: true }, _("Show the answer")),
    };
    board.tools.start.dataset.cmd = "start";
    board.tools.retry.dataset.cmd = "retry";
    board.tools.answer.dataset.cmd = "answer";
    const tools = element("div", { className: "euro-board-tools" });
    tools.append(board.tools.start, board.tools.retry, board.tools.answer);
    box.append(board.told, board.options, tools);
    board.bar.after(box);
    board.task = box;
    box.addEventListener("click", (event) => {
      const option = event.target.closest("button[data-action]");
      if (option) { command(board.figure, "play", option.dataset.action); return; }
      const tool = event.target.closest("button[data-cmd]");
      if (!tool || tool.disabled) return;
      command(board.figure, tool.dataset.cmd === "start" ? "retry" : tool.dataset.cmd);
    });
    board.root.addEventListener("click", (event) => {   // the board's own hit areas
      const spot = event.target.closest && event.target.closest("[data-action]");
      if (spot && board.playable) command(board.figure, "play", spot.getAttribute("data-action"));
    });
  }

  /** The runtime's answer to an exercise's or free play's move: told, options, tools. */
  function answered(board, data) {
    const status = data.chapter.status || "free";
    board.task.dataset.status = status;
    board.told.textContent = data.feedback || "";
    const options = Array.isArray(data.options) ? data.options : [];
    board.playable = options.length > 0;
    board.options.replaceChildren(...options.map((option) => {
      const button = element("button", { type: "button" }, String(option.label));
      button.dataset.action = String(option.action);
      return button;
    }));
    board.tools.start.hidden = true;
    board.tools.retry.hidden = false;
    board.tools.retry.disabled = !data.chapter.played;
    board.tools.answer.hidden = board.kind !== "exercise";
    board.tools.answer.disabled = status === "shown";
  }

  /** A chapter set's figure: each section a board; one chapter shown at a time. */
  function chapters(figure) {
    if (figure.dataset.euroChapters) return;
    figure.dataset.euroChapters = "on";
    const sections = [...figure.querySelectorAll(":scope > section.euro-chapter")];
    const link = figure.dataset.link || "";
    for (const section of sections) {
      setup(section, link + "&chapter=" + encodeURIComponent(section.dataset.chapter || "1"));
      const board = boards.find((b) => b.figure === section);
      board.book = figure;
      if (board.kind !== "view") {
        board.counter.hidden = true;
        for (const button of Object.values(board.buttons)) button.hidden = true;
      }
    }
    const lang = language(figure);
    const _ = (message) => translate(lang, message);
    const nav = element("div", { className: "euro-chapters-nav" });
    nav.setAttribute("role", "group");
    nav.setAttribute("aria-label", _("Chapters"));
    const prev = element("button", { type: "button", title: _("Previous chapter") }, "‹");
    prev.setAttribute("aria-label", _("Previous chapter"));
    const next = element("button", { type: "button", title: _("Next chapter") }, "›");
    next.setAttribute("aria-label", _("Next chapter"));
    const where = element("span", { className: "euro-chapters-where" });
    where.setAttribute("aria-live", "polite");
    nav.append(prev, where, next);
    const caption = figure.querySelector(":scope > figcaption");
    if (caption) caption.after(nav); else figure.prepend(nav);
    nav.hidden = sections.length < 2;            // one chapter: nothing to turn
    figure.euroChapters = { sections, prev, next, where, _, shown: 0 };
    prev.addEventListener("click", () => turn(figure, figure.euroChapters.shown));
    next.addEventListener("click", () => turn(figure, figure.euroChapters.shown + 2));
    figure.addEventListener("keydown", (event) => {
      const step = { PageUp: 0, PageDown: 2 }[event.key];
      if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const inside = figure.contains(document.activeElement);
      turn(figure, figure.euroChapters.shown + step);
      if (inside) {                        // the keys go on working from the chapter shown
        figure.euroChapters.sections[figure.euroChapters.shown]
          .querySelector(".euro-board-view").focus();
      }
    });
    if (!deepLink(figure)) turn(figure, 1);
  }

  /** Show chapter `number` (1-based) of a chapter set's figure. */
  function turn(figure, number) {
    const set = figure.euroChapters;
    if (!set) return;
    const n = Math.max(1, Math.min(set.sections.length, number | 0));
    set.shown = n - 1;
    set.sections.forEach((section, i) => { section.hidden = i !== n - 1; });
    set.where.textContent = set._("Chapter {n} of {count}").replace("{n}", n)
      .replace("{count}", set.sections.length);
    set.prev.disabled = n === 1;
    set.next.disabled = n === set.sections.length;
    figure.dataset.chapter = String(n);
    const board = boards.find((b) => b.figure === set.sections[n - 1]);
    if (board && board.kind !== "view" && ready && !board.drawn) send(board, "retry");
  }

  /** The page's fragment `#<figure id>-<chapter>[-<move>]` opens that chapter (and move). */
  function deepLink(only) {
    const text = decodeURIComponent(location.hash || "");
    const set = (found) => found && document.getElementById(found[1]);
    // "#lesson-2-201" is chapter 2, move 201 of "lesson" (or chapter 201 of "lesson-2")
    let found = /^#(.+)-(\d+)-(\d+)$/.exec(text);
    if (!set(found) || !set(found).euroChapters) found = /^#(.+)-(\d+)()$/.exec(text);
    if (found && found[3] === "") found[3] = undefined;
    const figure = set(found);
    if (!figure || !figure.euroChapters || (only instanceof Element && figure !== only)) {
      return false;
    }
    turn(figure, parseInt(found[2], 10));
    if (found[3] !== undefined) {
      command(figure.euroChapters.sections[figure.euroChapters.shown], "goto",
              parseInt(found[3], 10));
    }
    return true;
  }

  /** A pre-painted board off screen is not laid out or painted until it nears the screen
   * (content-visibility: auto on its drawing, engine/snippet.py VIEW_CSS), so a page of many
   * boards draws the ones on screen at once.  Once the page has loaded, each such board is
   * laid out and painted in turn, one per idle period, so that soon every board is ready as
   * before: scrolled to, found, printed or captured whole.  A lazy board's drawing is built
   * then too (build()), if it did not come near the screen before. */
  let settling = false;
  function settle() {
    if (settling) return;
    settling = true;
    const idle = window.requestIdleCallback || ((run) => setTimeout(run, 50));
    const next = () => {
      for (const board of boards) {
        const art = board.root.querySelector("div.euro-board-art");
        if (art && art.style.contentVisibility !== "visible") {
          build(board);
          art.style.contentVisibility = "visible";
          idle(next);
          return;
        }
      }
      settling = false;
    };
    idle(next);
  }

  function scan() {
    for (const early of document.querySelectorAll("figure.euro-board > style")) {
      early.disabled = true;        // the snippet's copy of STYLE's box rules (EARLY_CSS)
    }
    for (const figure of document.querySelectorAll("figure.euro-board")) {
      if (figure.classList.contains("euro-chapters")) chapters(figure);
      else setup(figure);
    }
    if (document.readyState === "complete") settle();     // boards added after the load
  }

  const sheet = element("style", {}, STYLE);
  sheet.dataset.euroBoards = "";
  document.head.prepend(sheet);
  window.euroBoards = { scan, command, start, chapter: turn };
  window.addEventListener("hashchange", deepLink);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", scan);
  } else {
    scan();
  }
  window.addEventListener("load", settle);
  window.addEventListener("beforeprint", () => { for (const board of boards) build(board); });
  if (script && script.dataset.start === "idle") {
    const idle = window.requestIdleCallback || ((run) => setTimeout(run, 2000));
    window.addEventListener("load", () => idle(start, { timeout: 10000 }));
  }
})();
