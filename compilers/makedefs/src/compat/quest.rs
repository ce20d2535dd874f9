//! `makedefs -q`: `quest.txt` to `quest.dat`, the quest messages.
//!
//! In `quest.txt`, a message starts with `%C<d> <class> <number>` (`d` is
//! the delivery: `p` for a line shown as a message, `c` for a block shown
//! in a window; `class` is a role's 3-letter code or `-` for the common
//! messages) and ends with `%E`, optionally followed by `[summary]`, a line
//! the game keeps in the message history for a block message. `#` lines
//! are comments everywhere; empty lines between messages are ignored,
//! inside them they are text.
//!
//! `quest.dat` (x86_64 layout): i32 class count N; N 3-byte class ids
//! (NUL-padded); N i64 offsets of each class's table; per class an i32
//! message count and 32-byte records {i32 number; u8 delivery; 3 zero
//! bytes; i64 text offset; i64 text size; i64 summary size}; then every
//! message's text lines and summary, each line xcrypt-encoded. Classes are
//! in order of first appearance, messages in file order. See
//! [`quest_read`](super::quest_read) for the reader.
//!
//! Reproduced quirks of the original:
//! - the summary is everything from the first `[` to the last `]` of the
//!   `%E` line; anything after the last `]` is dropped (warned about);
//! - an empty summary `[]` is written like any other (the C tool means to
//!   skip it, but its test for it can never succeed);
//! - a summary on a `p` message is written although the game never shows
//!   it (warned about, as the C tool does);
//! - only a truly empty line may come between messages: a line of blanks
//!   there is text outside a message (an error, as in the C tool);
//! - a `#` line inside a message is a comment, not text.
//!
//! The C tool computes text offsets as if each class's messages were
//! contiguous in the file; a class that resumes after another class would
//! get wrong offsets, so that is an error here.

use super::Config;
use super::lines::{self, Line, MAX_LINE};
use super::xcrypt::xcrypt_into;
use oxhack_diag::{Diags, FileId, Span, did_you_mean};

/// Most classes a file may have (`N_HDR`).
pub const MAX_CLASSES: usize = 16;
/// Most messages a class may have (`N_MSG`).
pub const MAX_MESSAGES: usize = 100;
/// Highest message number: the C tool reads at most 5 digits, and the
/// game ends its message lists at a number below 1.
pub const MAX_NUMBER: i32 = 99_999;
/// Size of a class id in the file.
pub const ID_LEN: usize = 3;
/// Size of one message record in the file.
pub const RECORD_LEN: usize = 32;

struct Msg {
    num: i32,
    delivery: u8,
    open: Span,
    text: Vec<u8>,
    size: usize,
    summary: Vec<u8>,
}

struct Class {
    id: String,
    msgs: Vec<Msg>,
}

/// What a `%C` line says.
struct Header<'a> {
    delivery: u8,
    class: &'a str,
    class_span: Span,
    num: i32,
    num_span: Span,
}

fn malformed(line: &Line<'_>, file: FileId, why: &str, diags: &mut Diags) {
    diags.error(line.span(file), format!("malformed `%C` line: {why}"), "here").notes.push(
        "help: a message starts with `%C`, a delivery letter, a space, the class and the number, e.g. \
         `%Cp Arc 00002`"
            .to_string(),
    );
}

/// Parses a `%C` line as the C tool's `sscanf` does, but strictly.
fn parse_header<'a>(line: &Line<'a>, file: FileId, diags: &mut Diags) -> Option<Header<'a>> {
    let b = line.text.as_bytes();
    let delivery = match b.get(2) {
        Some(&d) if d.is_ascii_graphic() => d,
        _ => {
            malformed(line, file, "no delivery letter after `%C`", diags);
            return None;
        }
    };
    if b.len() < 4 || !b[3].is_ascii_whitespace() {
        malformed(line, file, "expected a space after the delivery letter", diags);
        return None;
    }
    let token = |from: usize| {
        let start = from + b[from..].iter().take_while(|c| c.is_ascii_whitespace()).count();
        let end = start + b[start..].iter().take_while(|c| !c.is_ascii_whitespace()).count();
        (start, end)
    };
    let (cs, ce) = token(4);
    let (ns, ne) = token(ce);
    if cs == ce {
        malformed(line, file, "no class id", diags);
        return None;
    }
    let num_text = &line.text[ns..ne];
    let num_span = line.sub(file, ns..ne);
    let digits = num_text.strip_prefix('-').unwrap_or(num_text);
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        malformed(line, file, "no message number after the class id", diags);
        return None;
    }
    let num = digits
        .parse::<i32>()
        .ok()
        .filter(|n| digits.len() <= 5 && (1..=MAX_NUMBER).contains(n) && !num_text.starts_with('-'));
    let Some(num) = num else {
        diags
            .error(num_span, format!("message number `{num_text}` out of range"), "not a number from 1 to 99999")
            .notes
            .push("note: the C makedefs reads at most 5 digits, and the game stops at numbers below 1".to_string());
        return None;
    };
    let (rs, re) = token(ne);
    if rs < re {
        diags.warning(line.sub(file, rs..line.text.len()), "text after the message number is ignored", "ignored");
    }
    if !matches!(delivery, b'p' | b'c') {
        diags
            .warning(line.sub(file, 2..3), format!("unknown delivery `{}`", delivery as char), "not `p` or `c`")
            .notes
            .push(
                "note: the game shows `p` messages as a line in the message area, anything else in a window"
                    .to_string(),
            );
    }
    Some(Header { delivery, class: &line.text[cs..ce], class_span: line.sub(file, cs..ce), num, num_span })
}

