//! Monster names in messages (do_name.c's `mon_nam`, `Monnam`,
//! `a_monnam`): "the jackal", "Fido", "it" when unseen.

use crate::game::Game;
use oxhack_tables::tables;

impl Game {
    /// "the newt", the pet's name, or "it" for an unseen monster.
    pub fn mon_nam(&self, i: usize) -> String {
        let Some(m) = self.lev.monsters.get(i) else { return "it".to_string() };
        if !self.canspotmon(m) {
            return "it".to_string();
        }
        if let Some(n) = shk_name(m) {
            return n;
        }
        if m.ispriest() || m.isminion() {
            return self.priestname(m);
        }
        if let Some(n) = &m.mname {
            return n.clone();
        }
        let name = &tables().mon(m.mnum).name;
        if crate::objects::objnam::type_is_pname(tables(), m.mnum) { name.clone() } else { format!("the {name}") }
    }

    /// `Monnam`: [`Game::mon_nam`] capitalised.
    pub fn monnam_cap(&self, i: usize) -> String {
        crate::world::display::capitalize(&self.mon_nam(i))
    }

    /// "a newt" (`a_monnam`).
    pub fn a_monnam(&self, i: usize) -> String {
        let Some(m) = self.lev.monsters.get(i) else { return "something".to_string() };
        if let Some(n) = shk_name(m) {
            return n;
        }
        if m.ispriest() || m.isminion() {
            return self.priestname(m);
        }
        if let Some(n) = &m.mname {
            return n.clone();
        }
        let name = &tables().mon(m.mnum).name;
        if crate::objects::objnam::type_is_pname(tables(), m.mnum) {
            name.clone()
        } else {
            crate::objects::objnam::an(name)
        }
    }
}

/// A shopkeeper goes by their own name ("Asidonhopo"), and a polymorphed
/// one adds what they are ("Asidonhopo the blue dragon") (`x_monnam`).
fn shk_name(m: &crate::world::monst::Monst) -> Option<String> {
    let Some(crate::world::monst::MExtra::Shk(e)) = &m.mextra else { return None };
    let name = crate::monsters::shknam::shkname(&e.shknam).to_string();
    if name.is_empty() {
        return None;
    }
    if m.mnum == oxhack_tables::ids::PM_SHOPKEEPER {
        Some(name)
    } else {
        Some(format!("{name} the {}", tables().mon(m.mnum).name))
    }
}
