// The studio's pages: each reads and writes through the JSON API under /api/; no game or
// language rule lives here (moves, replies and errors all come from the server).
"use strict";

async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  let data;
  try { data = await response.json(); } catch (e) { data = { error: response.status + " " + response.statusText }; }
  if (!response.ok) {
    throw new Error(data.error || response.statusText);
  }
  return data;
}

function $(id) { return document.getElementById(id); }

function text(element, value) { element.textContent = value; }

function capitalised(word) { return word.charAt(0).toUpperCase() + word.slice(1); }

// ---------------------------------------------------------------------------------------------
// the checkers board: an SVG of the 32 dark squares the server describes

const CELL = 56;
const SVG = "http://www.w3.org/2000/svg";

function svgElement(name, attributes) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  return e;
}

// Draws `board` ({cells: [{square, row, col, piece}]}) into `container`; `marks` maps a
// square number to the classes it gets; `onClick(square)` is called on a click.
function drawBoard(container, board, marks, onClick) {
  const svg = svgElement("svg", { width: CELL * 8, height: CELL * 8, viewBox: `0 0 ${CELL * 8} ${CELL * 8}`, role: "img" });
  svg.setAttribute("aria-label", `checkers board, ${board.side} to move`);
  svg.appendChild(svgElement("rect", { x: 0, y: 0, width: CELL * 8, height: CELL * 8, fill: "#f0dcb4" }));
  for (const cell of board.cells) {
    const x = cell.col * CELL, y = cell.row * CELL;
    const g = svgElement("g", { class: "square " + (marks[cell.square] || []).join(" "), "data-square": cell.square });
    g.setAttribute("data-piece", cell.piece);
    g.appendChild(svgElement("rect", { x, y, width: CELL, height: CELL, fill: "#8b6b4a" }));
    const number = svgElement("text", { x: x + 3, y: y + 11, class: "number" });
    number.textContent = cell.square;
    g.appendChild(number);
    if (cell.piece) {
      const black = cell.piece.toLowerCase() === "b";
      g.appendChild(svgElement("circle", {
        cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.36,
        fill: black ? "#1c1c1c" : "#f7f3ea", stroke: black ? "#777" : "#555", "stroke-width": 2,
      }));
      if (cell.piece === "B" || cell.piece === "W") {
        const crown = svgElement("text", {
          x: x + CELL / 2, y: y + CELL / 2 + 7, "text-anchor": "middle",
          "font-size": 20, fill: black ? "#e8d27a" : "#8b3a1a",
        });
        crown.textContent = "K";
        g.appendChild(crown);
      }
    }
    if (onClick) g.addEventListener("click", () => onClick(cell.square));
    svg.appendChild(g);
  }
  container.replaceChildren(svg);
}

function addMark(marks, square, name) {
  (marks[square] = marks[square] || []).push(name);
}

// ---------------------------------------------------------------------------------------------
// play

const OPENING = "B:W21-32:B1-12";

const game = {
  start: null,     // the FEN the game started from
  board: null,     // the position now, as the server describes it
  moves: [],       // the moves of the side to move
  history: [],     // the moves played since the start, as the server names them
  pdn: "",         // the game record the server wrote with the last answer
  last: [],        // the squares of the last move
  selected: null,
  over: null,      // why the game ended, in the game loop's words
  busy: false,
};

function engineSettings() {
  return { engine: $("engine").value, depth: Number($("depth").value) };
}

function humanSide() { return $("human").value; }

function players() {
  const program = `attic ${$("engine").value}, depth ${$("depth").value}`;
  return humanSide() === "black" ? ["you", program] : [program, "you"];
}

