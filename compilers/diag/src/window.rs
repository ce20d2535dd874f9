//! Long source lines, cut down to a window around what a diagnostic points at.
//!
//! codespan-reporting prints every labelled line whole, followed by a caret
//! line about as wide: one error in a 1 MB single-line `.des` printed
//! megabytes of text nobody can read. Like rustc, we show only about
//! [`WINDOW`] columns of a long line, taken around the labels on it, with
//! `...` wherever text was left out. A line is long when it is wider than
//! [`LINE_LIMIT`], a little over the window: cutting a line only a few
//! characters wider than the window would hide little and lose context.
//!
//! The renderer reads source text only through codespan's [`Files`] trait,
//! so that is where the cut happens. For a diagnostic that touches a long
//! line, [`prepare`] builds a [`View`]: a `Files` whose text, for each file
//! concerned, is a copy of just the lines the renderer reads (long ones
//! windowed), and it remaps the labels' byte ranges into that copy so the
//! carets land under the same characters. Line numbers and the
//! `file:line:col` header still describe the original file: a `View` keeps
//! the original line indices and maps offsets back to the original text
//! before it computes a column. Diagnostics that touch no long line render
//! straight from the original text, byte for byte as they always did.

use crate::{Diagnostic, FileId, Sources};
use codespan_reporting::files::{Error, Files, Location, SimpleFile};
use codespan_reporting::term::Config;
use std::collections::BTreeMap;
use std::ops::Range;
use unicode_width::UnicodeWidthChar;

/// Lines wider than this many columns are windowed in diagnostics (a
/// little over [`WINDOW`], so that a line only slightly longer than the
/// window is shown whole rather than cut for a few characters).
pub const LINE_LIMIT: usize = WINDOW + WINDOW / 5;
/// About how many columns of a windowed line are shown around the labels on
/// it (a little more for several labels far apart: each keeps some context).
pub const WINDOW: usize = 200;
/// How much of one label's span is shown before it is cut: a label covering
/// a whole 1 MB line shows its first this many columns, then `...`.
const FOCUS_LIMIT: usize = 100;
/// The least context kept on each side of a label, however many share a line.
const MIN_CONTEXT: usize = 16;
/// Labels closer together than this share one window instead of each getting
/// its own with `...` between them.
const MERGE_GAP: usize = WINDOW / 4;
/// What stands in for the text left out.
const ELLIPSIS: &str = "...";
/// The renderer's tab stop (codespan's default configuration, which we use).
const TAB_WIDTH: usize = 4;
/// The longest run of zero-width characters (combining marks) kept together
/// with the character before them when a window edge falls among them.
const MAX_ZERO_WIDTH_RUN: usize = 16;

/// Columns a character counts for when measuring a line: its display width,
/// a whole tab stop for a tab, and at least 1 so that a line of zero-width
/// characters still counts as long (the limit bounds bytes as well).
fn cost(ch: char) -> usize {
    if ch == '\t' { TAB_WIDTH } else { ch.width().unwrap_or(0).max(1) }
}

fn is_zero_width(ch: char) -> bool {
    ch != '\t' && ch.width() == Some(0)
}

/// The cost of `text`, or some number above `cap` once it passes `cap`
/// (so measuring a 1 MB line to decide whether it is long stays cheap).
fn capped_cost(text: &str, cap: usize) -> usize {
    let mut total = 0;
    for ch in text.chars() {
        total += cost(ch);
        if total > cap {
            break;
        }
    }
    total
}

/// A line's text without its line break (`\n` or `\r\n`).
fn content(line: &str) -> &str {
    let line = line.strip_suffix('\n').unwrap_or(line);
    line.strip_suffix('\r').unwrap_or(line)
}

/// Indices of the lines of `text` wider than [`LINE_LIMIT`], in order.
/// Lines are split the way codespan splits them: after each `\n`.
pub(crate) fn long_lines(text: &str) -> Vec<usize> {
    text.split('\n')
        .enumerate()
        // No character costs more than 4 columns, so a line of at most
        // LINE_LIMIT / 4 bytes cannot be long.
        .filter(|(_, line)| line.len() > LINE_LIMIT / TAB_WIDTH && capped_cost(content(line), LINE_LIMIT) > LINE_LIMIT)
        .map(|(i, _)| i)
        .collect()
}

