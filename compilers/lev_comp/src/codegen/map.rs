//! MAP bodies: from the text between MAP and ENDMAP to the byte grid a
//! `.lev` file carries (lev_main.c's `scan_map`).

use crate::check;
use crate::check::INVALID_TYPE;

/// A scanned map.
pub struct Grid {
    pub width: usize,
    pub height: usize,
    /// Terrain type + 1 per cell, row-major (never 0).
    pub bytes: Vec<u8>,
    /// Characters that are not map characters: (row, column, char).
    pub invalid: Vec<(usize, usize, char)>,
}

/// Rows the C tool reads at most before giving up (`MAP_Y_LIM` + 1).
const MAX_ROWS: usize = 22;

/// Scans a map body as the C tool does: digits are dropped first (they
/// may number the lines), the width is the longest line, short lines are
/// padded with stone, and unknown characters become stone.
pub fn scan(text: &str) -> Grid {
    let stripped: String = text.replace("\r\n", "\n").chars().filter(|c| !c.is_ascii_digit()).collect();
    let mut lines: Vec<&str> = stripped.split('\n').collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut bytes = Vec::new();
    let mut invalid = Vec::new();
    let mut height = 0;
    for (row, line) in lines.iter().enumerate() {
        if height >= MAX_ROWS {
            break;
        }
        let mut n = 0;
        for (col, ch) in line.chars().enumerate() {
            let t = if ch.is_ascii() { check::what_map_char(ch as u8) } else { INVALID_TYPE };
            let t = if t == INVALID_TYPE {
                invalid.push((row, col, ch));
                0
            } else {
                t
            };
            bytes.push(t as u8 + 1);
            n += 1;
        }
        bytes.extend(std::iter::repeat_n(1u8, width - n));
        height += 1;
    }
    Grid { width, height, bytes, invalid }
}
