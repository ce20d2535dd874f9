// The studio in a real browser: headless Chromium (the system's
// /usr/bin/chromium, or $CHROMIUM) driven by playwright-core against the
// real `oxhack studio` binary (target/debug/oxhack, or $OXHACK_BIN) serving
// a fresh temporary folder. The test types a level with a misspelt
// monster, sees the error underlined in the editor and told in the status
// line, fixes it with the quick fix the error offers ("did you mean"), and
// sees the preview change to the new level.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.OXHACK_BIN || join(repo, "target", "debug", "oxhack");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// These flags are needed on the CI machine (no GPU, no sandbox, no network).
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

function startStudio(dir) {
  const child = spawn(BIN, ["studio", "--port", "0", "--dir", dir], { stdio: ["ignore", "pipe", "pipe"] });
  const url = new Promise((ok, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error("the studio printed no URL: " + out)), 20000);
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/studio: (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) { clearTimeout(timer); ok(m[1]); }
    });
    child.on("exit", (code) => fail(new Error(`the studio exited (${code}): ${out}`)));
  });
  return { child, url };
}

const LEVEL = [
  'MAZE: "trial", \' \'',
  "GEOMETRY:center,center",
  "MAP",
  "---------",
  "|.......|",
  "|.......|",
  "---------",
  "ENDMAP",
  "STAIR:(1,1),down",
  'MONSTER:(\'d\',"jackall"),(5,2)',
].join("\n");

test("type a level, see its error, fix it (the quick fix), see the preview change", async () => {
  assert.ok(existsSync(BIN), `${BIN} is missing: cargo build -p oxhack first`);
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium`);
  const dir = mkdtempSync(join(tmpdir(), "studio-test-"));
  const profile = mkdtempSync(join(tmpdir(), "studio-chromium-"));
  const { child, url } = startStudio(dir);
  let context;
  try {
    const base = await url;
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
    const page = context.pages()[0] || (await context.newPage());
    await page.goto(base);
    // The starter level is built and drawn.
    await page.waitForFunction(() => document.getElementById("status").className === "ok", null, { timeout: 20000 });
    const before = await page.textContent("#preview");
    assert.match(before, /-{13}/, "the starter level's room is drawn");

    // Type the new level over it.
    await page.click(".cm-content");
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.type(LEVEL);

    // The misspelt monster is underlined where it is, and the status says why.
    await page.waitForSelector(".cm-lintRange-error", { timeout: 20000 });
    const marked = await page.textContent(".cm-lintRange-error");
    assert.equal(marked, '"jackall"');
    await page.waitForFunction(() => document.getElementById("status").className === "error");
    assert.match(await page.textContent("#status"), /line 10:14: unknown monster/);

    // The error's tooltip offers the suggestion as a quick fix: take it.
    await page.hover(".cm-lintRange-error");
    const fix = page.locator(".cm-diagnosticAction", { hasText: 'use "jackal"' });
    await fix.waitFor({ timeout: 20000 });
    await fix.click();
    assert.match(await page.textContent(".cm-content"), /MONSTER:\('d',"jackal"\),\(5,2\)/);
    await page.waitForFunction(() => document.getElementById("status").className === "ok", null, { timeout: 20000 });
    await page.waitForFunction(() => !document.querySelector(".cm-lintRange-error"));

    const after = await page.textContent("#preview");
    assert.notEqual(after, before, "the preview changed");
    assert.doesNotMatch(after, /-{13}/, "the starter level is gone");
    assert.match(after, / -{9} /, "the new room is drawn");
    assert.match(after, /\|>\.{6}\|/, "the stairs are where they were put");
    assert.match(after, /\|\.{4}d\.\.\|/, "the jackal stands where it was put");
    assert.match(await page.textContent("#things"), /monster jackal/);
    // In the game's colours: a jackal is brown (CLR_BROWN, 3).
    assert.equal(await page.locator("#preview span.c3", { hasText: /^d$/ }).count(), 1);
    assert.match(await page.textContent("#legend"), /jackal \(1\)/);

    // Hover details: over the jackal's square of the preview, and over its
    // entry in the list of things (which marks its square).
    const at = await page.evaluate(() => {
      const p = window.studio.preview();
      const t = p.things.find((t) => t.text.includes("jackal"));
      const c = window.studio.cell();
      const r = document.getElementById("preview").getBoundingClientRect();
      return { x: r.left + c.left + (t.x + 0.5) * c.w, y: r.top + c.top + (t.y + 0.5) * c.h };
    });
    await page.mouse.move(at.x, at.y);
    await page.waitForFunction(() => /jackal/.test(document.getElementById("hover").textContent));
    await page.mouse.move(0, 0);
    await page.hover("#things li:has-text('jackal')");
    assert.match(await page.textContent("#hover"), /jackal/);
    assert.equal(await page.locator("#highlights div").count(), 1);
    assert.match(await page.textContent("#status"), /level trial built/);

    // The author's status marks: the room's floor is unlit (',').
    await page.check("#marks");
    assert.match(await page.textContent("#preview"), /\|>,{6}\|/);
  } finally {
    if (context) await context.close();
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
});
