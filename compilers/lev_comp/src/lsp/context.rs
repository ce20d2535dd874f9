//! Where the cursor is, in the terms completion and hover need.
//!
//! Read from the current line (statements are one per line in practice):
//! that works on the half-typed text completion sees, where an unclosed
//! string would make the lexer's view of the rest of the file useless.

use crate::lexer::{Lexer, Tok};

/// What kind of name a string at the cursor holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameKind {
    Monster,
    Object,
    Trap,
    RoomType,
    Other,
}

/// The string the cursor is in (or about to open).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StringCtx {
    pub kind: NameKind,
    /// The class symbol of a `('c', "...")` pair.
    pub class: Option<u8>,
    /// Byte offset of the string's first character (after the quote), or
    /// of the cursor's word when no quote is typed yet.
    pub start: usize,
    /// Whether the quote is already typed.
    pub quoted: bool,
}

/// The name kind of the statement the text `line` (a line's start up to
/// a point) is in: the last MONSTER/OBJECT/TRAP/ROOM-like keyword on it.
pub fn name_kind(line: &str) -> NameKind {
    let mut kind = NameKind::Other;
    for (_, t, _) in Lexer::new(line).flatten() {
        kind = match t {
            Tok::Monster | Tok::MonsterLc => NameKind::Monster,
            Tok::Object | Tok::ObjectLc | Tok::Container => NameKind::Object,
            Tok::Trap => NameKind::Trap,
            Tok::Room | Tok::Subroom | Tok::Region => NameKind::RoomType,
            _ => kind,
        };
    }
    kind
}

/// The class symbol of a `('c', ` just before `at` in `before`, if any.
pub fn class_before(before: &str) -> Option<u8> {
    let s = before.trim_end().strip_suffix(',')?.trim_end();
    let s = s.strip_suffix('\'')?;
    let (c, rest) = if let Some(r) = s.strip_suffix('\\') {
        // '\\' is not a class; an escaped quote is `'\''`.
        (b'\\', r)
    } else {
        // Class symbols are ASCII; anything else is not a class pair.
        let c = s.chars().next_back().filter(char::is_ascii)?;
        (c as u8, &s[..s.len() - 1])
    };
    let rest = rest.strip_suffix('\'')?;
    let rest = rest.strip_suffix('\\').unwrap_or(rest);
    rest.trim_end().ends_with('(').then_some(c)
}

/// The string context at `offset` of `text`, if the cursor is inside a
/// string on its line, or where a name string goes unquoted: after
/// `('c', ` or right after `MONSTER:`, `OBJECT:`, `TRAP:`, `ROOM:`...
pub fn string_at(text: &str, offset: usize) -> Option<StringCtx> {
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let before = &text[line_start..offset];
    let quotes: Vec<usize> = before.match_indices('"').map(|(i, _)| i).collect();
    if quotes.len() % 2 == 1 {
        let q = *quotes.last()?;
        let head = &before[..q];
        return Some(StringCtx {
            kind: name_kind(head),
            class: class_before(head),
            start: line_start + q + 1,
            quoted: true,
        });
    }
    // Not in a string: a name can still go here after `('c', `.
    let run = before.len() - before.trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == ' ').len();
    let word = before[before.len() - run..].trim_start().len();
    let head = &before[..before.len() - word];
    if let Some(class) = class_before(head) {
        return Some(StringCtx { kind: name_kind(head), class: Some(class), start: offset - word, quoted: false });
    }
    // Right after `MONSTER:`, `OBJECT:`, `TRAP:`, `ROOM:`...: a name goes
    // here too (among other things).
    let keyword = head.trim_end().strip_suffix(':')?;
    let kind = name_kind(keyword);
    let last = Lexer::new(keyword).flatten().last().map(|(_, t, _)| t);
    let slot = matches!(
        last,
        Some(
            Tok::Monster
                | Tok::MonsterLc
                | Tok::Object
                | Tok::ObjectLc
                | Tok::Container
                | Tok::Trap
                | Tok::Room
                | Tok::Subroom
        )
    );
    slot.then_some(StringCtx { kind, class: None, start: offset - word, quoted: false })
}

/// Whether only blanks precede `offset` on its line, apart from the word
/// being typed (letters and `_`): where a statement keyword goes.
pub fn at_statement_start(text: &str, offset: usize) -> Option<usize> {
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let before = &text[line_start..offset];
    let word = before.trim_start_matches([' ', '\t']);
    word.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_').then_some(offset - word.len())
}

/// The `$name` being typed just before `offset`, as (start of `$`).
pub fn variable_prefix(text: &str, offset: usize) -> Option<usize> {
    let before = &text[..offset];
    let word = before.trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == '_');
    word.ends_with('$').then(|| word.len() - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_pairs() {
        assert_eq!(class_before("MONSTER: ('D', "), Some(b'D'));
        assert_eq!(class_before("OBJECT:(')',"), Some(b')'));
        assert_eq!(class_before("MONSTER: 'D', "), None);
        assert_eq!(class_before("MONSTER: ('é', "), None);
    }

    #[test]
    fn strings() {
        let t = "MONSTER: ('D', \"re";
        let c = string_at(t, t.len()).unwrap();
        assert_eq!((c.kind, c.class, c.start, c.quoted), (NameKind::Monster, Some(b'D'), 16, true));
        let t = "OBJECT: \"long";
        assert_eq!(string_at(t, t.len()).unwrap().kind, NameKind::Object);
        let t = "TRAP: \"";
        assert_eq!(string_at(t, t.len()).unwrap().kind, NameKind::Trap);
        let t = "MONSTER: ('D', ";
        let c = string_at(t, t.len()).unwrap();
        assert!(!c.quoted);
        assert_eq!(c.start, t.len());
        assert_eq!(string_at("MONSTER: 'D', (1,1)", 19), None);
        let t = "TRAP: ";
        let c = string_at(t, t.len()).unwrap();
        assert_eq!((c.kind, c.quoted, c.start), (NameKind::Trap, false, 6));
        assert_eq!(string_at("DOOR: ", 6), None);
    }

    #[test]
    fn statement_starts_and_variables() {
        assert_eq!(at_statement_start("x\n  MONS", 8), Some(4));
        assert_eq!(at_statement_start("MONSTER: ", 9), None);
        assert_eq!(variable_prefix("MONSTER: $mo", 12), Some(9));
        assert_eq!(variable_prefix("MONSTER: mo", 11), None);
    }
}