function showGame() {
  const marks = {};
  for (const s of game.last) addMark(marks, s, "last");
  if (game.selected !== null) {
    addMark(marks, game.selected, "selected");
    for (const m of game.moves) {
      if (m.squares[0] === game.selected) addMark(marks, m.squares[m.squares.length - 1], "target");
    }
  } else if (!game.over && game.board && game.board.side === humanSide()) {
    for (const m of game.moves) addMark(marks, m.squares[0], "from");
  }
  drawBoard($("board"), game.board, marks, clickSquare);
  const list = $("history");
  list.replaceChildren();
  for (let i = 0; i < game.history.length; i += 2) {
    const li = document.createElement("li");
    li.textContent = game.history.slice(i, i + 2).join("  ");
    list.appendChild(li);
  }
  const moveButtons = $("moves");
  moveButtons.replaceChildren();
  if (!game.over && game.board.side === humanSide()) {
    for (const m of game.moves) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = m.name;
      b.className = "move";
      b.addEventListener("click", () => playMove(m.name));
      moveButtons.appendChild(b);
    }
  }
  if (game.over) {
    text($("status"), "Game over: " + game.over);
  } else if (game.busy) {
    text($("status"), "The program is thinking…");
  } else if (game.board.side === humanSide()) {
    text($("status"), `${capitalised(game.board.side)} to move: your move.`);
  } else {
    text($("status"), `${capitalised(game.board.side)} to move.`);
  }
}

function absorb(answer, byHuman) {
  if (answer.played) game.last = answer.played.squares;
  if (answer.reply) {
    if (answer.reply.move) game.last = answer.reply.squares;
    text($("reply"), "The program: " + answer.reply.text + (answer.reply.seconds !== undefined ? ` (${answer.reply.seconds.toFixed(2)} s)` : ""));
  } else if (byHuman) {
    text($("reply"), "");
  }
  game.history = answer.history;
  game.pdn = answer.pdn;
  game.board = answer.board;
  game.moves = answer.moves;
  game.over = answer.over;
  game.selected = null;
  showEndgame($("endgame"), answer.endgame);
}

// The endgame database's exact value of the position, when the server has one that holds it.
function showEndgame(element, endgame) {
  if (!element) return;
  text(element, endgame ? "Endgame database: " + endgame.text + "." : "");
}

// One request: the game so far (start and history) and what to do next; the server replays
// it through the library's game loop, so the end of the game is the library's.
function gameRequest(extra) {
  return Object.assign(engineSettings(), { fen: game.start, history: game.history, players: players() }, extra);
}

async function request(body, byHuman) {
  game.busy = true;
  showGame();
  try {
    const answer = await api("/api/checkers/move", gameRequest(body));
    absorb(answer, byHuman);
  } catch (e) {
    text($("reply"), "Error: " + e.message);
  } finally {
    game.busy = false;
    showGame();
  }
}

async function playMove(name) {
  if (game.busy || game.over) return;
  await request({ move: name, reply: true }, true);
}

function clickSquare(square) {
  if (game.busy || game.over || game.board.side !== humanSide()) return;
  if (game.selected !== null) {
    const chosen = game.moves.filter((m) => m.squares[0] === game.selected && m.squares[m.squares.length - 1] === square);
    if (chosen.length > 0) {
      // Two capture paths between the same squares: the buttons name each; a click takes the first.
      playMove(chosen[0].name);
      return;
    }
  }
  game.selected = game.moves.some((m) => m.squares[0] === square) ? square : null;
  showGame();
}

async function newGame(fen, moves) {
  game.start = fen || OPENING;
  game.history = moves || [];
  game.last = [];
  game.over = null;
  game.selected = null;
  text($("reply"), "");
  game.busy = true;
  try {
    let answer = await api("/api/checkers/move", gameRequest({}));
    absorb(answer, false);
    if (!game.over && game.board.side !== humanSide()) {
      answer = await api("/api/checkers/move", gameRequest({ reply: true }));
      absorb(answer, false);
    }
  } catch (e) {
    text($("reply"), "Error: " + e.message);
  } finally {
    game.busy = false;
    if (game.board) showGame();
  }
}