/// The char boundary at or before `i` (clamped to the text).
pub(crate) fn floor_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// Walks forward from `from` (a char boundary) over characters costing at
/// most `budget` in all; returns where it stopped and the cost spent.
fn advance(text: &str, from: usize, budget: usize) -> (usize, usize) {
    let (mut pos, mut used) = (from, 0);
    for ch in text[from..].chars() {
        if used + cost(ch) > budget {
            break;
        }
        used += cost(ch);
        pos += ch.len_utf8();
    }
    (pos, used)
}

/// Walks backward from `from` (a char boundary), like [`advance`].
fn retreat(text: &str, from: usize, budget: usize) -> (usize, usize) {
    let (mut pos, mut used) = (from, 0);
    for ch in text[..from].chars().rev() {
        if used + cost(ch) > budget {
            break;
        }
        used += cost(ch);
        pos -= ch.len_utf8();
    }
    (pos, used)
}

/// Moves a window's start back onto the character that the combining marks
/// at `start` belong to.
fn attach_left(text: &str, mut start: usize) -> usize {
    for _ in 0..MAX_ZERO_WIDTH_RUN {
        match text[start..].chars().next() {
            Some(ch) if start > 0 && is_zero_width(ch) => start = floor_boundary(text, start - 1),
            _ => break,
        }
    }
    start
}

/// Moves a window's end past the combining marks of the character before it.
fn attach_right(text: &str, mut end: usize) -> usize {
    for _ in 0..MAX_ZERO_WIDTH_RUN {
        match text[end..].chars().next() {
            Some(ch) if is_zero_width(ch) => end += ch.len_utf8(),
            _ => break,
        }
    }
    end
}

/// Which parts of a long line to show: sorted, disjoint byte ranges of
/// `line` (its text without the line break), on char boundaries, chosen
/// around `focus` (the byte ranges on this line where labels start or end,
/// relative to the line's start). With nothing in focus, the line's start.
fn windows(line: &str, focus: &[Range<usize>]) -> Vec<Range<usize>> {
    let len = line.len();
    // Each spot is at least one character wide (the renderer always draws a
    // caret) and at most FOCUS_LIMIT columns: a longer span is cut.
    let mut spots: Vec<Range<usize>> = focus
        .iter()
        .map(|f| {
            let start = floor_boundary(line, f.start);
            let end = ceil_boundary(line, f.end.max(start));
            let next = ceil_boundary(line, start + 1);
            start..end.max(next).min(advance(line, start, FOCUS_LIMIT).0.max(next))
        })
        .collect();
    if spots.is_empty() {
        spots.push(0..0);
    }
    spots.sort_by_key(|r| (r.start, r.end));

    let mut clusters: Vec<Range<usize>> = Vec::new();
    for spot in spots {
        match clusters.last_mut() {
            Some(c) if spot.start <= c.end || advance(line, c.end, MERGE_GAP).0 >= spot.start => {
                c.end = c.end.max(spot.end);
            }
            _ => clusters.push(spot),
        }
    }

    // One label gets about WINDOW columns; several share them, but each
    // keeps at least MIN_CONTEXT on either side.
    let share = WINDOW / clusters.len();
    let mut shown: Vec<Range<usize>> = clusters
        .iter()
        .map(|c| {
            let width = capped_cost(&line[c.clone()], share);
            let context = (share.saturating_sub(width) / 2).max(MIN_CONTEXT);
            // Context the line's start cannot use goes to the right, and the
            // other way round.
            let (mut start, left) = retreat(line, c.start, context);
            let (mut end, right) = advance(line, c.end, 2 * context - left);
            if end == len {
                start = retreat(line, c.start, 2 * context - right).0;
            }
            // Hiding no more than the ellipsis itself takes is not worth it.
            if retreat(line, start, ELLIPSIS.len()).0 == 0 {
                start = 0;
            }
            if advance(line, end, ELLIPSIS.len()).0 == len {
                end = len;
            }
            attach_left(line, start)..attach_right(line, end)
        })
        .collect();
    shown.sort_by_key(|r| r.start);

    let mut merged: Vec<Range<usize>> = Vec::new();
    for w in shown {
        match merged.last_mut() {
            Some(m) if w.start <= m.end || advance(line, m.end, ELLIPSIS.len()).0 >= w.start => {
                m.end = m.end.max(w.end);
            }
            _ => merged.push(w),
        }
    }
    merged
}

