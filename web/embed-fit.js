/* embed.html fits its host page (issue 32, item 4); docs/EMBED.md, "Fitting the host page".
 *
 *   - Theme: the link's `theme` (light | dark | auto: the reader's system setting; default
 *     light) becomes <html data-theme>, and its `accent` (a #rgb or #rrggbb colour) and `font`
 *     (a font-family list) the custom properties --euro-games-accent and --euro-games-font
 *     that web/embed.css reads.  Read from the fragment (#…&theme=dark) or the query
 *     (?tour=…&theme=dark), before the page is painted (a classic script in <head>) and again
 *     on every hashchange.  Values of another form are ignored.
 *   - Height: the frame posts {type: "euro-games:height", height} (CSS pixels, a whole
 *     number) to its parent page when it opens and whenever the height its content wants
 *     changes (a resize, a new board, the move list): the board drawn at the frame's whole
 *     width, plus the caption and the control bar.  The host sets the iframe's height to it
 *     (ui.embed_snippet's script does).  The height depends on the frame's width only, so
 *     setting it settles at once.
 * Plain script, no imports, no Python: it works while the runtime still loads.
 */
(function () {
  "use strict";
  var root = document.documentElement;
  var MIN = 160, MAX = 8000, PANEL_BELOW = 280;

  function params() {
    var out = new URLSearchParams(location.search);
    new URLSearchParams(location.hash.replace(/^#/, "")).forEach(function (v, k) { out.set(k, v); });
    return out;
  }

  function applyStyle() {
    var p = params();
    var theme = p.get("theme");
    if (theme === "auto") {
      theme = window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    }
    root.setAttribute("data-theme", theme === "dark" ? "dark" : "light");
    var accent = p.get("accent") || "";
    if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(accent)) root.style.setProperty("--euro-games-accent", accent);
    else root.style.removeProperty("--euro-games-accent");
    var font = p.get("font") || "";
    if (/^[\w \-,"']{1,80}$/.test(font)) root.style.setProperty("--euro-games-font", font);
    else root.style.removeProperty("--euro-games-font");
  }
  applyStyle();
  addEventListener("hashchange", applyStyle);

  /* The height the frame's content wants (see above). */
  function wanted() {
    var board = document.getElementById("board");
    var svg = board && board.querySelector("svg");
    var box = svg && svg.getAttribute("viewBox");
    if (!svg || !box || board.offsetParent === null) {
      var page = document.querySelector(".embed-page"), bar = document.querySelector(".embed-controls");
      return (page ? page.scrollHeight : 0) + (bar ? bar.offsetHeight : 0);
    }
    var size = box.split(/[\s,]+/).map(Number);
    var style = getComputedStyle(board);
    var px = function (name) { return parseFloat(style[name]) || 0; };
    var sides = px("borderLeftWidth") + px("borderRightWidth") + px("paddingLeft") + px("paddingRight");
    var ends = px("borderTopWidth") + px("borderBottomWidth") + px("paddingTop") + px("paddingBottom");
    var width = board.offsetWidth - sides;           // the drawing's width with no scrollbar
    var drawn = svg.getBoundingClientRect();
    // a stacked (narrow) board is drawn at its width, its height following: as measured;
    // a wide one fills the box (height 100%): as its viewBox's proportions give it
    var ratio = svg.classList.contains("narrow") && drawn.width ? drawn.height / drawn.width
      : size[3] / size[2];
    var need = width * ratio + ends;
    var panel = document.getElementById("panel");
    var main = board.parentElement;
    // a narrow frame stacks the side panel under the board: a fixed room for it (its own
    // height follows the frame's, so counting it would grow the frame without end)
    if (main && panel && !panel.hidden && getComputedStyle(main).flexDirection === "column") {
      need += PANEL_BELOW - panel.offsetHeight;
    }
    return innerHeight - board.offsetHeight + need;
  }

  var told = 0, queued = false;
  function tell() {
    queued = false;
    if (window.parent === window) return;
    var height = Math.max(MIN, Math.min(MAX, Math.ceil(wanted())));
    if (Math.abs(height - told) < 2) return;
    told = height;
    root.setAttribute("data-wanted-height", String(height));
    window.parent.postMessage({ type: "euro-games:height", height: height }, "*");
  }
  function soon() {
    if (!queued) { queued = true; requestAnimationFrame(tell); }
  }

  function watch() {
    soon();
    addEventListener("resize", soon);
    addEventListener("load", soon);
    new MutationObserver(soon).observe(document.body, { childList: true, subtree: true, attributes: true,
      attributeFilter: ["hidden", "class"] });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
