//! The preview the page draws, as JSON: the built level as rows (each the
//! game's characters and colours, the author's status marks and colours,
//! and a hover text per square), the legends of what characters and marks
//! stand for, the things on the level with their absolute and MAP-relative
//! positions, the MAPs laid and the builder's notes. This is only an
//! adapter of the game crate's structured preview
//! (`levelgen::preview::screen`, the one `oxhack levgen` prints): rows
//! rather than a flat list of cells keep the JSON small.

use oxhack_game::levelgen::levgen;
use oxhack_game::levelgen::sp_lev::Built;
use serde_json::{Value, json};

/// The preview of a built level: `{width, height, rows: [{text, colors,
/// marks, mark_colors, details}], legend, mark_legend: [{ch, color, text,
/// count}], things: [{kind, x, y, map, text}], maps: [{x, y, w, h}],
/// notes}`. Colours are NetHack's `CLR_*` numbers.
pub fn preview(built: &Built) -> Value {
    let p = levgen::screen(built);
    let rows: Vec<Value> = p
        .cells
        .chunks(p.cols.max(1))
        .map(|row| {
            json!({
                "text": row.iter().map(|c| c.ch).collect::<String>(),
                "colors": row.iter().map(|c| c.color).collect::<Vec<u8>>(),
                "marks": row.iter().map(|c| c.mark).collect::<String>(),
                "mark_colors": row.iter().map(|c| c.mark_color).collect::<Vec<u8>>(),
                "details": row.iter().map(|c| c.detail.as_str()).collect::<Vec<&str>>(),
            })
        })
        .collect();
    let legend = |entries: &[oxhack_game::levelgen::preview::LegendEntry]| -> Vec<Value> {
        entries
            .iter()
            .map(|e| json!({"ch": e.ch.to_string(), "color": e.color, "text": e.description, "count": e.count}))
            .collect()
    };
    let things: Vec<Value> = p
        .things
        .iter()
        .map(|t| json!({"kind": t.kind, "x": t.x, "y": t.y, "map": t.map.map(|(x, y)| [x, y]), "text": t.text}))
        .collect();
    json!({
        "width": p.cols, "height": rows.len(), "rows": rows, "legend": legend(&p.legend),
        "mark_legend": legend(&p.mark_legend), "things": things, "maps": p.maps, "notes": p.notes,
    })
}
