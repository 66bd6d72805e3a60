/* Redraw by difference (issue 33): `window.euroRedraw(box, html)` makes the element `box`
 * hold `html` (a board's SVG, the score table…) by changing only what differs from what it
 * holds now, instead of `box.innerHTML = html`, which throws every node away and has the
 * browser style, lay out and paint the whole board again.
 *
 * `html` is parsed once (an inert <template>: the HTML parser, as innerHTML would, so SVG
 * attributes keep their case), then compared with the nodes on screen:
 * - a subtree equal to its counterpart (`isEqualNode`, native) is left alone;
 * - an element keeps its node when its tag matches: its attributes are set or removed one by
 *   one (a class toggled, a moved piece's x/y), its children compared the same way;
 * - children are paired by key where they have one (`data-key`, else `data-action`, else
 *   `data-explain`, else `data-cmd`, else `data-move`, else `id`: the notation or
 *   explanation a board element stands for, the command a panel's button runs, the move a
 *   "since your last turn" line tells, the same from move to move; a panel's Undo stays the
 *   same node when a Hint button put before it comes and goes), else in order among the
 *   unkeyed ones, an equal node a few places on preferred (a node inserted or removed
 *   shifts no pairs); unpaired old nodes are removed, new ones moved in from the parsed
 *   copy.  An old node that no new node still to come can pair with is removed as soon as
 *   it stands before the next node placed, so the nodes after a removed one keep their
 *   places instead of each being moved before it (a move detaches and attaches the node:
 *   the browser styles and lays it out again, as a new one).
 * A node kept keeps its focus, hover and listeners; the result is the same tree as
 * innerHTML's (attribute order aside).  Returns the number of nodes that changed (tests).
 */
const parser = document.createElement("template");

function keyOf(node) {
  if (node.nodeType !== 1) return null;
  return node.getAttribute("data-key") ?? node.getAttribute("data-action")
    ?? node.getAttribute("data-explain") ?? node.getAttribute("data-cmd")
    ?? node.getAttribute("data-move") ?? (node.id || null);
}

function alike(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName;
}

const WINDOW = 6;
/* How far an unkeyed node is looked for among its siblings: a node inserted or removed
 * among unkeyed ones (a cost badge before a tower's floor) leaves the ones after it paired
 * with their equals, not each with its predecessor's counterpart. */

function unkeyed(olds, at, used) {
  while (at < olds.length && (used.has(olds[at]) || keyOf(olds[at]) !== null)) at += 1;
  return at;
}

function equalAhead(olds, at, used, node) {
  for (let seen = 0; at < olds.length && seen < WINDOW; at += 1) {
    if (used.has(olds[at]) || keyOf(olds[at]) !== null) continue;
    if (olds[at].isEqualNode(node)) return at;
    seen += 1;
  }
  return -1;
}

function insertedBefore(old, next) {
  for (let seen = 0; next !== null && seen < WINDOW; next = next.nextSibling) {
    if (keyOf(next) !== null) continue;
    if (next.isEqualNode(old)) return true;
    seen += 1;
  }
  return false;
}

function patch(old, fresh, count) {
  if (old.isEqualNode(fresh)) return count;
  if (old.nodeType !== 1) {
    old.nodeValue = fresh.nodeValue;
    return count + 1;
  }
  let changed = false;
  for (const { name, value } of Array.from(fresh.attributes)) {
    if (old.getAttribute(name) !== value) {
      old.setAttribute(name, value);
      changed = true;
    }
  }
  for (const { name } of Array.from(old.attributes)) {
    if (!fresh.hasAttribute(name)) {
      old.removeAttribute(name);
      changed = true;
    }
  }
  return children(old, fresh, count + (changed ? 1 : 0));
}

