// The studio's page: a CodeMirror editor for .des text whose every edit is
// compiled and built by the server (POST /api/build, 150 ms after the last
// keystroke), the diagnostics shown inline and the level drawn beside it
// as the game's screen, with a legend that explains each mark on hover.
import { EditorState } from "@codemirror/state";
import {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { StreamLanguage, syntaxHighlighting, defaultHighlightStyle, bracketMatching } from "@codemirror/language";
import { linter, lintGutter, forceLinting } from "@codemirror/lint";
import { desLanguage } from "./des-mode.js";

const $ = (id) => document.getElementById(id);
const STARTER = `# A new level: edit it and watch the preview.
MAZE: "studio", ' '
GEOMETRY:center,center
MAP
-------------
|...........|
|...........|
-------------
ENDMAP
STAIR:(1,1),down
MONSTER:('d',"jackal"),(8,2)
`;

let seq = 0;          // builds asked for
let shown = 0;        // the newest build shown
let currentName = null;

function status(text, kind) {
  const s = $("status");
  s.textContent = text;
  s.className = kind || "";
}

// A 1-based line and char column of the server's answer as a document offset.
function offset(doc, line, col) {
  if (!line || line < 1) return 0;
  if (line > doc.lines) return doc.length;
  const l = doc.line(line);
  const chars = Array.from(l.text);
  const before = chars.slice(0, Math.max(0, (col || 1) - 1)).join("");
  return Math.min(l.from + before.length, l.to);
}

const SEVERITY = { error: "error", bug: "error", warning: "warning", note: "info", help: "info" };

function toLint(doc, d) {
  let from = offset(doc, d.line, d.col);
  let to = d.end_line ? offset(doc, d.end_line, d.end_col) : from;
  if (to < from) to = from;
  const notes = (d.notes || []).map((n) => "\n" + n).join("");
  const code = d.code ? `[${d.code}] ` : "";
  // "did you mean 'soldier ant'?" becomes a quick fix that puts the name in.
  const actions = [];
  for (const n of d.notes || []) {
    const m = n.match(/did you mean '([^']+)'\?/);
    if (!m || to <= from) continue;
    const quoted = /^".*"$/.test(doc.sliceString(from, to));
    const text = quoted ? `"${m[1]}"` : m[1];
    actions.push({ name: `use ${text}`, apply: (view, f, t) => view.dispatch({ changes: { from: f, to: t, insert: text } }) });
  }
  return { from, to, severity: SEVERITY[d.severity] || "error", message: code + d.message + notes, source: "lev_comp", actions };
}