/// The summary of an `%E` line (with its newline), or empty.
fn summary(line: &Line<'_>, file: FileId, delivery: u8, diags: &mut Diags) -> Vec<u8> {
    let Some(open) = line.text.find('[') else {
        if !line.text[2..].trim().is_empty() {
            diags.warning(line.sub(file, 2..line.text.len()), "text after `%E` is ignored", "not a `[summary]`");
        }
        return Vec::new();
    };
    let Some(close) = line.text.rfind(']').filter(|&c| c > open) else {
        diags
            .error(line.sub(file, open..line.text.len()), "summary has no closing `]`", "summary starts here")
            .notes
            .push("help: end the summary with `]`".to_string());
        return Vec::new();
    };
    let span = line.sub(file, open..close + 1);
    if !line.text[close + 1..].trim().is_empty() {
        diags.warning(line.sub(file, close + 1..line.text.len()), "text after the summary is dropped", "dropped");
    }
    if close == open + 1 {
        diags.warning(span, "empty summary", "written to the file anyway, as the original makedefs does");
    }
    if delivery == b'p' {
        diags
            .warning(span, "summary of a `p` message is useless", "the game never shows it")
            .notes
            .push("note: only window (`c`) messages put their summary in the message history".to_string());
    }
    let mut s = line.text.as_bytes()[open..=close].to_vec();
    s.push(b'\n');
    s
}

/// Starts a message for a parsed `%C` line; returns where it is.
fn open_message(
    h: &Header<'_>,
    open: Span,
    classes: &mut Vec<Class>,
    config: &Config,
    diags: &mut Diags,
) -> Option<(usize, usize)> {
    if !config.quest_classes.iter().any(|c| c == h.class) {
        let known = config.quest_classes.iter().map(String::as_str);
        let d = diags.error(h.class_span, format!("unknown quest class `{}`", h.class), "not a class id");
        match did_you_mean(h.class, known) {
            Some(help) => d.notes.push(format!("help: {help}")),
            None => d.notes.push(format!("note: the classes are {}", config.quest_classes.join(" "))),
        }
        return None;
    }
    if h.class.len() > ID_LEN {
        diags.error(h.class_span, "quest class id longer than 3 bytes", "the file stores 3 bytes");
        return None;
    }
    let ci = match classes.iter().position(|c| c.id == h.class) {
        Some(ci) if ci + 1 == classes.len() => ci,
        Some(ci) => {
            let d = diags.error(
                h.class_span,
                format!("messages of class `{}` resume after class `{}`", h.class, classes[classes.len() - 1].id),
                "class resumes here",
            );
            d.labels.push(classes[ci].msgs[0].open.secondary("the class's first message"));
            d.notes.push("note: makedefs needs each class's messages together, one after the other".to_string());
            return None;
        }
        None if classes.len() >= MAX_CLASSES => {
            diags.error(h.class_span, format!("too many quest classes (at most {MAX_CLASSES})"), "one class too many");
            return None;
        }
        None => {
            classes.push(Class { id: h.class.to_string(), msgs: Vec::new() });
            classes.len() - 1
        }
    };
    let class = &mut classes[ci];
    if let Some(prev) = class.msgs.iter().find(|m| m.num == h.num) {
        let d = diags.error(h.num_span, format!("duplicate message number {} in class `{}`", h.num, h.class), "again");
        d.labels.push(prev.open.secondary("first defined here"));
        return None;
    }
    if class.msgs.len() >= MAX_MESSAGES {
        diags.error(open, format!("too many messages in class `{}` (at most {MAX_MESSAGES})", h.class), "one too many");
        return None;
    }
    class.msgs.push(Msg { num: h.num, delivery: h.delivery, open, text: Vec::new(), size: 0, summary: Vec::new() });
    Some((ci, class.msgs.len() - 1))
}

