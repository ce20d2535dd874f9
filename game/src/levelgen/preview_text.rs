//! The preview as text, for `oxhack levgen`: the game's view of the map
//! and the author's status map, each under a ruler of column numbers with
//! row numbers down the side, then the legends with counts and the list
//! of things with absolute and MAP-relative coordinates. With `ansi`, the
//! characters carry the game's colours as ANSI escapes (for a terminal).

use crate::levelgen::preview::{LegendEntry, Preview, PreviewCell};

/// The ANSI SGR escape for a `CLR_*` colour (None for the default): the
/// same sixteen colours the terminal front end uses, black shown as dark
/// grey so it stays visible.
pub fn ansi_color(c: u8) -> Option<&'static str> {
    Some(match c {
        0 => "\x1b[90m",
        1 => "\x1b[31m",
        2 => "\x1b[32m",
        3 => "\x1b[33m",
        4 => "\x1b[34m",
        5 => "\x1b[35m",
        6 => "\x1b[36m",
        7 => "\x1b[37m",
        9 => "\x1b[91m",
        10 => "\x1b[92m",
        11 => "\x1b[93m",
        12 => "\x1b[94m",
        13 => "\x1b[95m",
        14 => "\x1b[96m",
        15 => "\x1b[97m",
        _ => return None,
    })
}

const RESET: &str = "\x1b[0m";

/// `ch` in colour `c` (plain when `ansi` is off or the colour is the
/// default).
fn paint(ch: char, c: u8, ansi: bool) -> String {
    match ansi_color(c).filter(|_| ansi) {
        Some(esc) => format!("{esc}{ch}{RESET}"),
        None => ch.to_string(),
    }
}

/// Which layer of the preview to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    /// What the game shows, fully mapped.
    Game,
    /// The author's status marks.
    Marks,
}

/// The two ruler lines of column numbers (tens, then units), indented
/// past the row numbers.
pub fn ruler(cols: usize) -> [String; 2] {
    let tens: String =
        (0..cols).map(|x| if x % 10 == 0 { char::from(b'0' + (x / 10 % 10) as u8) } else { ' ' }).collect();
    let units: String = (0..cols).map(|x| char::from(b'0' + (x % 10) as u8)).collect();
    [format!("   {}", tens.trim_end()), format!("   {units}")]
}

/// One layer of the map, row by row, without ruler or row numbers
/// (trailing blanks trimmed; with `ansi`, one escape per run of a colour).
pub fn map_lines(p: &Preview, layer: Layer, ansi: bool) -> Vec<String> {
    (0..p.rows)
        .map(|y| {
            let row = &p.cells[y * p.cols..(y + 1) * p.cols];
            let len = row.iter().rposition(|c| pick(c, layer).0 != ' ').map_or(0, |i| i + 1);
            let mut line = String::new();
            let mut current: Option<&str> = None;
            for c in &row[..len] {
                let (ch, col) = pick(c, layer);
                let esc = ansi_color(col).filter(|_| ansi && ch != ' ');
                if esc != current && ch != ' ' {
                    if current.is_some() {
                        line.push_str(RESET);
                    }
                    if let Some(e) = esc {
                        line.push_str(e);
                    }
                    current = esc;
                }
                line.push(ch);
            }
            if current.is_some() {
                line.push_str(RESET);
            }
            line
        })
        .collect()
}

/// The rows from the first to the last that show anything (in either
/// layer); every row when none does.
pub fn used_rows(p: &Preview) -> std::ops::Range<usize> {
    let used = |y: usize| p.cells[y * p.cols..(y + 1) * p.cols].iter().any(|c| c.ch != ' ' || c.mark != ' ');
    match ((0..p.rows).find(|&y| used(y)), (0..p.rows).rev().find(|&y| used(y))) {
        (Some(a), Some(b)) => a..b + 1,
        _ => 0..p.rows,
    }
}

fn pick(c: &PreviewCell, layer: Layer) -> (char, u8) {
    match layer {
        Layer::Game => (c.ch, c.color),
        Layer::Marks => (c.mark, c.mark_color),
    }
}

/// A layer under the ruler, each row numbered; the blank rows above and
/// below the level are left out (the row numbers say where it lies).
pub fn ruled_map(p: &Preview, layer: Layer, ansi: bool) -> Vec<String> {
    let mut out: Vec<String> = ruler(p.cols).into();
    let rows = used_rows(p);
    for (y, line) in map_lines(p, layer, ansi).into_iter().enumerate().skip(rows.start).take(rows.len()) {
        out.push(format!("{y:>2} {line}").trim_end().to_string());
    }
    out
}

fn legend_lines(entries: &[LegendEntry], ansi: bool) -> Vec<String> {
    entries.iter().map(|e| format!("  {}  {} x{}", paint(e.ch, e.color, ansi), e.description, e.count)).collect()
}

/// The legends, the MAPs, the things and the builder's notes.
pub fn legend_text(p: &Preview, ansi: bool) -> Vec<String> {
    let mut out = vec!["legend (the game's view):".to_string()];
    out.extend(legend_lines(&p.legend, ansi));
    out.push("status marks:".into());
    out.extend(legend_lines(&p.mark_legend, ansi));
    for m in &p.maps {
        out.push(format!("MAP      ({:2},{:2})  {}x{}: map (mx,my) is ({}+mx,{}+my)", m.x, m.y, m.w, m.h, m.x, m.y));
    }
    for t in &p.things {
        let at = match t.map {
            Some((mx, my)) => format!("({:2},{:2}) map ({mx},{my})", t.x, t.y),
            None => format!("({:2},{:2})", t.x, t.y),
        };
        out.push(format!("{:9}{at}  {}", t.kind, t.text).trim_end().to_string());
    }
    out.extend(p.notes.iter().cloned());
    out
}

/// The whole preview: the game's view, the status map, the legends.
pub fn render_text(p: &Preview, ansi: bool) -> String {
    let mut s = String::new();
    let mut push = |l: &str| {
        s.push_str(l);
        s.push('\n');
    };
    for l in ruled_map(p, Layer::Game, ansi) {
        push(&l);
    }
    push("status map (what the game hides: see \"status marks\" below):");
    for l in ruled_map(p, Layer::Marks, ansi) {
        push(&l);
    }
    for l in legend_text(p, ansi) {
        push(&l);
    }
    s
}
