//! Completion: what may be typed at the cursor.
//!
//! - inside a MAP body: the map characters;
//! - inside a name string (or after `('c', `): monster names in a MONSTER
//!   statement, object names in OBJECT/CONTAINER, trap types in TRAP, room
//!   types in ROOM/SUBROOM/REGION; with a class symbol only that class;
//! - after `$`: the variables of the level;
//! - at the start of a line: statement keywords, functions and variables;
//! - elsewhere: the value words of the line's statement (door states
//!   after `DOOR:`, flags after `FLAGS:`...), variables, functions and
//!   `random`.
//!
//! Every item carries a text edit over what is already typed, so names
//! with spaces complete as a whole.

use super::context::{self, NameKind};
use super::documents::Document;
use super::index::SymKind;
use super::keywords;
use super::stats;
use crate::lexer::Tok;
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionList, CompletionTextEdit, Documentation, MarkupContent, MarkupKind,
    TextEdit,
};

/// The completions at byte `offset` of `doc`.
pub fn complete(doc: &Document, offset: usize) -> CompletionList {
    let items = items(doc, offset);
    CompletionList { is_incomplete: false, items }
}

fn items(doc: &Document, offset: usize) -> Vec<CompletionItem> {
    let text = &doc.text;
    let ix = &doc.index;
    if let Some(i) = ix.token_at(offset)
        && let t = ix.tokens[i]
        && matches!(t.tok, Tok::MapBody(_) | Tok::UnterminatedMap)
        && t.start < offset
    {
        return map_chars(doc, offset);
    }
    if let Some(s) = context::string_at(text, offset) {
        let mut out = names(doc, &s, offset);
        if !s.quoted && s.class.is_none() {
            // Right after the colon a variable or `random` may go instead.
            out.extend(variables(doc, s.start, offset));
            out.push(keyword_item("random", doc, s.start, offset));
        }
        return out;
    }
    if let Some(start) = context::variable_prefix(text, offset) {
        return variables(doc, start, offset);
    }
    if let Some(start) = context::at_statement_start(text, offset) {
        let mut out: Vec<CompletionItem> = keywords::KEYWORDS
            .iter()
            .filter(|k| k.statement)
            .map(|k| CompletionItem {
                label: k.word.to_string(),
                kind: Some(CompletionItemKind::KEYWORD),
                detail: Some(k.form().to_string()),
                documentation: Some(markdown(k.doc)),
                text_edit: Some(edit(doc, start, offset, k.word.to_string())),
                ..CompletionItem::default()
            })
            .collect();
        out.extend(functions(doc, start, offset));
        out.extend(variables(doc, start, offset));
        return out;
    }
    // A value: the words the line's statement takes, then variables,
    // functions and `random`, replacing the word being typed.
    let before = &text[..offset];
    let start = before.trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-').len();
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let statement = crate::lexer::Lexer::new(&text[line_start..start])
        .flatten()
        .map(|(s, _, e)| &text[line_start + s..line_start + e])
        .find(|w| keywords::lookup(w).is_some_and(|k| k.statement));
    let mut out: Vec<CompletionItem> = statement
        .map(keywords::value_words)
        .unwrap_or_default()
        .into_iter()
        .map(|w| keyword_item(w, doc, start, offset))
        .collect();
    out.extend(variables(doc, offset, offset));
    out.extend(functions(doc, offset, offset));
    out.push(keyword_item("random", doc, start, offset));
    out
}

fn keyword_item(word: &str, doc: &Document, start: usize, end: usize) -> CompletionItem {
    CompletionItem {
        label: word.into(),
        kind: Some(CompletionItemKind::KEYWORD),
        text_edit: Some(edit(doc, start, end, word.into())),
        ..CompletionItem::default()
    }
}

fn markdown(s: &str) -> Documentation {
    Documentation::MarkupContent(MarkupContent { kind: MarkupKind::Markdown, value: s.to_string() })
}

fn edit(doc: &Document, start: usize, end: usize, new_text: String) -> CompletionTextEdit {
    CompletionTextEdit::Edit(TextEdit { range: doc.range(start, end), new_text })
}

/// The map characters, each inserted as itself.
fn map_chars(doc: &Document, offset: usize) -> Vec<CompletionItem> {
    keywords::MAP_CHARS
        .iter()
        .map(|(c, what)| CompletionItem {
            label: if *c == ' ' { "' ' (space)".into() } else { c.to_string() },
            kind: Some(CompletionItemKind::CONSTANT),
            detail: Some((*what).to_string()),
            filter_text: Some(c.to_string()),
            text_edit: Some(edit(doc, offset, offset, c.to_string())),
            ..CompletionItem::default()
        })
        .collect()
}