/// A stretch of a view line: either text copied from the original, or an
/// ellipsis standing for the original text it hides.
#[derive(Debug, Clone)]
struct Piece {
    orig: Range<usize>,
    view: Range<usize>,
    cut: bool,
}

/// One original line as the view shows it: byte ranges in the original text
/// and in the view's text (both including the line break), and its pieces
/// in order, covering it without gaps.
#[derive(Debug)]
struct ViewLine {
    orig: Range<usize>,
    view: Range<usize>,
    pieces: Vec<Piece>,
}

/// The view of one file: lines `first_line..first_line + lines.len()` of the
/// original, long ones windowed, copied one after another into `text`.
#[derive(Debug)]
struct FileView {
    id: FileId,
    first_line: usize,
    text: String,
    lines: Vec<ViewLine>,
}

impl FileView {
    /// Copies lines `first..=last` of `file`, windowing the `long` ones around
    /// `focus` (for each line index, the original byte ranges to keep in view).
    fn new(
        id: FileId,
        file: &SimpleFile<String, String>,
        long: &[usize],
        lines: Range<usize>,
        focus: &BTreeMap<usize, Vec<Range<usize>>>,
    ) -> FileView {
        let source = file.source().as_str();
        let mut view = FileView { id, first_line: lines.start, text: String::new(), lines: Vec::new() };
        for index in lines {
            let Ok(orig) = Files::line_range(file, (), index) else { break };
            let line = &source[orig.clone()];
            let mut vl = ViewLine { orig: orig.clone(), view: view.text.len()..view.text.len(), pieces: Vec::new() };
            let mut push = |range: Range<usize>, cut: bool| {
                if range.is_empty() {
                    return;
                }
                let at = view.text.len();
                view.text.push_str(if cut { ELLIPSIS } else { &line[range.clone()] });
                let orig = orig.start + range.start..orig.start + range.end;
                vl.pieces.push(Piece { orig, view: at..view.text.len(), cut });
            };
            if long.binary_search(&index).is_ok() {
                let text = content(line);
                let spots: Vec<Range<usize>> = focus
                    .get(&index)
                    .map(|f| {
                        f.iter().map(|r| r.start.saturating_sub(orig.start)..r.end.saturating_sub(orig.start)).collect()
                    })
                    .unwrap_or_default();
                let mut pos = 0;
                for w in windows(text, &spots) {
                    push(pos..w.start, true);
                    pos = w.end;
                    push(w, false);
                }
                push(pos..text.len(), true);
                push(text.len()..line.len(), false);
            } else {
                push(0..line.len(), false);
            }
            vl.view.end = view.text.len();
            view.lines.push(vl);
        }
        view
    }

    fn line(&self, index: usize) -> Option<&ViewLine> {
        index.checked_sub(self.first_line).and_then(|i| self.lines.get(i))
    }

    /// Where a label starting at original offset `o` (on original line
    /// `index`) starts in the view. A start inside a cut moves to its
    /// ellipsis (windows are chosen so that starts are never cut).
    fn start_to_view(&self, index: usize, o: usize) -> usize {
        let Some(line) = self.line(index) else { return 0 };
        for p in &line.pieces {
            if o < p.orig.end {
                return if p.cut { p.view.start } else { p.view.start + o.saturating_sub(p.orig.start) };
            }
        }
        line.view.end
    }

    /// Where a label ending at original offset `o` (on original line `index`)
    /// ends in the view. An end inside a cut moves past its ellipsis, so the
    /// carets run on under the `...` to say the span goes on.
    fn end_to_view(&self, index: usize, o: usize) -> usize {
        let Some(line) = self.line(index) else { return 0 };
        if o <= line.orig.start {
            return line.view.start;
        }
        for p in &line.pieces {
            if o <= p.orig.end {
                return if p.cut { p.view.end } else { p.view.start + o.saturating_sub(p.orig.start) };
            }
        }
        line.view.end
    }