function children(box, fresh, count) {
  const olds = Array.from(box.childNodes);
  const keyed = new Map();
  for (const node of olds) {
    const key = keyOf(node);
    if (key !== null) {
      if (!keyed.has(key)) keyed.set(key, []);
      keyed.get(key).push(node);
    }
  }
  const used = new Set();
  const at = new Map(olds.map((node, i) => [node, i]));
  const left = new Map();              // how many new nodes still to come carry each key
  left.set(null, 0);                   // (null: carry none)
  for (let node = fresh.firstChild; node !== null; node = node.nextSibling) {
    const key = keyOf(node);
    left.set(key, (left.get(key) ?? 0) + 1);
  }
  let cursor = 0;
  let ref = box.firstChild;
  const doomed = (old) => {            // an old node no new node to come can pair with
    if (used.has(old)) return false;
    const key = keyOf(old);
    return (key === null && at.get(old) < cursor) || !(left.get(key) > 0);
  };
  for (let node = fresh.firstChild; node !== null;) {
    const next = node.nextSibling;
    const key = keyOf(node);
    let match = null;
    left.set(key, left.get(key) - 1);
    if (key !== null) {
      const list = keyed.get(key);
      while (list && list.length && match === null) {
        const candidate = list.shift();
        if (!used.has(candidate)) match = candidate;
      }
    } else {
      cursor = unkeyed(olds, cursor, used);
      const same = equalAhead(olds, cursor, used, node);
      if (same >= 0) {
        match = olds[same];
        cursor = same + 1;
      } else if (cursor < olds.length && !insertedBefore(olds[cursor], next)) {
        match = olds[cursor++];
      }
    }
    while (ref !== null && ref !== match && doomed(ref)) {   // removed now, so that the
      const after = ref.nextSibling;                      // nodes after it stay in place
      box.removeChild(ref);                               // rather than move before it
      count += 1;
      ref = after;
    }
    if (match !== null && alike(match, node)) {
      used.add(match);
      count = patch(match, node, count);
      if (match === ref) ref = ref.nextSibling;
      else box.insertBefore(match, ref);
    } else {
      box.insertBefore(node, ref);
      count += 1;
    }
    node = next;
  }
  while (ref !== null) {
    const next = ref.nextSibling;
    if (!used.has(ref)) {
      box.removeChild(ref);
      count += 1;
    }
    ref = next;
  }
  return count;
}

const SHOWN = Symbol("board sent by the bot worker");
const TEXTS = Symbol("the markup of each of the board's top-level children on screen");
const TOUCHED = Symbol("top-level children changed by other code since the last draw");

/* A board's SVG as {head: the root's start tag, parts: the markup of each top-level child}
 * (text between children goes with the child after it), or null for anything else.  The
 * boards' writer (engine/svg.py) escapes every < and > inside values and texts, so tags
 * alone tell the nesting (as web/boardparts.py board_parts). */
const TAG = /<(\/?)[^\s\/>]+[^>]*?(\/?)>/g;

function split(html) {
  if (!html.startsWith("<svg") || !html.endsWith("</svg>")) return null;
  const start = html.indexOf(">") + 1;
  if (html[start - 2] === "/") return null;
  const end = html.length - "</svg>".length;
  const parts = [];
  let depth = 0, from = start;
  TAG.lastIndex = start;
  for (let tag = TAG.exec(html); tag !== null && tag.index < end; tag = TAG.exec(html)) {
    if (tag[1]) depth -= 1;
    else if (!tag[2]) depth += 1;
    if (depth === 0) {
      parts.push(html.slice(from, TAG.lastIndex));
      from = TAG.lastIndex;
    }
  }
  if (depth !== 0 || from !== end || parts.length === 0) return null;
  return { head: html.slice(0, start), parts };
}

/* Watch `root` for changes made by other code (a hint's outline, the explanation popover's
 * aria-describedby): the top-level children they touch are patched at the next draw even
 * when their markup did not change.  The draws' own changes are taken off (`settle`). */
function watch(root) {
  if (root[TOUCHED]) return;
  root[TOUCHED] = new Set();
  const observer = new MutationObserver((records) => note(root, records));
  observer.observe(root, { subtree: true, attributes: true, childList: true,
                           characterData: true });
  root[TOUCHED].observer = observer;
}

function note(root, records) {
  for (const { target } of records) {
    let node = target;
    while (node !== null && node.parentNode !== root) node = node.parentNode;
    root[TOUCHED].add(node === null ? root : node);
  }
}

function settle(root, texts) {
  root[TEXTS] = texts;
  watch(root);
  root[TOUCHED].observer.takeRecords();        // this draw's own changes
  root[TOUCHED].clear();
}

