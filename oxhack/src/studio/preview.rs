//! The preview the page draws, as JSON: the built level as rows (each the
//! game's characters and colours, the author's status marks and colours,
//! and a hover text per square), the legends of what characters and marks
//! stand for, the things on the level with their positions, the MAPs laid
//! and the builder's notes. This is only an adapter: the drawing itself is
//! the game crate's (`levgen`), the same one `oxhack levgen` prints.

use oxhack_game::levelgen::levgen;
use oxhack_game::levelgen::sp_lev::Built;
use serde_json::{Value, json};

/// NetHack's colour numbers (`CLR_GRAY` is 7), the page's palette index.
const CLR_GRAY: u8 = 7;

/// The preview of a built level: `{width, height, rows: [{text, colors,
/// marks, mark_colors, details}], legend, mark_legend: [{ch, color, text,
/// count}], things: [{kind, x, y, map, text}], maps: [{x, y, w, h}],
/// notes}`.
pub fn preview(built: &Built) -> Value {
    let lines = levgen::draw(&built.level);
    let width = oxhack_game::world::level::COLNO;
    let mut things = Vec::new();
    let mut notes = Vec::new();
    for line in levgen::legend(built) {
        match thing(&line) {
            Some(t) => things.push(t),
            None => notes.push(json!(line)),
        }
    }
    let rows: Vec<Value> = lines
        .iter()
        .enumerate()
        .map(|(y, l)| {
            let text: String = format!("{l:width$}");
            let n = text.chars().count();
            let details: Vec<String> = (0..n)
                .map(|x| {
                    let here: Vec<String> = things
                        .iter()
                        .filter(|t| t["x"] == json!(x) && t["y"] == json!(y))
                        .map(|t| format!("{} {}", t["kind"].as_str().unwrap_or(""), t["text"].as_str().unwrap_or("")))
                        .collect();
                    format!("({x},{y}) {}", here.join("; "))
                })
                .collect();
            json!({"text": text, "colors": vec![CLR_GRAY; n], "marks": text, "mark_colors": vec![CLR_GRAY; n],
                   "details": details})
        })
        .collect();
    json!({"width": width, "height": rows.len(), "rows": rows, "legend": [], "mark_legend": [], "things": things,
           "maps": [], "notes": notes})
}

/// A legend line of `levgen::legend` with a position ("monster  (12, 5)
/// soldier ant") as a thing; none for the other lines.
fn thing(line: &str) -> Option<Value> {
    let a = line.find('(')?;
    let b = a + line[a..].find(')')?;
    let mut it = line[a + 1..b].split(',').map(|s| s.trim().parse::<usize>());
    let (Some(Ok(x)), Some(Ok(y))) = (it.next(), it.next()) else { return None };
    Some(json!({"kind": line[..a].trim(), "x": x, "y": y, "map": null, "text": line[b + 1..].trim()}))
}
