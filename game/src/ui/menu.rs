//! Menus and text windows as the rules build them (NetHack's
//! `start_menu`/`add_menu`): a title, headings, text lines and items to
//! pick. How they are shown is the window port's business.

/// How many items a menu lets the player pick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickHow {
    None,
    One,
    Any,
}

/// One menu line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuItem {
    pub text: String,
    /// The selection letter; `None` for headers and plain text.
    pub letter: Option<char>,
    pub selectable: bool,
    /// Shown in inverse, as tty shows class headings.
    pub header: bool,
    pub preselected: bool,
    /// A `CLR_*` colour for the line (an object's rarity class); `None`
    /// draws it in the terminal's default colour.
    pub color: Option<u8>,
}

/// A menu or text window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Menu {
    pub title: String,
    pub how: PickHow,
    pub items: Vec<MenuItem>,
}

impl Menu {
    pub fn new(title: &str, how: PickHow) -> Menu {
        Menu { title: title.to_string(), how, items: Vec::new() }
    }
    /// A line of text.
    pub fn text(&mut self, s: &str) {
        self.items.push(MenuItem {
            text: s.to_string(),
            letter: None,
            selectable: false,
            header: false,
            preselected: false,
            color: None,
        });
    }
    /// A heading.
    pub fn header(&mut self, s: &str) {
        self.items.push(MenuItem {
            text: s.to_string(),
            letter: None,
            selectable: false,
            header: true,
            preselected: false,
            color: None,
        });
    }
    /// A selectable item; `letter` None gets the next free letter.
    pub fn item(&mut self, letter: Option<char>, s: &str) {
        self.items.push(MenuItem {
            text: s.to_string(),
            letter,
            selectable: true,
            header: false,
            preselected: false,
            color: None,
        });
    }

    /// Marks the last line added: in `color` when the terminal shows
    /// colours, else with `{word}` after its text, so a player without
    /// colours sees the same thing.
    pub fn mark_last(&mut self, color: u8, use_color: bool, word: &str) {
        if let Some(it) = self.items.last_mut() {
            if use_color {
                it.color = Some(color);
            } else {
                it.text.push_str(&format!(" {{{word}}}"));
            }
        }
    }

    /// Letters for items without one: a..zA..Z in order, per page.
    pub(crate) fn assign_letters(&mut self, page_len: usize) {
        let mut next = 0usize;
        const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        for (i, it) in self.items.iter_mut().enumerate() {
            if i % page_len == 0 {
                next = 0;
            }
            if it.selectable && it.letter.is_none() {
                it.letter = LETTERS.get(next).map(|&b| b as char);
                next += 1;
            }
        }
    }
}