    /// The position in the view's `lines` of the line holding view offset `v`
    /// (the last line for an offset past the end, as codespan does).
    fn line_position(&self, v: usize) -> usize {
        self.lines.partition_point(|l| l.view.start <= v).saturating_sub(1)
    }

    /// The original offset that view offset `v` shows; an offset inside an
    /// ellipsis is where the hidden text starts.
    fn to_orig(&self, v: usize) -> usize {
        let Some(line) = self.lines.get(self.line_position(v)) else { return v };
        for p in &line.pieces {
            if v < p.view.end {
                return if p.cut { p.orig.start } else { p.orig.start + v.saturating_sub(p.view.start) };
            }
        }
        line.orig.end + v.saturating_sub(line.view.end)
    }
}

/// The source files as one diagnostic's renderer sees them: the original
/// text, except that files where the diagnostic touches a long line are
/// replaced by a windowed copy of the lines concerned. Line numbers,
/// columns and file names are always those of the original.
pub(crate) struct View<'s> {
    sources: &'s Sources,
    files: Vec<FileView>,
}

impl View<'_> {
    fn file(&self, id: FileId) -> Option<&FileView> {
        self.files.iter().find(|f| f.id == id)
    }
}

impl<'a, 's: 'a> Files<'a> for View<'s> {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, Error> {
        Ok(self.sources.files.get(id)?.name().as_str())
    }

    fn source(&'a self, id: FileId) -> Result<&'a str, Error> {
        match self.file(id) {
            Some(f) => Ok(&f.text),
            None => self.sources.files.source(id),
        }
    }

    fn line_index(&'a self, id: FileId, byte_index: usize) -> Result<usize, Error> {
        match self.file(id) {
            Some(f) => Ok(f.first_line + f.line_position(byte_index)),
            None => self.sources.files.line_index(id, byte_index),
        }
    }

    fn line_range(&'a self, id: FileId, line_index: usize) -> Result<Range<usize>, Error> {
        match self.file(id) {
            Some(f) => f
                .line(line_index)
                .map(|l| l.view.clone())
                .ok_or(Error::LineTooLarge { given: line_index, max: f.first_line + f.lines.len().saturating_sub(1) }),
            None => self.sources.files.line_range(id, line_index),
        }
    }

    fn column_number(&'a self, id: FileId, line_index: usize, byte_index: usize) -> Result<usize, Error> {
        let byte_index = self.file(id).map_or(byte_index, |f| f.to_orig(byte_index));
        self.sources.column(id, line_index, byte_index)
    }

    fn location(&'a self, id: FileId, byte_index: usize) -> Result<Location, Error> {
        let byte_index = self.file(id).map_or(byte_index, |f| f.to_orig(byte_index));
        let line_index = self.sources.files.line_index(id, byte_index)?;
        Ok(Location { line_number: line_index + 1, column_number: self.sources.column(id, line_index, byte_index)? })
    }
}

