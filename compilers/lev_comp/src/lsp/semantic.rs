//! Semantic tokens (full document), MAP bodies included.
//!
//! Outside maps: statement keywords, value words (`lit`, `random`,
//! `north`...), selection functions, variables (declarations marked),
//! functions, strings, characters, numbers, operators and comments. Inside
//! a MAP each run of cells of one kind is a token of its own type: walls,
//! floor, corridors, doors, water, lava, ice, trees, iron bars, air and
//! cloud, features (fountain, throne, sink), the transparent `x`; secret
//! doors and corridors carry the `secret` modifier. Clients without those
//! custom types still colour everything else.

use super::documents::Document;
use super::position::utf16_len;
use crate::lexer::Tok;
use lsp_types::{SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokens, SemanticTokensLegend};

/// Token types, in legend order.
const TYPES: &[&str] = &[
    "keyword",
    "enumMember",
    "function",
    "variable",
    "parameter",
    "string",
    "number",
    "operator",
    "comment",
    "type",
    "mapWall",
    "mapFloor",
    "mapCorridor",
    "mapDoor",
    "mapWater",
    "mapLava",
    "mapIce",
    "mapTree",
    "mapBars",
    "mapAir",
    "mapFeature",
    "mapStone",
    "mapTransparent",
];

/// Token modifiers, in legend order (bit n is the n-th).
const MODIFIERS: &[&str] = &["declaration", "defaultLibrary", "secret"];

fn ty(name: &str) -> u32 {
    TYPES.iter().position(|t| *t == name).unwrap_or(0) as u32
}

const DECLARATION: u32 = 1;
const LIBRARY: u32 = 2;
const SECRET: u32 = 4;

/// The legend the server announces.
pub fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: TYPES.iter().map(|t| SemanticTokenType::new(t)).collect(),
        token_modifiers: MODIFIERS.iter().map(|m| SemanticTokenModifier::new(m)).collect(),
    }
}

/// The type (and modifiers) of a map cell.
fn map_cell(c: u8) -> Option<(&'static str, u32)> {
    Some(match c {
        b'-' | b'|' | b'B' => ("mapWall", 0),
        b'.' => ("mapFloor", 0),
        b'#' => ("mapCorridor", 0),
        b'H' => ("mapCorridor", SECRET),
        b'+' => ("mapDoor", 0),
        b'S' => ("mapDoor", SECRET),
        b'}' | b'P' | b'W' => ("mapWater", 0),
        b'L' => ("mapLava", 0),
        b'I' => ("mapIce", 0),
        b'T' => ("mapTree", 0),
        b'F' => ("mapBars", 0),
        b'A' | b'C' => ("mapAir", 0),
        b'{' | b'\\' | b'K' => ("mapFeature", 0),
        b' ' => ("mapStone", 0),
        b'x' => ("mapTransparent", 0),
        _ => return None,
    })
}

/// Collects absolute tokens and encodes them relative to each other.
struct Builder<'a> {
    doc: &'a Document,
    out: Vec<SemanticToken>,
    line: u32,
    col: u32,
}

impl Builder<'_> {
    /// A token over bytes `start..end`, split at line ends.
    fn push(&mut self, start: usize, end: usize, ty: u32, mods: u32) {
        let text = &self.doc.text;
        let mut s = start;
        while s < end {
            let line_end = text[s..end].find('\n').map_or(end, |i| s + i);
            let piece = text[s..line_end].trim_end_matches('\r');
            if !piece.is_empty() {
                let p = self.doc.lines.position(text, s);
                let delta_line = p.line - self.line;
                let delta_start = if delta_line == 0 { p.character - self.col } else { p.character };
                let length = u32::try_from(utf16_len(piece)).unwrap_or(u32::MAX);
                self.out.push(SemanticToken {
                    delta_line,
                    delta_start,
                    length,
                    token_type: ty,
                    token_modifiers_bitset: mods,
                });
                self.line = p.line;
                self.col = p.character;
            }
            s = line_end + 1;
        }
    }

    /// The runs of a map body.
    fn map(&mut self, start: usize, end: usize) {
        let bytes = self.doc.text.as_bytes();
        let mut i = start;
        while i < end {
            let Some((name, mods)) = map_cell(bytes[i]) else {
                i += 1;
                continue;
            };
            let mut j = i + 1;
            while j < end && map_cell(bytes[j]) == Some((name, mods)) {
                j += 1;
            }
            // Stone runs are only marked where they sit between cells.
            if name != "mapStone" || (j < end && bytes[j] != b'\n' && bytes[j] != b'\r') {
                self.push(i, j, ty(name), mods);
            }
            i = j;
        }
    }
}

