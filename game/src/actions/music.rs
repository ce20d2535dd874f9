//! Playing instruments (music.c's `do_play_instrument`): improvising, or
//! playing a five-note tune. Next to the castle's drawbridge the right
//! tune (the passtune, drawn at the start of the game) opens or closes
//! it, and a wrong one gets Mastermind's answer: gears turn for notes in
//! the right place, tumblers click for right notes in the wrong place.

use crate::game::Game;
use crate::world::level::{is_drawbridge, isok};
use oxhack_tables::ids::*;

/// Whether `otyp` is an instrument one can play (flutes, horns, the
/// bugle, harps, drums).
pub fn is_instrument(otyp: oxhack_defs::Otyp) -> bool {
    matches!(
        otyp,
        WOODEN_FLUTE
            | MAGIC_FLUTE
            | TOOLED_HORN
            | FROST_HORN
            | FIRE_HORN
            | BUGLE
            | WOODEN_HARP
            | MAGIC_HARP
            | LEATHER_DRUM
            | DRUM_OF_EARTHQUAKE
    )
}

/// The Mastermind answer for `played` against `tune`: (gears, tumblers).
/// A gear is a right note in its right place; a tumbler a note of the
/// tune played in another place, each of the tune's notes counted once
/// and never one already matched in place.
pub fn passtune_feedback(played: &str, tune: &str) -> (usize, usize) {
    let b: Vec<u8> = played.bytes().collect();
    let t: Vec<u8> = tune.bytes().collect();
    if t.len() < 5 {
        return (0, 0);
    }
    let mut matched = [false; 5];
    let (mut gears, mut tumblers) = (0, 0);
    for x in 0..b.len().min(5) {
        if b[x] == t[x] {
            gears += 1;
            matched[x] = true;
        } else {
            for y in 0..5 {
                if !matched[y] && b[x] == t[y] && b.get(y) != Some(&t[y]) {
                    tumblers += 1;
                    matched[y] = true;
                    break;
                }
            }
        }
    }
    (gears, tumblers)
}