function download(name, content) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([content], { type: "application/x-checkers-pdn" }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function initPlay() {
  const params = new URLSearchParams(location.search);
  const moves = (params.get("moves") || "").split(/[ ,]+/).filter((m) => m);
  $("new-game").addEventListener("click", () => newGame());
  $("download").addEventListener("click", () => download("game.pdn", game.pdn));
  $("human").addEventListener("change", () => newGame(game.start, game.history));
  newGame(params.get("fen") || OPENING, moves);
}

// ---------------------------------------------------------------------------------------------
// watch it think

// The searched tree as folded <details>: a node's moves are drawn when it is opened, so a
// tree of thousands of positions costs nothing until someone looks.
function treeNode(node, onBestLine) {
  const label = `${node.move}  ${node.value}` + (node.nodes > 1 ? `  (${node.nodes.toLocaleString("en")} positions)` : "");
  const marks = (node.best ? " chosen" : "") + (onBestLine ? " best-line" : "");
  if (!node.moves || node.moves.length === 0) {
    const leaf = document.createElement("div");
    leaf.className = "leaf" + marks;
    leaf.textContent = label + (node.moves === null ? "  (folded: too many positions to send)" : "");
    return leaf;
  }
  const details = document.createElement("details");
  const summary = document.createElement("summary");
  summary.textContent = label;
  summary.className = marks.trim();
  details.appendChild(summary);
  details.addEventListener("toggle", () => {
    if (!details.open || details.dataset.drawn) return;
    details.dataset.drawn = "1";
    for (const child of node.moves) details.appendChild(treeNode(child, onBestLine && child.best));
  });
  return details;
}

function drawTree(container, tree) {
  container.replaceChildren();
  const root = document.createElement("details");
  root.open = true;
  root.className = "tree";
  const summary = document.createElement("summary");
  summary.textContent = `${tree.moves.length} moves, searched ${tree.depth} plies by ${tree.engine}: ${tree.nodes.toLocaleString("en")} ${tree.unit}` +
    (tree.best_line.length ? `; best line ${tree.best_line.join(" ")}` : "") +
    (tree.folded ? ` (${tree.sent.toLocaleString("en")} sent, the deeper levels folded)` : "");
  root.appendChild(summary);
  for (const m of tree.moves) root.appendChild(treeNode(m, m.best));
  container.appendChild(root);
}

function drawCounts(answer) {
  const listing = $("think-listing");
  listing.replaceChildren();
  $("think-listing-head").hidden = !answer.listing;
  listing.hidden = !answer.listing;
  if (!answer.listing) return;
  const counts = Object.fromEntries(answer.counts.map((c) => [c.name, c.calls]));
  const starts = Object.fromEntries(answer.definitions.map((d) => [d.line, d.name]));
  answer.listing.split("\n").forEach((line, i) => {
    const row = document.createElement("div");
    const count = document.createElement("span");
    count.className = "count";
    const name = starts[i + 1];
    if (name !== undefined && counts[name]) {
      count.textContent = counts[name].toLocaleString("en");
      row.className = "hot";
    }
    row.appendChild(count);
    row.appendChild(document.createTextNode(line));
    listing.appendChild(row);
  });
}

function initThink() {
  const run = async () => {
    text($("think-status"), "The program is thinking…");
    $("think-tree").replaceChildren();
    try {
      const answer = await api("/api/checkers/think", {
        fen: $("think-fen").value,
        depth: Number($("think-depth").value),
        engine: $("think-engine").value,
      });
      drawBoard($("think-board"), answer.board, {}, null);
      text($("think-status"), answer.move
        ? `${capitalised(answer.board.side)} plays ${answer.move}: value ${answer.value}, ${answer.evaluations} ${answer.unit}, ${answer.seconds.toFixed(2)} s.`
        : "The program has no move: it resigns.");
      showEndgame($("think-endgame"), answer.endgame);
      drawTree($("think-tree"), answer.tree);
      drawCounts(answer);
    } catch (e) {
      text($("think-status"), "Error: " + e.message);
      drawCounts({});
    }
  };
  $("think").addEventListener("click", run);
  run();
}

// ---------------------------------------------------------------------------------------------
// the listing

async function initListing() {
  try {
    const witnesses = await api("/listing/witnesses");
    const list = $("witnesses");
    for (const w of witnesses) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      const params = new URLSearchParams();
      if (w.fen) params.set("fen", w.fen);
      params.set("moves", w.moves.join(" "));
      a.href = "/play?" + params.toString();
      a.textContent = `${w.what}: ${w.moves.length ? w.moves.join(" ") : "at the start"}`;
      li.appendChild(a);
      li.appendChild(document.createTextNode(` (${w.found_by})`));
      list.appendChild(li);
    }
    text($("witness-status"), `${witnesses.length} witnesses; each link plays its moves on the board.`);
  } catch (e) {
    text($("witness-status"), "Error: " + e.message);
  }
}

