//! Diagnostics shared by every OxHack compiler (makedefs, dgn_comp, lev_comp).
//!
//! Each compiler collects [`Diagnostic`]s while it works instead of stopping
//! at the first problem, then renders them all at once with
//! codespan-reporting: `file:line:col`, the offending span labelled, and a
//! help note where we can suggest a fix. The helpers here keep that uniform:
//! [`Sources`] owns the text of every input file, [`Diags`] collects
//! problems, [`suggest`] finds "did you mean" candidates, and
//! [`write_atomic`] makes sure an output file is either complete or absent.
//! Source lines wider than [`LINE_LIMIT`] columns are shown only in part,
//! about [`WINDOW`] columns around the labels on them (see the `window`
//! module), so that an error in a huge single-line file stays a few lines.

mod atomic;
mod suggest;
mod window;

pub use atomic::{AtomicDir, write_atomic};
pub use codespan_reporting::diagnostic::{Label, LabelStyle, Severity};
pub use suggest::{did_you_mean, suggest};
pub use window::{LINE_LIMIT, WINDOW};

use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor};
use std::ops::Range;

/// A codespan diagnostic whose labels point into a [`Sources`] file.
pub type Diagnostic = codespan_reporting::diagnostic::Diagnostic<FileId>;

/// Index of a file inside [`Sources`].
pub type FileId = usize;

/// A byte range inside one source file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, range: Range<usize>) -> Span {
        Span { file, start: clamp32(range.start), end: clamp32(range.end) }
    }
    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
    /// The smallest span covering both `self` and `other` (same file).
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
    /// A primary label on this span.
    pub fn primary(self, msg: impl std::fmt::Display) -> Label<FileId> {
        Label::primary(self.file, self.range()).with_message(msg)
    }
    /// A secondary label on this span.
    pub fn secondary(self, msg: impl std::fmt::Display) -> Label<FileId> {
        Label::secondary(self.file, self.range()).with_message(msg)
    }
}

fn clamp32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The text of every file a compiler run reads, so diagnostics can quote it.
#[derive(Default)]
pub struct Sources {
    files: SimpleFiles<String, String>,
    /// For each file, the indices of its lines wider than [`LINE_LIMIT`]:
    /// found once here so that rendering a diagnostic can tell cheaply
    /// whether it needs to window anything.
    long_lines: Vec<Vec<usize>>,
    /// For each file, every [`COLUMN_BLOCK`] bytes: the char boundary at or
    /// before that byte and how many chars come before it. Columns are
    /// counted from the nearest mark rather than from the start of the
    /// line: on a 1 MB line with an error in every statement, counting from
    /// the line's start made the headers alone take minutes.
    char_marks: Vec<Vec<(usize, usize)>>,
}

/// Bytes between two of a file's [`Sources::char_marks`].
const COLUMN_BLOCK: usize = 4096;

/// The marks of [`Sources::char_marks`] for `text`.
fn char_marks(text: &str) -> Vec<(usize, usize)> {
    let mut marks = vec![(0, 0)];
    let (mut at, mut count) = (0, 0);
    for block in 1..=text.len() / COLUMN_BLOCK {
        let next = window::floor_boundary(text, block * COLUMN_BLOCK);
        count += text[at..next].chars().count();
        at = next;
        marks.push((at, count));
    }
    marks
}