fn plur(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl Game {
    /// `do_play_instrument`: apply an instrument: improvise, or play a
    /// tune (the passtune once known).
    pub fn do_play_instrument(&mut self, i: usize) -> bool {
        use oxhack_defs::Prop;
        let otyp = self.u.invent[i].otyp;
        let mut c = 'y';
        let impaired = self.u.has(Prop::Stunned) || self.u.has(Prop::Confusion) || self.u.has(Prop::Halluc);
        if otyp != LEATHER_DRUM && otyp != DRUM_OF_EARTHQUAKE && !impaired {
            c = self.yn_function("Improvise?", "ynq", 'y');
            if c == 'q' {
                return false;
            }
        }
        if c != 'n' {
            return self.do_improvisation(i);
        }
        let mut buf = String::new();
        if self.u.uevent.uheard_tune == 2 {
            match self.yn_function("Play the passtune?", "ynq", 'n') {
                'q' => return false,
                'y' => buf = self.layout.tune.clone(),
                _ => {}
            }
        }
        if buf.is_empty() {
            match self.getlin("What tune are you playing? [5 notes, A-G]") {
                Some(s) => buf = s,
                None => return false,
            }
        }
        self.play_tune(i, &buf)
    }

    /// Plays `notes` on the instrument `i` (the tune half of
    /// `do_play_instrument`): the passtune next to a drawbridge opens or
    /// closes it; another tune there gets gears and tumblers.
    pub fn play_tune(&mut self, i: usize, notes: &str) -> bool {
        use oxhack_defs::Prop;
        let buf: String = notes
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .map(|c| match c.to_ascii_uppercase() {
                'H' => 'B',
                u => u,
            })
            .collect();
        let deaf = self.u.has(Prop::Deaf);
        let name = self.the_instrument(i);
        if deaf {
            self.pline(format!("You can feel {name} emitting vibrations."));
        } else {
            self.pline(format!("You extract a strange sound from {name}!"));
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        let around: Vec<(i32, i32)> = (uy - 1..=uy + 1)
            .flat_map(|y| (ux - 1..=ux + 1).map(move |x| (x, y)))
            .filter(|&(x, y)| isok(x, y))
            .collect();
        let tune = self.layout.tune.clone();
        if buf == tune {
            for &(x, y) in &around {
                if let Some((bx, by)) = crate::actions::dbridge::find_drawbridge(&self.lev, x, y) {
                    self.u.uevent.uheard_tune = 2;
                    if self.lev.typ(bx, by) == oxhack_vm::terrain::DRAWBRIDGE_DOWN {
                        self.close_drawbridge(bx, by);
                    } else {
                        self.open_drawbridge(bx, by);
                    }
                    return true;
                }
            }
        } else if !deaf {
            if self.u.uevent.uheard_tune < 1 {
                self.u.uevent.uheard_tune = 1;
            }
            let near = around.iter().any(|&(x, y)| {
                is_drawbridge(self.lev.typ(x, y))
                    || crate::actions::dbridge::is_drawbridge_wall(&self.lev, x, y).is_some()
            });
            if near {
                let (gears, tumblers) = passtune_feedback(&buf, &tune);
                if tumblers > 0 {
                    if gears > 0 {
                        self.pline(format!(
                            "You hear {tumblers} tumbler{} click and {gears} gear{} turn.",
                            plur(tumblers),
                            plur(gears)
                        ));
                    } else {
                        self.pline(format!("You hear {tumblers} tumbler{} click.", plur(tumblers)));
                    }
                } else if gears > 0 {
                    self.pline(format!("You hear {gears} gear{} turn.", plur(gears)));
                    if gears == 5 {
                        self.u.uevent.uheard_tune = 2;
                    }
                }
            }
        }
        true
    }

    fn the_instrument(&self, i: usize) -> String {
        let nc = self.name_ctx();
        crate::objects::objnam::the(&crate::objects::objnam::xname(&nc, &self.u.invent[i]))
    }

    /// `do_improvisation`: the instrument's own effect.
    fn do_improvisation(&mut self, i: usize) -> bool {
        let otyp = self.u.invent[i].otyp;
        let name = self.the_instrument(i);
        let charged = self.u.invent[i].spe > 0;
        self.pline(format!("You start playing {name}."));
        let lvl = self.u.ulevel();
        match otyp {
            MAGIC_FLUTE if charged => {
                self.u.invent[i].spe -= 1;
                self.pline("You produce soft music.");
                let (ux, uy) = (self.u.ux, self.u.uy);
                for k in 0..self.lev.monsters.len() {
                    let m = &self.lev.monsters[k];
                    if (m.mx - ux).pow(2) + (m.my - uy).pow(2) < lvl * 5 && !self.resist_wand(k) {
                        self.lev.monsters[k].msleeping = true;
                    }
                }
            }
            WOODEN_FLUTE | MAGIC_FLUTE => {
                // A deft player charms snakes (`charm_snakes`).
                let dex = self.u.acurr(crate::world::you::A_DEX).max(1);
                let trill = self.rng.rn2(dex) + lvl > 25;
                let cap = crate::world::display::capitalize(&name);
                self.pline(format!("{cap} {}.", if trill { "trills" } else { "toots" }));
                if trill {
                    let (ux, uy) = (self.u.ux, self.u.uy);
                    for k in 0..self.lev.monsters.len() {
                        let m = &self.lev.monsters[k];
                        let snake = oxhack_tables::tables().mon(m.mnum).mlet == oxhack_defs::MonClass::Snake;
                        if snake && (m.mx - ux).pow(2) + (m.my - uy).pow(2) < lvl * 3 && !self.resist_wand(k) {
                            let m = &mut self.lev.monsters[k];
                            m.mpeaceful = true;
                            m.msleeping = false;
                        }
                    }
                }
            }
            TOOLED_HORN => {
                self.pline("You produce a frightful, grave sound.");
                self.scare_nearby_pub(lvl * 30);
            }
            FROST_HORN | FIRE_HORN => return self.apply_magic_horn(i),
            BUGLE => {
                self.pline(format!("You extract a loud noise from {name}."));
                self.wake_nearby(lvl * 20);
            }
            MAGIC_HARP if charged => {
                self.u.invent[i].spe -= 1;
                self.pline(format!("{} very attractive music.", crate::world::display::capitalize(&name)));
                let (ux, uy) = (self.u.ux, self.u.uy);
                for k in 0..self.lev.monsters.len() {
                    let m = &self.lev.monsters[k];
                    if (m.mx - ux).pow(2) + (m.my - uy).pow(2) < (lvl - 1) / 3 + 1 && !self.resist_wand(k) {
                        self.lev.monsters[k].mpeaceful = true;
                    }
                }
            }
            WOODEN_HARP | MAGIC_HARP => {
                self.pline(format!("{} twangs.", crate::world::display::capitalize(&name)));
            }
            DRUM_OF_EARTHQUAKE if charged => {
                self.u.invent[i].spe -= 1;
                self.pline("You produce a heavy, thunderous rolling!");
                self.pline("The entire dungeon is shaking around you!");
                self.scare_nearby_pub(lvl * 40);
            }
            _ => {
                self.pline("You beat a deafening row!");
                self.scare_nearby_pub(lvl * 40);
            }
        }
        true
    }
}