// ---------------------------------------------------------------------------------------------
// playground

// The editor's line numbers, kept as long as the text and scrolled with it; the line of an
// error marked in them, and its caret drawn under the place in the editor itself.
const editor = { error: null };

function drawGutter() {
  const source = $("source"), gutter = $("gutter");
  const lines = source.value.split("\n").length;
  if (gutter.childElementCount !== lines) {
    const numbers = [];
    for (let n = 1; n <= lines; n++) {
      const span = document.createElement("span");
      span.textContent = String(n);
      numbers.push(span, document.createTextNode("\n"));
    }
    gutter.replaceChildren(...numbers);
  }
  [...gutter.children].forEach((span, i) => span.classList.toggle("error-line", editor.error !== null && editor.error.line === i + 1));
  gutter.scrollTop = source.scrollTop;
  const caret = $("editor-caret");
  if (!editor.error) { caret.hidden = true; return; }
  const style = getComputedStyle(source);
  const lineHeight = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
  const probe = document.createElement("canvas").getContext("2d");
  probe.font = `${style.fontSize} ${style.fontFamily}`;
  const charWidth = probe.measureText("0").width;
  caret.hidden = false;
  caret.textContent = "^".repeat(Math.max(1, editor.error.width));
  caret.style.top = `${source.offsetTop + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth) + editor.error.line * lineHeight - source.scrollTop - lineHeight * 0.35}px`;
  caret.style.left = `${source.offsetLeft + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth) + (editor.error.column - 1) * charWidth - source.scrollLeft}px`;
  caret.title = editor.error.message;
}