async function build(text) {
  const mine = ++seq;
  const body = {
    text,
    seed: Number($("seed").value) || 0,
    depth: Number($("depth").value) || 10,
    level: $("level").value || null,
    name: currentName,
  };
  $("preview").classList.add("stale");
  let r;
  try {
    const res = await fetch("/api/build", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    r = await res.json();
    if (!res.ok && !r.diagnostics) r = { ok: false, error: r.error || res.statusText, diagnostics: [] };
  } catch (e) {
    r = { ok: false, error: "the studio does not answer: " + e, diagnostics: [] };
  }
  if (mine >= shown) {
    shown = mine;
    show(r);
  }
  return r;
}

function show(r) {
  const levels = $("level");
  const want = levels.value;
  if ((r.levels || []).length && (r.levels || []).join("\n") !== Array.from(levels.options, (o) => o.value).join("\n")) {
    levels.replaceChildren(...r.levels.map((n) => new Option(n, n)));
    if (r.levels.includes(want)) levels.value = want;
  }
  const loose = (r.diagnostics || []).filter((d) => !d.line);
  $("problems").textContent = loose.map((d) => d.severity + ": " + d.message).join("\n");
  const errors = (r.diagnostics || []).filter((d) => d.severity === "error" || d.severity === "bug").length;
  const warnings = (r.diagnostics || []).filter((d) => d.severity === "warning").length;
  if (r.ok && r.preview) {
    drawPreview(r.preview);
    const ms = r.build_ms != null ? ` in ${r.build_ms.toFixed(1)} ms` : "";
    status(`level ${r.level} built with seed ${$("seed").value} at depth ${$("depth").value}${ms}` + (warnings ? `, ${warnings} warning(s)` : ""), "ok");
  } else {
    const first = (r.diagnostics || []).find((d) => d.severity === "error") || {};
    const where = first.line ? `line ${first.line}:${first.col}: ` : "";
    status(`${errors || 1} error(s): ${where}${first.message || r.error || "the level was not built"}`, "error");
  }
}

let current = null;    // the preview shown
let cell = { w: 8, h: 16 };

// The size of one character of the preview, measured once it is drawn.
function measure() {
  const pre = $("preview");
  const probe = document.createElement("span");
  probe.textContent = "MMMMMMMMMM";
  pre.appendChild(probe);
  const r = probe.getBoundingClientRect();
  probe.remove();
  const style = getComputedStyle(pre);
  cell = { w: r.width / 10, h: r.height, left: parseFloat(style.paddingLeft), top: parseFloat(style.paddingTop) };
}

function highlight(cells) {
  const box = $("highlights");
  box.replaceChildren(...cells.map(([x, y]) => {
    const d = document.createElement("div");
    Object.assign(d.style, { left: `${cell.left + x * cell.w}px`, top: `${cell.top + y * cell.h}px`, width: `${cell.w}px`, height: `${cell.h}px` });
    return d;
  }));
}

function glyph(ch, color) {
  const g = document.createElement("span");
  g.className = "glyph c" + (color ?? 7);
  g.textContent = ch || " ";
  return g;
}

function drawPreview(p) {
  current = p;
  const marks = $("marks").checked;
  const pre = $("preview");
  const frag = document.createDocumentFragment();
  for (const row of p.rows) {
    const chars = Array.from(marks ? row.marks : row.text);
    const colors = marks ? row.mark_colors : row.colors;
    let run = "", runColor = -1;
    const flush = () => {
      if (!run) return;
      const s = document.createElement("span");
      s.className = "c" + runColor;
      s.textContent = run;
      frag.appendChild(s);
      run = "";
    };
    chars.forEach((ch, x) => {
      const color = colors[x] ?? 7;
      if (color !== runColor) flush();
      runColor = color;
      run += ch;
    });
    flush();
    frag.appendChild(document.createTextNode("\n"));
  }
  pre.replaceChildren(frag);
  pre.classList.remove("stale");
  measure();
  highlight([]);
  // The legend: hovering an entry marks every square that shows it.
  const entries = marks ? p.mark_legend : p.legend;
  $("legend").replaceChildren(...(entries || []).map((e) => {
    const li = document.createElement("li");
    li.append(glyph(e.ch, e.color), ` ${e.text} (${e.count})`);
    li.addEventListener("mouseenter", () => {
      const at = [];
      p.rows.forEach((row, y) => Array.from(marks ? row.marks : row.text).forEach((ch, x) => {
        if (ch === e.ch && (marks ? row.mark_colors : row.colors)[x] === e.color) at.push([x, y]);
      }));
      highlight(at);
      $("hover").textContent = `${e.ch} ${e.text}: ${e.count} square(s)`;
    });
    li.addEventListener("mouseleave", () => highlight([]));
    return li;
  }));
  $("things").replaceChildren(...(p.things || []).map((t) => {
    const li = document.createElement("li");
    const row = p.rows[t.y];
    const ch = row ? Array.from(row.text)[t.x] : " ";
    const where = t.map ? `(${t.x},${t.y}) map (${t.map[0]},${t.map[1]})` : `(${t.x},${t.y})`;
    li.append(glyph(ch, row ? row.colors[t.x] : 7), ` ${where} ${t.kind} ${t.text}`);
    li.title = row?.details?.[t.x] || "";
    li.addEventListener("mouseenter", () => {
      highlight([[t.x, t.y]]);
      $("hover").textContent = li.title;
    });
    li.addEventListener("mouseleave", () => highlight([]));
    return li;
  }));
  $("notes").replaceChildren(...(p.notes || []).map((n) => Object.assign(document.createElement("li"), { textContent: n })));
}

// Hovering a square of the preview tells what is there.
$("preview").addEventListener("mousemove", (ev) => {
  if (!current) return;
  const r = $("preview").getBoundingClientRect();
  const x = Math.floor((ev.clientX - r.left - cell.left) / cell.w);
  const y = Math.floor((ev.clientY - r.top - cell.top) / cell.h);
  const d = current.rows[y]?.details?.[x];
  if (d) {
    $("hover").textContent = d;
    highlight([[x, y]]);
  }
});
$("preview").addEventListener("mouseleave", () => highlight([]));
$("marks").addEventListener("change", () => current && drawPreview(current));

const lint = linter(async (view) => {
  const doc = view.state.doc;
  const r = await build(doc.toString());
  if (view.state.doc !== doc) return [];
  return (r.diagnostics || []).filter((d) => d.line).map((d) => toLint(doc, d));
}, { delay: 150 });

const view = new EditorView({
  parent: $("editor"),
  state: EditorState.create({
    doc: STARTER,
    extensions: [
      lineNumbers(), highlightActiveLineGutter(), highlightActiveLine(), drawSelection(), history(),
      bracketMatching(), StreamLanguage.define(desLanguage), syntaxHighlighting(defaultHighlightStyle),
      lintGutter(), lint, keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    ],
  }),
});
window.studio = { view, preview: () => current, cell: () => cell };

function setText(text) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

async function refreshFiles(select) {
  try {
    const r = await (await fetch("/api/files")).json();
    const sel = $("file");
    sel.replaceChildren(new Option("(new level)", ""), ...(r.files || []).map((f) => new Option(f, f)));
    if (select) sel.value = select;
  } catch (e) { /* the list stays as it was */ }
}

async function openFile(name) {
  if (!name) return;
  const res = await fetch("/api/file?name=" + encodeURIComponent(name));
  const r = await res.json();
  if (!res.ok) return status(r.error, "error");
  currentName = name;
  $("save-name").value = name;
  setText(r.text);
}

$("file").addEventListener("change", (e) => openFile(e.target.value));
$("save").addEventListener("click", async () => {
  const name = $("save-name").value.trim();
  if (!name) return status("type a name such as mylevel.des to save", "error");
  const res = await fetch("/api/file?name=" + encodeURIComponent(name), { method: "PUT", body: view.state.doc.toString() });
  const r = await res.json();
  if (!res.ok) return status(r.error, "error");
  currentName = name;
  status(`saved ${name}`, "ok");
  refreshFiles(name);
});
$("seed").addEventListener("input", () => forceLinting(view));
$("level").addEventListener("change", () => forceLinting(view));
$("depth").addEventListener("input", () => forceLinting(view));
$("reroll").addEventListener("click", () => {
  $("seed").value = String(Math.floor(Math.random() * 2 ** 31));
  forceLinting(view);
});
async function download(url) {
  await build(view.state.doc.toString());
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  document.body.appendChild(a);
  a.click();
  a.remove();
}
$("download-des").addEventListener("click", () => download("/download.des"));
$("download-lev").addEventListener("click", () => download("/download.lev?level=" + encodeURIComponent($("level").value || "")));

(async () => {
  try {
    const s = await (await fetch("/api/session")).json();
    await refreshFiles(s.file || "");
    if (s.file) await openFile(s.file);
  } catch (e) {
    status("the studio does not answer: " + e, "error");
  }
})();