/// The semantic tokens of `doc`.
pub fn tokens(doc: &Document) -> SemanticTokens {
    let mut b = Builder { doc, out: Vec::new(), line: 0, col: 0 };
    let ix = &doc.index;
    let text = &doc.text;
    let declared: std::collections::HashSet<usize> = ix.defs.iter().map(|d| d.start).collect();
    for (i, t) in ix.tokens.iter().enumerate() {
        let word = &text[t.start..t.end];
        let next = ix.tokens.get(i + 1).map(|n| n.tok);
        let decl = if declared.contains(&t.start) { DECLARATION } else { 0 };
        let (name, mods) = match t.tok {
            _ if t.comment => ("comment", 0),
            _ if t.endmap => ("keyword", 0),
            Tok::MapBody(_) => {
                b.map(t.start, t.end);
                continue;
            }
            Tok::MapStart(_) => ("keyword", 0),
            Tok::Var(_) => ("variable", decl),
            Tok::VarIndex(_) => {
                b.push(t.start, t.end - 1, ty("variable"), decl);
                continue;
            }
            Tok::Ident(_) if next == Some(Tok::LParen) || i > 0 && ix.tokens[i - 1].tok == Tok::Function => {
                ("function", decl)
            }
            Tok::Ident(_) if i > 0 && ix.tokens[i - 1].tok == Tok::Colon => ("type", 0),
            Tok::Ident(_) | Tok::Error | Tok::UnterminatedMap | Tok::Hash => continue,
            Tok::Str(_) | Tok::Char(_) => ("string", 0),
            Tok::Integer(_)
            | Tok::MinusInteger(_)
            | Tok::PlusInteger(_)
            | Tok::Dice(_)
            | Tok::Percent(_)
            | Tok::SPercent(_) => ("number", 0),
            Tok::Compare(_)
            | Tok::Assign
            | Tok::Plus
            | Tok::Minus
            | Tok::Star
            | Tok::Slash
            | Tok::PercentSign
            | Tok::Amp
            | Tok::Pipe
            | Tok::Dot
            | Tok::DotDot => ("operator", 0),
            Tok::Comma
            | Tok::Colon
            | Tok::LParen
            | Tok::RParen
            | Tok::LBracket
            | Tok::RBracket
            | Tok::LBrace
            | Tok::RBrace => continue,
            Tok::Rect
            | Tok::Fillrect
            | Tok::Line
            | Tok::Randline
            | Tok::Grow
            | Tok::Floodfill
            | Tok::Rndcoord
            | Tok::Circle
            | Tok::Ellipse
            | Tok::Filter
            | Tok::Gradient
            | Tok::Complement
            | Tok::Levregion => ("function", LIBRARY),
            _ if word.bytes().all(|c| c.is_ascii_uppercase() || c == b'_') => ("keyword", 0),
            _ => ("enumMember", 0),
        };
        b.push(t.start, t.end, ty(name), mods);
    }
    SemanticTokens { result_id: None, data: b.out }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes tokens back to (line, col, len, type name, modifiers).
    fn decode(src: &str) -> Vec<(u32, u32, u32, &'static str, u32)> {
        let doc = Document::new("file:///t.des".parse().unwrap(), 1, src.into(), false);
        let (mut line, mut col) = (0, 0);
        tokens(&doc)
            .data
            .iter()
            .map(|t| {
                line += t.delta_line;
                col = if t.delta_line == 0 { col + t.delta_start } else { t.delta_start };
                (line, col, t.length, TYPES[t.token_type as usize], t.token_modifiers_bitset)
            })
            .collect()
    }

    #[test]
    fn statements_and_values() {
        let t = decode("# hi\nMAZE:\"x\",' '\n$v = 3\n");
        assert_eq!(t[0], (0, 0, 4, "comment", 0));
        assert_eq!(t[1], (1, 0, 4, "keyword", 0));
        assert_eq!(t[2], (1, 5, 3, "string", 0));
        assert!(t.contains(&(2, 0, 2, "variable", DECLARATION)));
        assert!(t.contains(&(2, 5, 1, "number", 0)));
    }

    #[test]
    fn map_cells() {
        let t = decode("MAZE:\"x\",' '\nMAP\n--S--\n|.P.|\n  T\nENDMAP\n");
        assert!(t.contains(&(2, 0, 2, "mapWall", 0)));
        assert!(t.contains(&(2, 2, 1, "mapDoor", SECRET)));
        assert!(t.contains(&(3, 2, 1, "mapWater", 0)));
        assert!(t.contains(&(3, 1, 1, "mapFloor", 0)));
        assert!(t.contains(&(4, 0, 2, "mapStone", 0)));
        assert!(t.contains(&(4, 2, 1, "mapTree", 0)));
        assert!(t.contains(&(5, 0, 6, "keyword", 0)), "ENDMAP");
    }
}
