//! Hover: what the thing under the cursor is.
//!
//! A keyword shows its form and what it does ([`super::keywords`]); a
//! monster or object name in a string shows its stats from the tables; a
//! class symbol shows the class; a variable its type and where it is
//! defined; a function its parameters; a map character what it stands for.

use super::context;
use super::documents::Document;
use super::index::SymKind;
use super::keywords;
use super::stats;
use crate::lexer::Tok;
use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind};

/// The hover for byte `offset` of `doc`.
pub fn hover(doc: &Document, offset: usize) -> Option<Hover> {
    let ix = &doc.index;
    let i = ix.token_at(offset)?;
    let t = ix.tokens[i];
    let text = &doc.text;
    let word = &text[t.start..t.end];
    let md = match t.tok {
        _ if t.comment => return None,
        _ if t.endmap => keyword_md("ENDMAP")?,
        Tok::MapBody(_) => {
            let c = text[offset.min(t.end)..].chars().next().filter(|c| *c != '\n' && *c != '\r')?;
            let what = keywords::map_char(c).unwrap_or("not a map character (read as solid rock)");
            format!("map character `{c}`: {what}")
        }
        Tok::MapStart(_) => keyword_md("MAP")?,
        Tok::Var(_) | Tok::VarIndex(_) => {
            let (name, _) = ix.name_at(offset)?;
            match ix.definition(&name, SymKind::Variable, ix.scope_of(t.start)) {
                Some(d) => {
                    let line = doc.lines.line_of(d.start) + 1;
                    let ty = if d.detail.is_empty() { "unknown type" } else { d.detail.as_str() };
                    format!("```des\n{name}: {ty}\n```\ndefined on line {line}")
                }
                None => format!("`{name}`: not defined in this level"),
            }
        }
        Tok::Ident(_) => {
            let d = ix.definition(word, SymKind::Function, 0)?;
            let line = doc.lines.line_of(d.start) + 1;
            format!("```des\nFUNCTION {}({})\n```\ndefined on line {line}", d.name, d.detail)
        }
        Tok::Str(_) => string_md(text, t.start, t.end)?,
        Tok::Char(c) => {
            let head = &text[text[..t.start].rfind('\n').map_or(0, |i| i + 1)..t.start];
            match context::name_kind(head) {
                context::NameKind::Object => {
                    let cl = stats::object_class(c)?;
                    format!("object class `{}`: {cl}", c as char)
                }
                context::NameKind::Monster => {
                    let cl = stats::monster_class(c)?;
                    format!("monster class `{}`: {}", c as char, cl.explain())
                }
                _ => format!("map character `{}`: {}", c as char, keywords::map_char(c as char)?),
            }
        }
        _ => keyword_md(word)?,
    };
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value: md }),
        range: Some(doc.range(t.start, t.end)),
    })
}

/// A keyword's entry (or a value word's meaning) as Markdown.
fn keyword_md(word: &str) -> Option<String> {
    match keywords::lookup(word) {
        Some(k) => Some(format!("```des\n{}\n```\n{}", k.form(), k.doc)),
        None => keywords::value(word).map(|v| format!("`{word}`: {v}")),
    }
}

/// A name string: a monster's or object's stats, or a trap.
fn string_md(text: &str, start: usize, end: usize) -> Option<String> {
    let name = text.get(start + 1..end.saturating_sub(1))?;
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let head = &text[line_start..start];
    let class = context::class_before(head);
    let monster = || stats::monster(name, class).map(stats::monster_markdown);
    let object = || stats::object(name, class).map(stats::object_markdown);
    match context::name_kind(head) {
        context::NameKind::Monster => monster(),
        context::NameKind::Object => object(),
        context::NameKind::Trap => {
            let (_, n) = crate::check::TRAPS.iter().find(|(t, _)| *t == name)?;
            Some(format!("**{name}** — trap type {n}"))
        }
        _ => monster().or_else(object),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hover_text(src: &str, at: &str, delta: usize) -> String {
        let doc = Document::new("file:///t.des".parse().unwrap(), 1, src.into(), false);
        let offset = src.find(at).unwrap() + delta;
        match hover(&doc, offset).map(|h| h.contents) {
            Some(HoverContents::Markup(m)) => m.value,
            other => panic!("no hover at {at:?}: {other:?}"),
        }
    }

    const SRC: &str = "MAZE:\"x\",' '\nMAP\n-.}\nENDMAP\n$place = (1,1)\n\
        MONSTER: ('D', \"red dragon\"), $place\nOBJECT: \"long sword\", (2,2)\nTRAP: \"pit\", (3,3)\n";

    #[test]
    fn keywords_and_names() {
        assert!(hover_text(SRC, "MONSTER", 2).contains("MONSTER: monster, coordinate"));
        let dragon = hover_text(SRC, "red dragon", 2);
        assert!(dragon.contains("level 15, speed 9, AC -1, MR 20"), "{dragon}");
        assert!(dragon.contains("breath 6d6 fire"), "{dragon}");
        assert!(hover_text(SRC, "long sword", 1).contains("material iron"));
        assert!(hover_text(SRC, "\"pit\"", 1).contains("trap type 11"));
        assert!(hover_text(SRC, "'D'", 1).contains("dragon"));
        assert!(hover_text("DOOR: locked, (1,1)", "locked", 1).contains("door state"));
    }

    #[test]
    fn variables_and_map() {
        let v = hover_text(SRC, "$place\nOBJECT", 2);
        assert!(v.contains("$place: coordinate"), "{v}");
        assert!(v.contains("line 5"), "{v}");
        assert!(hover_text(SRC, "-.}", 2).contains("moat"));
    }
}
