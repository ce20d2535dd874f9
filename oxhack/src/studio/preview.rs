//! The preview the page draws: the built level as rows of cells (a char
//! and one of NetHack's 16 colours each) and a legend whose entries carry
//! a position and the details shown on hover. This is only an adapter: the
//! drawing itself is the game crate's (`levgen`), the same one `oxhack
//! levgen` prints.

use oxhack_game::levelgen::levgen;
use oxhack_game::levelgen::sp_lev::Built;
use serde_json::{Value, json};

/// NetHack's colour numbers (`CLR_GRAY` is 7), the page's palette index.
const CLR_GRAY: u8 = 7;

/// The preview of a built level as JSON: `{width, height, rows: [{text,
/// colors}], legend: [{ch, color, x, y, kind, text, detail}]}`.
pub fn preview(built: &Built) -> Value {
    let lines = levgen::draw(&built.level);
    let width = oxhack_game::world::level::COLNO;
    let rows: Vec<Value> = lines
        .iter()
        .map(|l| {
            let text: String = format!("{l:width$}");
            let colors = vec![CLR_GRAY; text.chars().count()];
            json!({"text": text, "colors": colors})
        })
        .collect();
    let legend: Vec<Value> = levgen::legend(built).iter().map(|line| legend_entry(line, &lines)).collect();
    json!({"width": width, "height": rows.len(), "rows": rows, "legend": legend})
}

/// One legend line of `levgen::legend` ("monster  (12, 5)  soldier ant")
/// as an entry: the kind, the position when it has one, and the glyph
/// drawn there.
fn legend_entry(line: &str, lines: &[String]) -> Value {
    let kind = line.split_whitespace().next().unwrap_or("").to_string();
    let pos = line.find('(').and_then(|a| {
        let b = a + line[a..].find(')')?;
        let mut it = line[a + 1..b].split(',').map(|s| s.trim().parse::<usize>());
        match (it.next(), it.next()) {
            (Some(Ok(x)), Some(Ok(y))) => Some((x, y, b)),
            _ => None,
        }
    });
    let (x, y, text) = match pos {
        Some((x, y, end)) => (json!(x), json!(y), line[end + 1..].trim().to_string()),
        None => (Value::Null, Value::Null, line[kind.len()..].trim().to_string()),
    };
    let ch = pos.and_then(|(x, y, _)| lines.get(y)?.chars().nth(x)).map(|c| c.to_string());
    json!({"ch": ch, "color": CLR_GRAY, "x": x, "y": y, "kind": kind, "text": text, "detail": line.trim()})
}
