//! `#adjust` (invent.c's `doorganize`, "inventory organizer by Del
//! Lamb"): moves an inventory stack to another letter, swapping with
//! what was there, or, adjusted to its own letter, collects the stacks
//! that merge with it.

use crate::game::Game;
use crate::objects::invent::mergable;
use crate::ui::keys::ESC;

/// Letters a..z then A..Z.
fn letters() -> impl Iterator<Item = char> {
    ('a'..='z').chain('A'..='Z')
}

/// `compactify`: runs of three or more letters written as "a-e".
pub fn compactify(lets: &[char]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < lets.len() {
        let mut j = i;
        while j + 1 < lets.len() && lets[j + 1] as u32 == lets[j] as u32 + 1 {
            j += 1;
        }
        if j >= i + 2 {
            out.push(lets[i]);
            out.push('-');
            out.push(lets[j]);
        } else {
            out.extend(&lets[i..=j]);
        }
        i = j + 1;
    }
    out
}

impl Game {
    /// `#adjust` (`doorganize`).
    pub fn doorganize(&mut self) -> bool {
        if self.u.invent.is_empty() {
            let what = if self.u.ugold > 0 { "adjustable" } else { "to adjust" };
            self.pline(format!("You aren't carrying anything {what}."));
            return false;
        }
        let Some(from) = self.getobj("adjust", &|_, _| true) else { return false };
        let obj = self.u.invent[from].clone();
        let Some(old) = obj.invlet else { return false };
        // The letters free for it: unused, or used by stacks it merges with.
        let free: Vec<char> = letters()
            .filter(|&l| {
                self.u.invent.iter().enumerate().all(|(j, o)| o.invlet != Some(l) || j == from || mergable(o, &obj))
            })
            .collect();
        let prompt = format!("Adjust letter to what [{}] (? see used letters)?", compactify(&free));
        let mut ever_mind = false;
        let mut to = None;
        for trycnt in 1..=5 {
            let k = self.yn_function(&prompt, "", ESC);
            match k {
                '?' | '*' => {
                    let used: Vec<char> = self.u.invent.iter().filter_map(|o| o.invlet).collect();
                    self.display_inventory_lets(&used);
                    continue;
                }
                ESC | ' ' | '\n' | '\r' => break,
                '$' => {
                    self.pline("Only gold coins may be moved into the '$' slot.");
                    ever_mind = true;
                    break;
                }
                c if c.is_ascii_alphabetic() => {
                    to = Some(c);
                    break;
                }
                _ => {}
            }
            if trycnt < 5 {
                self.pline("Select an inventory slot letter.");
            }
        }
        let Some(to) = to else {
            if !ever_mind {
                self.pline("Never mind.");
            }
            return false;
        };
        let mut adj_type = if to == old { "Collecting:" } else { "Moving:" };
        let mut stack = self.u.invent.remove(from);
        if to == old {
            // Merge every compatible stack into this one.
            let mut j = 0;
            while j < self.u.invent.len() {
                let named_ok = self.u.invent[j].oname.is_none() || self.u.invent[j].oname == stack.oname;
                if named_ok && mergable(&stack, &self.u.invent[j]) {
                    let o = self.u.invent.remove(j);
                    stack.quan += o.quan;
                    stack.owornmask |= o.owornmask;
                    stack.oprops_known |= o.oprops_known;
                    adj_type = "Merging:";
                } else {
                    j += 1;
                }
            }
        } else if let Some(j) = self.u.invent.iter().position(|o| o.invlet == Some(to)) {
            adj_type = "Swapping:";
            self.u.invent[j].invlet = Some(old);
        }
        stack.invlet = Some(to);
        self.u.invent.push(stack);
        let rank = |c: char| if c.is_ascii_lowercase() { c as u32 - 'a' as u32 } else { 26 + c as u32 - 'A' as u32 };
        self.u.invent.sort_by_key(|o| o.invlet.map_or(99, rank));
        if let Some(i) = self.u.obj_by_letter(to) {
            self.prinv(adj_type, i);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn runs_of_letters_are_dashed() {
        let l: Vec<char> = "abcdfhijZ".chars().collect();
        assert_eq!(super::compactify(&l), "a-dfh-jZ");
    }
}