function showDiagnostic(d) {
  const box = $("diagnostic");
  box.replaceChildren();
  editor.error = d && d.file === "program" ? d : null;
  drawGutter();
  if (!d) { box.hidden = true; return; }
  box.hidden = false;
  const head = document.createElement("p");
  head.className = "error";
  head.textContent = `${d.file}: line ${d.line}, column ${d.column}: ${d.message}`;
  const pre = document.createElement("pre");
  const caret = " ".repeat(Math.max(0, d.column - 1)) + "^".repeat(Math.max(1, d.width));
  pre.textContent = `${d.line_text}\n${caret}`;
  pre.className = "caret";
  box.append(head, pre);
  if (d.file === "program") {
    // Put the cursor on the place in the editor.
    const lines = $("source").value.split("\n");
    let offset = 0;
    for (let i = 0; i < d.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    offset += d.column - 1;
    $("source").setSelectionRange(offset, offset + Math.max(1, d.width));
  }
}

function languageChanged() {
  const cpl = $("language").value === "cpl";
  $("eval-label").hidden = !cpl;
  $("input-label").hidden = cpl;
}

async function initPlayground() {
  const programs = (await api("/api/programs")).programs;
  const select = $("program");
  programs.forEach((p, i) => {
    const o = document.createElement("option");
    o.value = String(i);
    o.textContent = `${p.path} (${p.language === "cpl" ? "CPL" : "ALGOL 60"})`;
    select.appendChild(o);
  });
  select.addEventListener("change", () => {
    const p = programs[Number(select.value)];
    if (!p) return;
    $("source").value = p.source;
    showDiagnostic(null);
    $("language").value = p.language;
    $("eval").value = p.eval;
    $("input").value = p.input;
    languageChanged();
  });
  $("language").addEventListener("change", languageChanged);
  languageChanged();
  // An edit moves the text under the caret: it is the last run's, so it goes.
  $("source").addEventListener("input", () => { editor.error = null; drawGutter(); });
  $("source").addEventListener("scroll", drawGutter);
  drawGutter();
  $("run").addEventListener("click", async () => {
    text($("run-status"), "Running…");
    const cpl = $("language").value === "cpl";
    const started = performance.now();
    try {
      const answer = await api("/api/run", {
        language: $("language").value,
        source: $("source").value,
        eval: cpl ? $("eval").value : null,
        input: cpl ? "" : $("input").value,
        counts: cpl && $("counts").checked,
        trace: $("trace").checked,
        trace_depth: $("trace-depth").value === "" ? null : Number($("trace-depth").value),
      });
      text($("stdout"), answer.stdout);
      text($("trace-out"), answer.trace || "");
      $("trace-head").hidden = !answer.trace;
      $("trace-out").hidden = !answer.trace;
      text($("stderr"), answer.stderr);
      showDiagnostic(answer.diagnostic);
      text($("run-status"), `exit ${answer.exit} after ${((performance.now() - started) / 1000).toFixed(2)} s`);
    } catch (e) {
      text($("run-status"), "Error: " + e.message);
    }
  });
  $("translate").addEventListener("click", async () => {
    text($("run-status"), "Translating…");
    try {
      const answer = await api("/api/translate", { language: $("language").value, source: $("source").value });
      text($("rust"), answer.rust || answer.error || "");
      showDiagnostic(answer.diagnostic);
      text($("run-status"), answer.exit === 0 ? "translated" : `exit ${answer.exit}`);
    } catch (e) {
      text($("run-status"), "Error: " + e.message);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// mate problems

// The position of the problem on an SVG board (White at the bottom), each executor's key
// marked on it by a frame of its own colour; a click on a key plays it on the board.
const PIECE_GLYPHS = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙", k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
const EXECUTORS = ["native", "interpreted", "translated"];
const problem = { rows: null, keys: {}, played: null };

// The FEN's placement as eight rows (rank 8 first) of eight letters ("" for empty), or null.
function placement(fen) {
  const ranks = (fen.trim().split(/\s+/)[0] || "").split("/");
  if (ranks.length !== 8) return null;
  const rows = [];
  for (const rank of ranks) {
    const row = [];
    for (const c of rank) {
      if (/[1-8]/.test(c)) for (let i = 0; i < Number(c); i++) row.push("");
      else if (PIECE_GLYPHS[c]) row.push(c);
      else return null;
    }
    if (row.length !== 8) return null;
    rows.push(row);
  }
  return rows;
}

function squareAt(name) { return { row: 8 - Number(name[1]), col: name.charCodeAt(0) - 97 }; }

function drawProblem() {
  const container = $("chess-board");
  if (!problem.rows) {
    container.replaceChildren();
    text($("board-status"), "the FEN does not describe a board");
    return;
  }
  const marks = {};
  const mark = (square, name) => (marks[square] = marks[square] || []).push(name);
  EXECUTORS.forEach(engine => (problem.keys[engine] || []).forEach(uci => {
    mark(uci.slice(0, 2), "key-" + engine);
    mark(uci.slice(2, 4), "key-" + engine);
  }));
  if (problem.played) {
    mark(problem.played.slice(0, 2), "played");
    mark(problem.played.slice(2, 4), "played");
  }
  const svg = svgElement("svg", { width: CELL * 8, height: CELL * 8, viewBox: `0 0 ${CELL * 8} ${CELL * 8}`, role: "img" });
  svg.setAttribute("aria-label", "chess board, White at the bottom");
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const name = String.fromCharCode(97 + col) + (8 - row);
      const x = col * CELL, y = row * CELL;
      const classes = marks[name] || [];
      const g = svgElement("g", { class: "chess-square " + classes.join(" "), "data-square": name });
      g.setAttribute("data-piece", problem.rows[row][col]);
      g.appendChild(svgElement("rect", { x, y, width: CELL, height: CELL, fill: (row + col) % 2 ? "#8b6b4a" : "#f0dcb4" }));
      EXECUTORS.forEach((engine, i) => {
        if (!classes.includes("key-" + engine)) return;
        const inset = 2 + 5 * i;
        g.appendChild(svgElement("rect", {
          x: x + inset, y: y + inset, width: CELL - 2 * inset, height: CELL - 2 * inset,
          class: "key-frame " + engine, fill: "none", "stroke-width": 3,
        }));
      });
      const piece = problem.rows[row][col];
      if (piece) {
        const glyph = svgElement("text", { x: x + CELL / 2, y: y + CELL * 0.75, "text-anchor": "middle", "font-size": CELL * 0.75, class: "chess-piece" });
        glyph.textContent = PIECE_GLYPHS[piece];
        g.appendChild(glyph);
      }
      if (col === 0 || row === 7) {
        const label = svgElement("text", { x: x + 2, y: y + CELL - 3, class: "coordinate" });
        label.textContent = name;
        g.appendChild(label);
      }
      svg.appendChild(g);
    }
  }
  container.replaceChildren(svg);
}

// A move in UCI on the drawn board: the piece goes, a king's two-square step takes its rook
// along, a pawn's diagonal step to an empty square takes the pawn passed, a promotion
// becomes the piece named.
function playOnBoard(uci) {
  const from = squareAt(uci.slice(0, 2)), to = squareAt(uci.slice(2, 4));
  const rows = problem.rows;
  let piece = rows[from.row][from.col];
  if (!piece) return false;
  if (piece.toLowerCase() === "k" && Math.abs(to.col - from.col) === 2) {
    const [rookFrom, rookTo] = to.col > from.col ? [7, 5] : [0, 3];
    rows[from.row][rookTo] = rows[from.row][rookFrom];
    rows[from.row][rookFrom] = "";
  }
  if (piece.toLowerCase() === "p" && from.col !== to.col && !rows[to.row][to.col]) rows[from.row][to.col] = "";
  if (uci.length > 4) piece = piece === piece.toUpperCase() ? uci[4].toUpperCase() : uci[4].toLowerCase();
  rows[to.row][to.col] = piece;
  rows[from.row][from.col] = "";
  return true;
}

// The keys found so far, each a button that plays it.
function showKeys() {
  const list = $("keys");
  list.replaceChildren();
  const found = {};
  EXECUTORS.forEach(engine => (problem.keys[engine] || []).forEach((uci, i) => {
    const entry = found[uci] = found[uci] || { san: problem.keys[engine + "-san"][i], by: [] };
    entry.by.push(engine);
  }));
  for (const [uci, entry] of Object.entries(found)) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "key";
    button.dataset.uci = uci;
    button.textContent = `1.${entry.san}! (${entry.by.join(", ")})`;
    button.addEventListener("click", () => {
      problem.rows = placement($("fen").value);
      problem.played = null;
      if (problem.rows && playOnBoard(uci)) {
        problem.played = uci;
        text($("board-status"), `after 1.${entry.san}`);
      }
      drawProblem();
    });
    list.appendChild(button);
  }
}

function resetProblem() {
  problem.rows = placement($("fen").value);
  problem.keys = {};
  problem.played = null;
  text($("board-status"), problem.rows ? "" : "the FEN does not describe a board");
  showKeys();
  drawProblem();
}

async function solveWith(engine, output, status) {
  text(status, "solving…");
  text(output, "");
  try {
    const answer = await api("/api/chess/solve", { fen: $("fen").value, mate: Number($("mate").value), engine });
    problem.keys[engine] = answer.keys_uci || [];
    problem.keys[engine + "-san"] = answer.keys || [];
    showKeys();
    drawProblem();
    const body = answer.text || answer.error || "";
    text(output, body + (answer.output ? `\n--- printed by ${answer.program} ---\n${answer.output}` : ""));
    text(status, `${answer.exit === 0 ? "solved" : "no key"} in ${answer.seconds.toFixed(3)} s` +
      (answer.nodes !== undefined ? `, ${answer.nodes.toLocaleString("en")} positions` : "") +
      (answer.steps !== undefined ? `, ${answer.steps.toLocaleString("en")} interpreter steps` : ""));
  } catch (e) {
    text(status, "Error: " + e.message);
  }
}

async function explainTree() {
  const status = $("explain-status"), output = $("tree");
  text(status, "running the ALGOL program in the interpreter…");
  text(output, "");
  try {
    const answer = await api("/api/chess/explain",
      { fen: $("fen").value, mate: Number($("mate").value), show: Number($("show").value) });
    text(output, answer.text || answer.error || "");
    text(status, (answer.key_san ? `key 1.${answer.key_san}!` : "no key") +
      (answer.made !== undefined ? `; ${answer.made.toLocaleString("en")} moves made` : "") +
      (answer.steps !== undefined ? `, ${answer.steps.toLocaleString("en")} interpreter steps` : "") +
      (answer.seconds !== undefined ? `, ${answer.seconds.toFixed(3)} s` : ""));
  } catch (e) {
    text(status, "Error: " + e.message);
  }
}

async function initProblems() {
  $("explain").addEventListener("click", explainTree);
  $("fen").addEventListener("change", resetProblem);
  resetProblem();
  $("solve").addEventListener("click", () => {
    resetProblem();
    solveWith("native", $("native"), $("native-status"));
    solveWith("interpreted", $("algol"), $("algol-status"));
    solveWith("translated", $("translated"), $("translated-status"));
  });
  const problems = (await api("/api/chess/problems")).problems;
  const select = $("problem");
  problems.forEach((p, i) => {
    const o = document.createElement("option");
    o.value = String(i);
    o.textContent = `${p.id}: mate in ${p.mate} (${p.file.replace("programs/problems/", "")})`;
    select.appendChild(o);
  });
  select.addEventListener("change", () => {
    const p = problems[Number(select.value)];
    if (!p) return;
    $("fen").value = p.fen;
    $("mate").value = p.mate;
    resetProblem();
  });
}

// ---------------------------------------------------------------------------------------------
// the course: the page comes with every exercise's text (the README's Markdown, rendered by
// the server); the script gives each exercise an answer box and its check, and keeps in this
// browser's local storage, one place an exercise, the answer as typed and its last check, so
// that a reload finds both and the progress list says which exercises have passed.

const COURSE_KEY = "attic.course.exercise.";

// What this browser keeps of exercise `n`: {answer, check: {answer, passed, message, hint,
// diagnostic}}, either part missing when there is none.
function courseKept(n) {
  try {
    const kept = JSON.parse(localStorage.getItem(COURSE_KEY + n));
    return kept && typeof kept === "object" ? kept : {};
  } catch (e) {
    return {};
  }
}

// Keeps `kept` for exercise `n`; false when the browser keeps nothing (storage off or full).
function courseKeep(n, kept) {
  try {
    localStorage.setItem(COURSE_KEY + n, JSON.stringify(kept));
    return true;
  } catch (e) {
    return false;
  }
}

// An exercise's state from its last check and the answer now in its box: "unchecked",
// "passed", "edited" (it passed, and the answer has changed since) or "failed".
function courseState(kept, answer) {
  if (!kept.check) return "unchecked";
  if (!kept.check.passed) return "failed";
  return kept.check.answer === answer ? "passed" : "edited";
}

const COURSE_STATES = {
  unchecked: "not checked",
  passed: "passed",
  edited: "passed, but the answer has changed since: check it again",
  failed: "not yet",
};

function showCourseReport(verdict, report, earlier) {
  verdict.className = "verdict " + (report.passed ? "passed" : "failed");
  verdict.replaceChildren();
  const head = document.createElement("strong");
  head.textContent = report.passed ? "Passed. " : "Not yet. ";
  verdict.appendChild(head);
  if (earlier) {
    const note = document.createElement("span");
    note.className = "earlier";
    note.textContent = earlier;
    verdict.appendChild(note);
  }
  const message = document.createElement("pre");
  message.textContent = report.message + (report.hint ? "\nhint: " + report.hint : "");
  verdict.appendChild(message);
  if (report.diagnostic) {
    const d = document.createElement("pre");
    d.className = "error";
    d.textContent = report.diagnostic.rendered;
    verdict.appendChild(d);
  }
}

async function initCourse() {
  const summary = $("progress-summary");
  const boxes = {};
  let storing = true;
  try {
    const probe = COURSE_KEY + "probe";
    localStorage.setItem(probe, "1");
    localStorage.removeItem(probe);
  } catch (e) {
    storing = false;
  }
  const progress = () => {
    const counts = { passed: 0, edited: 0, failed: 0, unchecked: 0 };
    for (const item of document.querySelectorAll("#progress li[data-exercise]")) {
      const n = Number(item.dataset.exercise);
      const box = boxes[n];
      const state = courseState(courseKept(n), box ? box.value : undefined);
      counts[state] += 1;
      item.dataset.state = state;
      text(item.querySelector(".state"), COURSE_STATES[state]);
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    let line = `${counts.passed} of ${total} passed`;
    if (counts.edited) line += `, ${counts.edited} changed since they passed`;
    if (counts.failed) line += `, ${counts.failed} not yet`;
    line += storing ? "." : ". This browser keeps nothing for this page (its storage is off): answers and progress are lost on reload.";
    text(summary, line);
  };
  let exercises;
  try {
    exercises = (await api("/api/course")).exercises;
  } catch (err) {
    text(summary, "Error: " + err.message);
    return;
  }
  for (const section of document.querySelectorAll("#exercises section.exercise")) {
    const n = Number(section.dataset.exercise);
    const e = exercises.find((x) => x.number === n);
    if (!e) continue;
    const starter = e.starter ? e.starter.text : "";
    const answer = document.createElement("textarea");
    answer.rows = e.starter ? 14 : 4;
    answer.spellcheck = false;
    answer.className = "answer";
    answer.setAttribute("aria-label", `answer to exercise ${n}`);
    const kept = courseKept(n);
    answer.value = typeof kept.answer === "string" ? kept.answer : starter;
    boxes[n] = answer;
    section.appendChild(answer);
    const controls = document.createElement("div");
    controls.className = "controls";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "check";
    button.textContent = `Check exercise ${n}`;
    controls.appendChild(button);
    const reset = document.createElement("button");
    reset.type = "button";
    reset.className = "reset";
    reset.textContent = e.starter ? "Start again from the starter" : "Clear the answer";
    controls.appendChild(reset);
    if (e.starter) {
      const note = document.createElement("span");
      note.textContent = `starts from ${e.starter.file}`;
      controls.appendChild(note);
    }
    section.appendChild(controls);
    const verdict = document.createElement("div");
    verdict.className = "verdict";
    verdict.setAttribute("role", "status");
    section.appendChild(verdict);
    const earlier = () => {
      const check = courseKept(n).check;
      if (!check) {
        verdict.className = "verdict";
        verdict.replaceChildren();
        return;
      }
      showCourseReport(verdict, check, check.answer === answer.value
        ? "(the last check of this answer, kept in this browser)"
        : "(the last check, of an earlier answer: check this one again)");
    };
    earlier();
    const keepAnswer = () => {
      const now = courseKept(n);
      now.answer = answer.value;
      courseKeep(n, now);
    };
    answer.addEventListener("input", () => {
      keepAnswer();
      earlier();
      progress();
    });
    reset.addEventListener("click", () => {
      if (!window.confirm(e.starter
        ? `Put the starter ${e.starter.file} back in place of your answer to exercise ${n}?`
        : `Clear your answer to exercise ${n}?`)) return;
      answer.value = starter;
      keepAnswer();
      earlier();
      progress();
    });
    button.addEventListener("click", async () => {
      const sent = answer.value;
      keepAnswer();
      verdict.className = "verdict";
      verdict.textContent = "Checking…";
      try {
        const report = await api("/api/course/check", { exercise: n, answer: sent });
        const now = courseKept(n);
        now.check = {
          answer: sent,
          passed: report.passed === true,
          message: report.message,
          hint: report.hint,
          diagnostic: report.diagnostic,
        };
        courseKeep(n, now);
        showCourseReport(verdict, report, sent === answer.value ? "" : "(of the answer as it was when checked)");
        progress();
      } catch (err) {
        verdict.className = "verdict failed";
        verdict.textContent = "Error: " + err.message;
      }
    });
  }
  progress();
}

// ---------------------------------------------------------------------------------------------

const PAGES = {
  play: initPlay,
  think: initThink,
  listing: initListing,
  playground: initPlayground,
  problems: initProblems,
  course: initCourse,
};

document.addEventListener("DOMContentLoaded", () => {
  const init = PAGES[document.body.dataset.page];
  if (init) init();
});
