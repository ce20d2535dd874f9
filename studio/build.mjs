// Bundles the studio's front end (src/main.js and the CodeMirror packages
// it imports) into one script and one stylesheet, written where the oxhack
// binary embeds them (oxhack/src/studio/assets). The output depends only on
// the locked packages and these sources: .ci/run rebuilds it and fails when
// it differs from the committed bundle.
import * as esbuild from "esbuild";
import { copyFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "oxhack", "src", "studio", "assets");

await esbuild.build({
  entryPoints: [join(here, "src", "main.js")],
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  legalComments: "eof",
  banner: {
    js: "/* OxHack studio. Bundles CodeMirror 6 (@codemirror/*, @lezer/*, style-mod, w3c-keyname, crelt): " +
      "MIT licence, copyright (C) 2018-2021 by Marijn Haverbeke <marijn@haverbeke.berlin> and others. */",
  },
  charset: "utf8",
  outfile: join(out, "studio.js"),
  logLevel: "warning",
});
copyFileSync(join(here, "src", "studio.css"), join(out, "studio.css"));
copyFileSync(join(here, "src", "index.html"), join(out, "index.html"));
