//! A screen of character cells with NetHack colours (`CLR_*`) and
//! attributes: what the front end draws and what tests read.

bitflags::bitflags! {
    /// Cell attributes.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
    pub struct Attr: u8 {
        const BOLD = 1;
        const INVERSE = 2;
        const UNDERLINE = 4;
    }
}

/// One character cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub ch: char,
    /// A `CLR_*` colour; 8 (`NO_COLOR`) is the terminal's default.
    pub color: u8,
    pub attr: Attr,
}

impl Cell {
    pub const BLANK: Cell = Cell { ch: ' ', color: 8, attr: Attr::empty() };
}

/// A whole screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Screen {
    pub cols: usize,
    pub rows: usize,
    pub cells: Vec<Cell>,
    /// Cursor column and row.
    pub cursor: (usize, usize),
}

impl Screen {
    pub fn new(cols: usize, rows: usize) -> Screen {
        Screen { cols, rows, cells: vec![Cell::BLANK; cols * rows], cursor: (0, 0) }
    }

    /// Sets one cell (ignored off screen).
    pub fn put(&mut self, col: usize, row: usize, ch: char, color: u8, attr: Attr) {
        if col < self.cols && row < self.rows {
            self.cells[row * self.cols + col] = Cell { ch, color, attr };
        }
    }

    /// Writes `s` from (col, row), wrapping at the right edge onto the
    /// next row (the message line wraps so).
    pub fn put_str(&mut self, col: usize, row: usize, s: &str, color: u8, attr: Attr) {
        let (mut c, mut r) = (col, row);
        for ch in s.chars() {
            if c >= self.cols {
                c = 0;
                r += 1;
            }
            self.put(c, r, ch, color, attr);
            c += 1;
        }
    }

    /// Clears (col..end) of a row.
    pub fn clear_to_eol(&mut self, col: usize, row: usize) {
        for c in col..self.cols {
            self.put(c, row, ' ', 8, Attr::empty());
        }
    }

    /// A window drawn over the screen: at the right when its lines fit
    /// there beside the map's left part, else from column 0; each line
    /// clears to the end of the row, as tty's menu windows do.
    pub fn overlay(&mut self, lines: &[String]) {
        let colored: Vec<(String, u8)> = lines.iter().map(|l| (l.clone(), 8)).collect();
        self.overlay_colored(&colored);
    }

    /// [`Screen::overlay`] with a colour (`CLR_*`) per line.
    pub fn overlay_colored(&mut self, lines: &[(String, u8)]) {
        let width = lines.iter().map(|(l, _)| l.chars().count()).max().unwrap_or(0);
        let col = if width + 2 < self.cols / 2 + 20 { self.cols.saturating_sub(width + 2) } else { 0 };
        let col = if lines.len() >= self.rows { 0 } else { col };
        for (i, (l, color)) in lines.iter().enumerate().take(self.rows) {
            if col > 0 {
                self.put(col - 1, i, ' ', 8, Attr::empty());
            }
            self.clear_to_eol(col, i);
            self.put_str(col, i, &truncate(l, self.cols - col), *color, Attr::empty());
        }
        let last = lines.len().min(self.rows).saturating_sub(1);
        self.cursor = ((col + lines.last().map_or(0, |(l, _)| l.chars().count())).min(self.cols - 1), last);
    }

    /// One row as text, trailing spaces removed.
    pub fn row_text(&self, row: usize) -> String {
        let s: String = self.cells[row * self.cols..(row + 1) * self.cols].iter().map(|c| c.ch).collect();
        s.trim_end().to_string()
    }

    /// The whole screen as text, one line per row.
    pub fn text(&self) -> String {
        (0..self.rows).map(|r| self.row_text(r)).collect::<Vec<_>>().join("\n")
    }
}

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}
