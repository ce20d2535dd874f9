//! The command table as a document (`docs/commands.md`): one row per
//! command with its keys in both key modes, its `#` name, description
//! and how much of it OxHack does. A test compares the file with this
//! text, so the document cannot drift from the table.

use super::table::{self, EXTCMDS, NOTAVAIL, PLAYTEST, SPECIAL_KEYS, Status, WIZMODECMD, visctrl};

/// `s` as a Markdown code span that is safe inside a table cell.
fn code(s: &str) -> String {
    let s = s.replace('|', "\\|");
    if s.contains('`') { format!("`` {s} ``") } else { format!("`{s}`") }
}

fn keys(list: &[char]) -> String {
    if list.is_empty() {
        return String::new();
    }
    list.iter().map(|&c| code(&table::key2txt(c))).collect::<Vec<_>>().join(" ")
}

fn status(s: Status) -> String {
    match s {
        Status::Done => "implemented".to_string(),
        Status::Partial(what) => format!("partial: {what}"),
        Status::NotYet => "not yet".to_string(),
    }
}

/// The whole of `docs/commands.md`.
pub fn commands_markdown() -> String {
    let mut out = String::new();
    out.push_str("# OxHack's commands\n\n");
    out.push_str(
        "Every command of NetHack 3.6.7 (`cmd.c`'s `extcmdlist[]` and its key bindings), as OxHack's\n\
         command table (`game/src/cmd/table.rs`) has it. This file is generated from that table: run\n\
         `OXHACK_BLESS=1 cargo test -p oxhack-game --test commands docs` after changing it.\n\n\
         Keys are shown as NetHack shows them: `^X` is Ctrl-X, `M-x` is Meta-x (Alt-x). OxHack reads no\n\
         meta keys from a terminal (Alt-x arrives as ESC then x), so the meta-only commands are typed\n\
         as `#name`. The two key columns are for the `number_pad` option off (vi-keys, where the\n\
         letters `hjklyubn` move) and on (the digits move and some letters become commands).\n\n",
    );
    let (done, partial, notyet) = EXTCMDS.iter().fold((0, 0, 0), |(d, p, n), e| match e.status {
        Status::Done => (d + 1, p, n),
        Status::Partial(_) => (d, p + 1, n),
        Status::NotYet => (d, p, n + 1),
    });
    out.push_str(&format!("{} commands: {done} implemented, {partial} partial, {notyet} not yet.\n\n", EXTCMDS.len()));
    out.push_str("## Commands\n\n");
    out.push_str("| Keys (vi-keys) | Keys (number_pad) | Extended command | Description | Status |\n");
    out.push_str("|---|---|---|---|---|\n");
    for e in EXTCMDS {
        let wiz = e.has(WIZMODECMD);
        let vi = table::keys_of(e, false, wiz);
        let np = table::keys_of(e, true, wiz);
        let mut notes = Vec::new();
        if wiz {
            notes.push("wizard mode");
        }
        if e.has(PLAYTEST) {
            notes.push("play-test only");
        }
        if e.has(NOTAVAIL) {
            notes.push("not in `#?`");
        }
        let desc = if notes.is_empty() { e.desc.to_string() } else { format!("{} ({})", e.desc, notes.join(", ")) };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            keys(&vi),
            keys(&np),
            code(&format!("#{}", e.name)),
            desc.replace('|', "\\|"),
            status(e.status)
        ));
    }
    out.push_str("\n## Prefix and special keys\n\n");
    out.push_str("| Key | vi-keys | number_pad | What it does |\n|---|---|---|---|\n");
    for s in SPECIAL_KEYS {
        let yes = |b: bool| if b { "yes" } else { "" };
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            code(&table::key2txt(s.key)),
            yes(s.vi),
            yes(s.numpad),
            s.desc
        ));
    }
    out.push_str("\n## Movement\n\n");
    out.push_str(
        "With vi-keys `h j k l y u b n` move one step west, south, north, east and diagonally; the capital\n\
         letters run (`H`), and Ctrl with the letter rushes (`^H`). With `number_pad` the digits `1`-`9`\n\
         move as on a keypad. A count before a command repeats it (`20s`; with `number_pad`, `n20s`).\n",
    );
    out.push_str(&format!(
        "\nIn wizard mode {} shows where every special level is (`#wizwhere`), as NetHack 3.4.3 did.\n",
        code(&visctrl(crate::ui::keys::ctrl('o')))
    ));
    out
}