/* The root's children patched where `parts` holds markup (null: kept), its attributes set
 * from `head`; the number of nodes changed, or null when the parsed parts do not line up. */
function patchParts(root, head, parts) {
  parser.innerHTML = head + parts.map(p => p ?? "<g></g>").join("") + "</svg>";
  const fresh = parser.content.firstElementChild;
  if (!fresh || fresh.childNodes.length !== parts.length) {
    parser.innerHTML = "";
    return null;
  }
  let count = 0;
  const olds = Array.from(root.childNodes), news = Array.from(fresh.childNodes);
  for (const { name, value } of Array.from(fresh.attributes)) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  for (const { name } of Array.from(root.attributes)) {
    if (!fresh.hasAttribute(name)) root.removeAttribute(name);
  }
  parts.forEach((part, i) => {
    if (part == null) return;
    if (alike(olds[i], news[i])) count = patch(olds[i], news[i], count);
    else {
      root.replaceChild(news[i], olds[i]);
      count += 1;
    }
  });
  parser.innerHTML = "";
  return count;
}

/* The texts on screen of `box`'s board, if they are known and line up with `length` parts
 * (else null), with the set of children other code changed since. */
function known(box, length) {
  const root = box.firstElementChild;
  if (!root || box.childNodes.length !== 1 || !root[TEXTS] || root[TEXTS].length !== length
      || root.childNodes.length !== length) return null;
  note(root, root[TOUCHED].observer.takeRecords());
  if (root[TOUCHED].has(root)) return null;
  return { root, texts: root[TEXTS], touched: root[TOUCHED] };
}

window.euroRedraw = (box, html) => {
  const board = split(html);
  const shown = board && known(box, board.parts.length);
  if (shown) {          // a board on a board: parse and patch only the children that differ
    const { root, texts, touched } = shown;
    const parts = board.parts.map((part, i) =>
      part === texts[i] && !touched.has(root.childNodes[i]) ? null : part);
    const count = patchParts(root, board.head, parts);
    if (count !== null) {
      root[SHOWN] = null;
      settle(root, board.parts);
      return count;
    }
  }
  parser.innerHTML = html;
  const changed = children(box, parser.content, 0);
  parser.innerHTML = "";
  const root = box.firstElementChild;
  if (root) {
    root[SHOWN] = null;
    if (board && box.childNodes.length === 1 && root.childNodes.length === board.parts.length) {
      settle(root, board.parts);
    } else if (root[TEXTS]) {
      settle(root, null);
    }
  }
  return changed;
};

/* The number of the bot worker's board `box` shows (web/boardparts.py BoardMemo), or null
 * when the board on screen was drawn otherwise since (euroRedraw, innerHTML). */
window.euroBoardShown = (box) => (box.firstElementChild && box.firstElementChild[SHOWN]) ?? null;

/* Paint a board the bot worker sent as what changed: `board` = {id, base, head, parts}
 * (BoardMemo.change): with no base, the whole board (head, parts, </svg>) by euroRedraw;
 * else only the parts not null, each patched into the root's child at its place, and the
 * root's attributes from head (a part kept that other code changed since is patched from
 * its markup on screen).  False (nothing changed) when `box` does not show board `base`
 * with as many children: the caller draws the board itself. */
window.euroRedrawParts = (box, board) => {
  const { id, base, head, parts } = board;
  if (base == null) {
    window.euroRedraw(box, head + parts.join("") + "</svg>");
    box.firstElementChild[SHOWN] = id;
    return true;
  }
  const root = box.firstElementChild;
  if (!root || box.childNodes.length !== 1 || root[SHOWN] !== base
      || root.childNodes.length !== parts.length) return false;
  const shown = known(box, parts.length);
  const sent = shown === null ? parts : parts.map((part, i) =>
    part == null && shown.touched.has(root.childNodes[i]) ? shown.texts[i] : part);
  if (patchParts(root, head, sent) === null) return false;
  root[SHOWN] = id;
  if (shown === null) settle(root, null);
  else settle(root, parts.map((part, i) => part ?? shown.texts[i]));
  return true;
};