impl Sources {
    pub fn new() -> Sources {
        Sources::default()
    }
    /// Registers a file's display name and text; returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let text = text.into();
        self.long_lines.push(window::long_lines(&text));
        self.char_marks.push(char_marks(&text));
        self.files.add(name.into(), text)
    }
    /// The text of a file added earlier.
    pub fn text(&self, id: FileId) -> &str {
        self.files.get(id).map(|f| f.source().as_str()).unwrap_or("")
    }
    /// The display name of a file added earlier.
    pub fn name(&self, id: FileId) -> &str {
        self.files.get(id).map(|f| f.name().as_str()).unwrap_or("")
    }
    /// 1-based line and column of a byte offset, as the diagnostics print it.
    pub fn line_col(&self, id: FileId, offset: usize) -> (usize, usize) {
        use codespan_reporting::files::Files;
        let Ok(line) = self.files.line_index(id, offset) else { return (0, 0) };
        match self.column(id, line, offset) {
            Ok(column) => (line + 1, column),
            Err(_) => (0, 0),
        }
    }

    /// The 1-based column of `offset` on line `line_index` (0-based), in
    /// chars, exactly as codespan's `Files::column_number` counts it (only
    /// chars wholly before `offset` count; an offset past the line's end is
    /// taken as its end), but counted from the nearest of the file's
    /// [`char_marks`](Sources::char_marks).
    fn column(&self, id: FileId, line_index: usize, offset: usize) -> Result<usize, codespan_reporting::files::Error> {
        use codespan_reporting::files::Files;
        let line = self.files.line_range(id, line_index)?;
        let text = self.text(id);
        let end = window::floor_boundary(text, offset.min(line.end));
        if end <= line.start {
            return Ok(1);
        }
        Ok(self.chars_before(id, end) - self.chars_before(id, line.start) + 1)
    }

    /// How many chars of file `id` come before `offset` (a char boundary).
    fn chars_before(&self, id: FileId, offset: usize) -> usize {
        let text = self.text(id);
        let marks = self.char_marks.get(id).map_or(&[(0, 0)][..], |m| m.as_slice());
        let (at, count) = marks[(offset / COLUMN_BLOCK).min(marks.len() - 1)];
        count + text[at..offset].chars().count()
    }

    /// Renders diagnostics as plain text (no colour): what tests snapshot.
    pub fn render_plain(&self, diags: &[Diagnostic]) -> String {
        let mut out = termcolor::NoColor::new(Vec::new());
        self.render_each(&mut out, diags);
        String::from_utf8_lossy(&out.into_inner()).into_owned()
    }

    /// Renders diagnostics to stderr, in colour when stderr is a terminal.
    pub fn emit(&self, diags: &[Diagnostic]) {
        let choice = if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            termcolor::ColorChoice::Auto
        } else {
            termcolor::ColorChoice::Never
        };
        // Buffered: the renderer writes a character at a time, and a file
        // with thousands of errors should not cost a system call for each.
        let mut writer = termcolor::BufferedStandardStream::stderr(choice);
        self.render_each(&mut writer, diags);
        let _ = std::io::Write::flush(&mut writer);
    }

    /// Renders each diagnostic through a [`window`] view of the sources, so
    /// that long lines are shown only around their labels.
    fn render_each(&self, out: &mut impl termcolor::WriteColor, diags: &[Diagnostic]) {
        let config = term::Config::default();
        for d in diags {
            let (view, windowed) = window::prepare(self, d, &config);
            // Rendering only fails on a label outside its file, which our
            // spans never produce; fall back to the bare message if it does.
            if term::emit_to_write_style(out, &config, &view, windowed.as_ref().unwrap_or(d)).is_err() {
                let _ = writeln!(out, "{}", d.message);
            }
        }
    }
}

/// A growing list of diagnostics with the counts a compiler reports at the end.
#[derive(Default, Debug)]
pub struct Diags {
    pub list: Vec<Diagnostic>,
}

impl Diags {
    pub fn new() -> Diags {
        Diags::default()
    }
    pub fn push(&mut self, d: Diagnostic) {
        self.list.push(d);
    }
    /// An error with one primary label.
    pub fn error(&mut self, span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> &mut Diagnostic {
        self.list.push(Diagnostic::error().with_message(msg).with_labels(vec![span.primary(label)]));
        self.list.last_mut().expect("just pushed")
    }
    /// A warning with one primary label.
    pub fn warning(
        &mut self,
        span: Span,
        msg: impl std::fmt::Display,
        label: impl std::fmt::Display,
    ) -> &mut Diagnostic {
        self.list.push(Diagnostic::warning().with_message(msg).with_labels(vec![span.primary(label)]));
        self.list.last_mut().expect("just pushed")
    }
    pub fn error_count(&self) -> usize {
        self.list.iter().filter(|d| matches!(d.severity, Severity::Error | Severity::Bug)).count()
    }
    pub fn warning_count(&self) -> usize {
        self.list.iter().filter(|d| d.severity == Severity::Warning).count()
    }
    pub fn has_errors(&self) -> bool {
        self.error_count() > 0
    }
    pub fn extend(&mut self, other: Diags) {
        self.list.extend(other.list);
    }
}

/// Adds a `help:` note to a diagnostic when there is a suggestion.
pub fn with_help(d: Diagnostic, help: Option<String>) -> Diagnostic {
    match help {
        Some(h) => d.with_notes(vec![format!("help: {h}")]),
        None => d,
    }
}

/// "1 error", "3 warnings": the summary line compilers print last.
pub fn plural(n: usize, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}
