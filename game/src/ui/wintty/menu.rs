//! Menus and text windows as tty draws them: lines over the map with a
//! page footer ("(end)", "(1 of 3)"), items picked by letter, `>`/`<` to
//! page, return to accept, ESC to cancel; `,` selects all on a page and
//! `-` none, for pick-any menus.

use super::TtyWindow;
use crate::ui::keys::ESC;
use crate::ui::menu::{Menu, PickHow};
use crate::ui::port::WindowPort;

impl TtyWindow {
    /// Shows a menu and returns the picked items' indices (empty for a
    /// text window or nothing picked), or `None` on ESC.
    pub(super) fn tty_select_menu(&mut self, menu: &Menu) -> Option<Vec<usize>> {
        if !self.top.is_empty() {
            self.more();
        }
        let rows = self.size().1.max(4);
        let page_len = rows.saturating_sub(2 + usize::from(!menu.title.is_empty())).max(1);
        let mut m = menu.clone();
        m.assign_letters(page_len);
        let pages = m.items.len().div_ceil(page_len).max(1);
        let mut page = 0usize;
        let mut picked: Vec<bool> = m.items.iter().map(|i| i.preselected).collect();
        let result = loop {
            let mut lines: Vec<(String, u8)> = Vec::new();
            if !m.title.is_empty() {
                lines.push((m.title.clone(), 8));
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
                lines.push((line, it.color.unwrap_or(8)));
            }
            let footer = if pages > 1 { format!("({} of {pages})", page + 1) } else { "(end)".to_string() };
            lines.push((footer, 8));
            self.overlay = Some(lines);
            let k = self.readchar();
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
                _ if self.hangup => break None,
                _ => {}
            }
        };
        self.overlay = None;
        result
    }
}