/// Builds `quest.dat` from `quest.txt` (`text`, file `file` in the
/// diagnostics) with `config`'s class ids; `None` after reporting errors.
pub fn compile(text: &str, file: FileId, config: &Config, diags: &mut Diags) -> Option<Vec<u8>> {
    let errors = diags.error_count();
    let (all, _) = lines::checked(text, file, MAX_LINE, diags);
    let mut classes: Vec<Class> = Vec::new();
    // The open message: its `%C` span and where it is (None if rejected).
    let mut open: Option<(Span, Option<(usize, usize)>)> = None;
    let mut outside_reported = false;
    let mut buf = Vec::new();
    for line in &all {
        let here = line.span(file);
        if line.text.starts_with("%C") {
            if let Some((start, _)) = open {
                let d = diags.error(here, "`%C` inside a message", "a new message starts here");
                d.labels.push(start.secondary("this message has no `%E` yet"));
                d.notes.push("help: end the previous message with a line `%E`".to_string());
                continue;
            }
            let at = parse_header(line, file, diags).and_then(|h| open_message(&h, here, &mut classes, config, diags));
            open = Some((here, at));
            outside_reported = false;
        } else if line.text.starts_with("%E") {
            match open.take() {
                Some((_, at)) => {
                    let delivery = at.map_or(b'c', |(c, m)| classes[c].msgs[m].delivery);
                    let s = summary(line, file, delivery, diags);
                    if let Some((c, m)) = at {
                        classes[c].msgs[m].summary = s;
                    }
                }
                None => {
                    diags
                        .error(here, "`%E` without a message", "no `%C` before this")
                        .notes
                        .push("help: start each message with a line `%C<delivery> <class> <number>`".to_string());
                }
            }
            outside_reported = false;
        } else if line.text.starts_with('#') || (open.is_none() && line.text.is_empty()) {
            continue;
        } else {
            match open {
                Some((_, Some((c, m)))) => {
                    let msg = &mut classes[c].msgs[m];
                    buf.clear();
                    buf.extend_from_slice(line.text.as_bytes());
                    buf.push(b'\n');
                    msg.size += buf.len();
                    xcrypt_into(&buf, &mut msg.text);
                }
                Some((_, None)) => {}
                None if !outside_reported => {
                    outside_reported = true;
                    let d = diags.error(here, "text outside a message", "not inside `%C` ... `%E`");
                    if line.text.trim().is_empty() {
                        d.notes
                            .push("note: a line of blanks is text; only empty lines may come between messages".into());
                    } else {
                        d.notes.push("help: start a message before it with `%C<delivery> <class> <number>`".into());
                    }
                }
                None => {}
            }
        }
    }
    if let Some((start, _)) = open {
        diags
            .error(start, "message is never ended", "this message has no `%E`")
            .notes
            .push("help: end the message with a line `%E`".to_string());
    }
    if diags.error_count() > errors {
        return None;
    }
    Some(write(&classes))
}

/// Lays out the header, the class tables and the texts.
fn write(classes: &[Class]) -> Vec<u8> {
    let header = 4 + (ID_LEN + 8) * classes.len();
    let mut out = Vec::new();
    out.extend_from_slice(&(classes.len() as i32).to_le_bytes());
    for c in classes {
        let mut id = [0u8; ID_LEN];
        id[..c.id.len()].copy_from_slice(c.id.as_bytes());
        out.extend_from_slice(&id);
    }
    let mut offset = header;
    for c in classes {
        out.extend_from_slice(&(offset as i64).to_le_bytes());
        offset += 4 + RECORD_LEN * c.msgs.len();
    }
    let mut text_at = offset;
    for c in classes {
        out.extend_from_slice(&(c.msgs.len() as i32).to_le_bytes());
        for m in &c.msgs {
            out.extend_from_slice(&m.num.to_le_bytes());
            out.extend_from_slice(&[m.delivery, 0, 0, 0]);
            out.extend_from_slice(&(text_at as i64).to_le_bytes());
            out.extend_from_slice(&(m.size as i64).to_le_bytes());
            out.extend_from_slice(&(m.summary.len() as i64).to_le_bytes());
            text_at += m.size + m.summary.len();
        }
    }
    for m in classes.iter().flat_map(|c| &c.msgs) {
        out.extend_from_slice(&m.text);
        xcrypt_into(&m.summary, &mut out);
    }
    out
}
