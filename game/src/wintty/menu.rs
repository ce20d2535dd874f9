//! Menus and text windows as tty draws them: lines over the map with a
//! page footer ("(end)", "(1 of 3)"), items picked by letter, `>`/`<` to
//! page, return to accept, ESC to cancel; `,` selects all on a page and
//! `-` none, for pick-any menus.

use super::ESC;
use crate::game::Game;

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
        });
    }
    /// A selectable item; `letter` None gets the next free letter.
    pub fn item(&mut self, letter: Option<char>, s: &str) {
        self.items.push(MenuItem { text: s.to_string(), letter, selectable: true, header: false, preselected: false });
    }

    /// Letters for items without one: a..zA..Z in order, per page.
    fn assign_letters(&mut self, page_len: usize) {
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

impl Game {
    /// Shows a menu and returns the picked items' indices (empty for a
    /// text window or nothing picked), or `None` on ESC.
    pub fn select_menu(&mut self, menu: &Menu) -> Option<Vec<usize>> {
        self.term.as_ref()?;
        if !self.win.top.is_empty() {
            self.more();
        }
        let rows = self.term.as_ref().map_or(24, |t| t.size().1).max(4);
        let page_len = rows.saturating_sub(2 + usize::from(!menu.title.is_empty())).max(1);
        let mut m = menu.clone();
        m.assign_letters(page_len);
        let pages = m.items.len().div_ceil(page_len).max(1);
        let mut page = 0usize;
        let mut picked: Vec<bool> = m.items.iter().map(|i| i.preselected).collect();
        let result = loop {
            let mut lines = Vec::new();
            if !m.title.is_empty() {
                lines.push(m.title.clone());
            }
            let start = page * page_len;
            for (i, it) in m.items.iter().enumerate().skip(start).take(page_len) {
                let line = match it.letter {
                    Some(l) if it.selectable => {
                        let mark = if picked[i] { '+' } else { '-' };
                        format!("{l} {mark} {}", it.text)
                    }
                    _ => it.text.clone(),
                };
                lines.push(line);
            }
            lines.push(if pages > 1 { format!("({} of {pages})", page + 1) } else { "(end)".to_string() });
            self.win.overlay = Some(lines);
            let k = self.nhgetch();
            match k {
                ESC => break None,
                '>' | ' ' if page + 1 < pages => page += 1,
                '<' if page > 0 => page -= 1,
                '\n' | '\r' | ' ' => {
                    break Some(picked.iter().enumerate().filter(|&(_, &p)| p).map(|(i, _)| i).collect());
                }
                ',' if m.how == PickHow::Any => {
                    for (i, it) in m.items.iter().enumerate().skip(start).take(page_len) {
                        picked[i] |= it.selectable;
                    }
                }
                '-' if m.how == PickHow::Any => {
                    for p in picked.iter_mut().skip(start).take(page_len) {
                        *p = false;
                    }
                }
                c if m.how != PickHow::None => {
                    let hit = m
                        .items
                        .iter()
                        .enumerate()
                        .skip(start)
                        .take(page_len)
                        .find(|(_, it)| it.selectable && it.letter == Some(c))
                        .map(|(i, _)| i);
                    if let Some(i) = hit {
                        if m.how == PickHow::One {
                            break Some(vec![i]);
                        }
                        picked[i] = !picked[i];
                    }
                }
                _ if self.win.hangup => break None,
                _ => {}
            }
        };
        self.win.overlay = None;
        result
    }
}
