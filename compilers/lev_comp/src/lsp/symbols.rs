//! Document symbols: the outline of a `.des` file.
//!
//! Levels (`MAZE`/`LEVEL`) at the top; inside each, its rooms (with their
//! subrooms nested), maps, functions and variables, in source order.

use super::documents::Document;
use super::index::{Index, SymKind};
use crate::lexer::Tok;
use lsp_types::{DocumentSymbol, SymbolKind};

/// The outline of `doc`.
pub fn document_symbols(doc: &Document) -> Vec<DocumentSymbol> {
    let ix = &doc.index;
    let text = &doc.text;
    // Everything but levels, each with its byte range, in source order.
    let mut items: Vec<(usize, usize, DocumentSymbol)> = Vec::new();
    for (i, t) in ix.tokens.iter().enumerate() {
        let (kind, name, end) = match t.tok {
            Tok::Room | Tok::Subroom => {
                let kw = &text[t.start..t.end];
                let ty = ix.tokens.get(i + 2).filter(|n| matches!(n.tok, Tok::Str(_) | Tok::Random));
                let ty = ty.map_or("", |n| &text[n.start..n.end]);
                (SymbolKind::STRUCT, format!("{kw} {ty}"), block_end(ix, i).unwrap_or(t.end))
            }
            Tok::MapStart(true) => {
                let body = ix.tokens.get(i + 1).filter(|b| matches!(b.tok, Tok::MapBody(_)));
                let (w, h, end) = body.map_or((0, 0, t.end), |b| {
                    let rows: Vec<&str> = text[b.start..b.end].lines().collect();
                    let w = rows.iter().map(|r| r.trim_end_matches('\r').len()).max().unwrap_or(0);
                    (w, rows.len(), b.end)
                });
                (SymbolKind::ARRAY, format!("MAP {w}x{h}"), end)
            }
            _ => continue,
        };
        items.push((t.start, end, symbol(doc, name, kind, t.start, end, t.start, t.end)));
    }
    for d in &ix.defs {
        let (kind, end) = match d.kind {
            SymKind::Function => (SymbolKind::FUNCTION, block_end(ix, d.token).unwrap_or(d.end)),
            SymKind::Variable => (SymbolKind::VARIABLE, d.end),
        };
        let mut s = symbol(doc, d.name.clone(), kind, d.start, end, d.start, d.end);
        s.detail = (!d.detail.is_empty()).then(|| d.detail.clone());
        items.push((d.start, end, s));
    }
    items.sort_by_key(|(s, _, _)| *s);
    let mut top = Vec::new();
    let mut levels: Vec<(usize, usize, DocumentSymbol)> = ix
        .levels
        .iter()
        .map(|l| {
            let kw = &text[l.start..ix.tokens.iter().find(|t| t.start == l.start).map_or(l.start, |t| t.end)];
            let mut s = symbol(doc, l.name.clone(), SymbolKind::MODULE, l.start, l.end, l.name_range.0, l.name_range.1);
            s.detail = Some(kw.to_string());
            (l.start, l.end, s)
        })
        .collect();
    // Nest: each item goes into the innermost enclosing earlier item.
    let mut stack: Vec<(usize, usize, DocumentSymbol)> = Vec::new();
    let mut level_at = 0;
    for item in items {
        while level_at < levels.len() && levels[level_at].0 <= item.0 {
            close_all(&mut stack, &mut top, &mut levels, level_at);
            level_at += 1;
        }
        while stack.last().is_some_and(|(_, e, _)| *e < item.1 || item.0 >= *e) {
            pop_into(&mut stack, &mut top, &mut levels, level_at);
        }
        stack.push(item);
    }
    while level_at < levels.len() {
        close_all(&mut stack, &mut top, &mut levels, level_at);
        level_at += 1;
    }
    close_all(&mut stack, &mut top, &mut levels, level_at);
    let mut out: Vec<DocumentSymbol> = levels.into_iter().map(|(_, _, s)| s).collect();
    out.extend(top);
    out.sort_by_key(|s| (s.range.start.line, s.range.start.character));
    out
}

/// Pops the innermost open item into its parent (the next item on the
/// stack, else the current level, else the top).
fn pop_into(
    stack: &mut Vec<(usize, usize, DocumentSymbol)>,
    top: &mut Vec<DocumentSymbol>,
    levels: &mut [(usize, usize, DocumentSymbol)],
    level_at: usize,
) {
    let Some((_, _, s)) = stack.pop() else { return };
    if let Some((_, _, parent)) = stack.last_mut() {
        parent.children.get_or_insert_with(Vec::new).push(s);
    } else if let Some((_, _, level)) = level_at.checked_sub(1).and_then(|l| levels.get_mut(l)) {
        level.children.get_or_insert_with(Vec::new).push(s);
    } else {
        top.push(s);
    }
}

fn close_all(
    stack: &mut Vec<(usize, usize, DocumentSymbol)>,
    top: &mut Vec<DocumentSymbol>,
    levels: &mut [(usize, usize, DocumentSymbol)],
    level_at: usize,
) {
    while !stack.is_empty() {
        pop_into(stack, top, levels, level_at);
    }
}

/// The end of the `{ }` block following token `i` (before the next
/// statement-ending brace), if there is one.
fn block_end(ix: &Index, i: usize) -> Option<usize> {
    let open = ix.tokens[i..].iter().position(|t| matches!(t.tok, Tok::LBrace | Tok::RBrace))? + i;
    let close = ix.brace_match.get(open).copied().flatten()?;
    Some(ix.tokens[close].end)
}

#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be set.
fn symbol(
    doc: &Document,
    name: String,
    kind: SymbolKind,
    start: usize,
    end: usize,
    sel_start: usize,
    sel_end: usize,
) -> DocumentSymbol {
    DocumentSymbol {
        name: if name.trim().is_empty() { "(unnamed)".into() } else { name },
        detail: None,
        kind,
        tags: None,
        deprecated: None,
        range: doc.range(start, end),
        selection_range: doc.range(sel_start, sel_end.max(sel_start)),
        children: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outline() {
        let src = "LEVEL:\"one\"\n$v = 1\nROOM:\"ordinary\",lit,(1,1),(left,top),(5,5) {\n\
            SUBROOM:\"shop\",lit,(1,1),(2,2) { EXIT }\n}\nFUNCTION f() { EXIT }\nMAZE:\"two\",' '\nMAP\n..\n...\nENDMAP\n";
        let doc = Document::new("file:///t.des".parse().unwrap(), 1, src.into(), false);
        let s = document_symbols(&doc);
        let names: Vec<&str> = s.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["one", "two"]);
        let one: Vec<&str> = s[0].children.iter().flatten().map(|c| c.name.as_str()).collect();
        assert_eq!(one, ["$v", "ROOM \"ordinary\"", "f"]);
        let room = &s[0].children.as_ref().unwrap()[1];
        assert_eq!(room.children.as_ref().unwrap()[0].name, "SUBROOM \"shop\"");
        let two: Vec<&str> = s[1].children.iter().flatten().map(|c| c.name.as_str()).collect();
        assert_eq!(two, ["MAP 3x2"]);
    }
}