/// The files and the diagnostic to hand the renderer for `d`: a view with
/// the long lines `d` touches windowed, and `d` with its labels remapped
/// into that view (`None` when nothing needed windowing, so `d` renders
/// from the original text as it is). A label outside its file leaves
/// everything as it was, for the renderer to deal with as it always has.
pub(crate) fn prepare<'s>(sources: &'s Sources, d: &Diagnostic, config: &Config) -> (View<'s>, Option<Diagnostic>) {
    let plain = View { sources, files: Vec::new() };
    let in_range = d.labels.iter().all(|l| {
        sources.files.get(l.file_id).is_ok_and(|f| l.range.start <= l.range.end && l.range.end <= f.source().len())
    });
    if !in_range {
        return (plain, None);
    }
    let line_of = |file: &SimpleFile<String, String>, o: usize| Files::line_index(file, (), o).unwrap_or(0);

    let mut ids: Vec<FileId> = d.labels.iter().map(|l| l.file_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut files = Vec::new();
    for id in ids {
        let (Ok(file), Some(long)) = (sources.files.get(id), sources.long_lines.get(id)) else { continue };
        if long.is_empty() {
            continue;
        }
        // The lines the renderer reads: from the first label's start to the
        // last label's end, plus the configured context around them.
        let mut first = usize::MAX;
        let mut last = 0;
        let mut focus: BTreeMap<usize, Vec<Range<usize>>> = BTreeMap::new();
        for l in d.labels.iter().filter(|l| l.file_id == id) {
            let (start, end) = (l.range.start, l.range.end);
            let (start_line, end_line) = (line_of(file, start), line_of(file, end));
            first = first.min(start_line);
            last = last.max(end_line);
            if start_line == end_line {
                focus.entry(start_line).or_default().push(start..end);
            } else {
                // A multi-line label marks where it starts and where it ends.
                focus.entry(start_line).or_default().push(start..start);
                focus.entry(end_line).or_default().push(end.saturating_sub(1)..end);
            }
        }
        let first = first.saturating_sub(config.before_label_lines);
        let last = last.saturating_add(config.after_label_lines).min(line_of(file, file.source().len()));
        let next_long = long.partition_point(|&i| i < first);
        if long.get(next_long).is_none_or(|&i| i > last) {
            continue;
        }
        files.push(FileView::new(id, file, long, first..last + 1, &focus));
    }
    if files.is_empty() {
        return (plain, None);
    }

    let mut remapped = d.clone();
    for l in &mut remapped.labels {
        let (Some(view), Ok(file)) = (files.iter().find(|f| f.id == l.file_id), sources.files.get(l.file_id)) else {
            continue;
        };
        let (start, end) = (l.range.start, l.range.end);
        l.range = view.start_to_view(line_of(file, start), start)..view.end_to_view(line_of(file, end), end);
    }
    (View { sources, files }, Some(remapped))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Windows lie on char boundaries, in order, apart, and keep every
    /// label's start in view, whatever the text and labels.
    #[test]
    fn windows_are_ordered_whole_characters_around_every_start() {
        let alphabet = ['a', '\t', '\u{e9}', '\u{65e5}', '\u{301}', '\u{1f600}'];
        let mut seed = 1u64;
        let mut below = |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) as usize) % n.max(1)
        };
        for _ in 0..500 {
            let line: String = (0..LINE_LIMIT + below(5000)).map(|_| alphabet[below(alphabet.len())]).collect();
            let focus: Vec<Range<usize>> = (0..below(6))
                .map(|_| {
                    let start = below(line.len() + 1);
                    start..start + below(line.len() + 1 - start)
                })
                .collect();
            let shown = windows(&line, &focus);
            assert!(!shown.is_empty());
            for (i, w) in shown.iter().enumerate() {
                assert!(w.start < w.end || (w.start == line.len() && w.end == line.len()), "{w:?}");
                assert!(line.is_char_boundary(w.start) && line.is_char_boundary(w.end), "{w:?}");
                if let Some(next) = shown.get(i + 1) {
                    assert!(w.end < next.start, "{shown:?}");
                }
            }
            for f in &focus {
                let start = floor_boundary(&line, f.start);
                assert!(shown.iter().any(|w| w.start <= start && (start < w.end || start == line.len())), "{f:?}");
            }
            let cost: usize = shown.iter().map(|w| capped_cost(&line[w.clone()], usize::MAX)).sum();
            let clusters = focus.len().max(1);
            assert!(cost <= WINDOW + clusters * (2 * MIN_CONTEXT + FOCUS_LIMIT + 2 * MAX_ZERO_WIDTH_RUN), "{cost}");
        }
    }

    #[test]
    fn long_lines_are_found_by_width() {
        let wide = "\u{65e5}".repeat(LINE_LIMIT / 2 + 1);
        let narrow = "\u{65e5}".repeat(LINE_LIMIT / 2);
        let tabs = "\t".repeat(LINE_LIMIT / TAB_WIDTH + 1);
        let text = format!("short\n{narrow}\n{wide}\r\n{tabs}\n{}", "x".repeat(LINE_LIMIT + 1));
        assert_eq!(long_lines(&text), vec![2, 3, 4]);
        assert_eq!(long_lines(&format!("{}\r\n", "x".repeat(LINE_LIMIT))), Vec::<usize>::new());
    }
}