/// Names for a string of kind `s.kind` (class-aware).
fn names(doc: &Document, s: &context::StringCtx, offset: usize) -> Vec<CompletionItem> {
    let list: Vec<(String, String, Option<String>)> = match s.kind {
        NameKind::Monster => stats::monsters(s.class)
            .map(|m| {
                let detail = format!("{} level {}, {}", m.mlet.symbol() as char, m.mlevel, m.mlet.explain());
                (m.name.clone(), detail, Some(stats::monster_markdown(m)))
            })
            .collect(),
        NameKind::Object => stats::objects(s.class)
            .map(|o| {
                let detail = format!("{} {}", o.class.symbol() as char, o.class);
                (o.name.clone().unwrap_or_default(), detail, Some(stats::object_markdown(o)))
            })
            .collect(),
        NameKind::Trap => crate::check::TRAPS.iter().map(|(n, _)| (n.to_string(), "trap".into(), None)).collect(),
        NameKind::RoomType => {
            crate::check::ROOM_TYPES.iter().map(|(n, _)| (n.to_string(), "room type".into(), None)).collect()
        }
        NameKind::Other => Vec::new(),
    };
    let mut seen = std::collections::HashSet::new();
    let kind = match s.kind {
        NameKind::Monster | NameKind::Object => CompletionItemKind::VALUE,
        _ => CompletionItemKind::ENUM_MEMBER,
    };
    list.into_iter()
        .filter(|(n, _, _)| !n.is_empty() && seen.insert(n.clone()))
        .map(|(name, detail, doc_md)| {
            let new_text = if s.quoted { name.clone() } else { format!("\"{name}\"") };
            CompletionItem {
                label: name.clone(),
                kind: Some(kind),
                detail: Some(detail),
                documentation: doc_md.map(|m| markdown(&m)),
                filter_text: Some(if s.quoted { name } else { new_text.clone() }),
                text_edit: Some(edit(doc, s.start, offset, new_text)),
                ..CompletionItem::default()
            }
        })
        .collect()
}

/// The variables defined in the level at `start`.
fn variables(doc: &Document, start: usize, offset: usize) -> Vec<CompletionItem> {
    let scope = doc.index.scope_of(offset);
    doc.index
        .defs
        .iter()
        .filter(|d| d.kind == SymKind::Variable && d.scope == scope)
        .map(|d| CompletionItem {
            label: d.name.clone(),
            kind: Some(CompletionItemKind::VARIABLE),
            detail: Some(d.detail.clone()),
            text_edit: Some(edit(doc, start, offset, d.name.clone())),
            ..CompletionItem::default()
        })
        .collect()
}

/// The functions of the file, as calls.
fn functions(doc: &Document, start: usize, offset: usize) -> Vec<CompletionItem> {
    doc.index
        .defs
        .iter()
        .filter(|d| d.kind == SymKind::Function)
        .map(|d| CompletionItem {
            label: d.name.clone(),
            kind: Some(CompletionItemKind::FUNCTION),
            detail: Some(format!("FUNCTION {}({})", d.name, d.detail)),
            text_edit: Some(edit(doc, start, offset, format!("{}()", d.name))),
            ..CompletionItem::default()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(src: &str, at: usize) -> Vec<String> {
        let doc = Document::new("file:///t.des".parse().unwrap(), 1, src.into(), false);
        complete(&doc, at).items.into_iter().map(|i| i.label).collect()
    }

    #[test]
    fn class_aware_monsters_and_objects() {
        let src = "MAZE:\"x\",' '\nMONSTER: ('D', \"re";
        let l = labels(src, src.len());
        assert!(l.contains(&"red dragon".to_string()));
        assert!(!l.iter().any(|n| n == "jackal"), "only dragons");
        let src = "MAZE:\"x\",' '\nOBJECT: ('[', \"";
        let l = labels(src, src.len());
        assert!(l.contains(&"plate mail".to_string()));
        assert!(!l.iter().any(|n| n == "long sword"));
        let src = "MAZE:\"x\",' '\nTRAP: \"";
        assert!(labels(src, src.len()).contains(&"falling rock".to_string()));
        let src = "MAZE:\"x\",' '\nTRAP: ";
        let l = labels(src, src.len());
        assert!(l.contains(&"land mine".to_string()) && l.contains(&"random".to_string()));
        let src = "MAZE:\"x\",' '\nDOOR: lo";
        let l = labels(src, src.len());
        assert!(l.contains(&"locked".to_string()) && !l.contains(&"blessed".to_string()), "{l:?}");
    }

    #[test]
    fn keywords_variables_and_map() {
        let src = "MAZE:\"x\",' '\n$where = (1,1)\nFUNCTION f() { EXIT }\nMON";
        let l = labels(src, src.len());
        assert!(l.contains(&"MONSTER".to_string()));
        assert!(l.contains(&"f".to_string()));
        let src = "MAZE:\"x\",' '\n$where = (1,1)\nMONSTER: 'a', $w";
        assert_eq!(labels(src, src.len()), ["$where"]);
        let src = "MAZE:\"x\",' '\nMAP\n..\nENDMAP\n";
        let at = src.find("..").unwrap() + 1;
        assert!(labels(src, at).contains(&"}".to_string()));
    }
}
