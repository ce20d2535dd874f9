//! Offering the Amulet (pray.c's `dosacrifice`, its real and fake Amulet
//! parts): on a high altar of the Astral Plane (or the Sanctum) the real
//! Amulet ends the game: ascension at the hero's own god's altar, an
//! escape in celestial disgrace at another's, death at Moloch's. Anywhere
//! else it is too soon. A fake Amulet is a mistake, and once known a
//! deliberate insult.

use crate::game::{Game, GameOver};
use crate::world::dungeon::role_level;
use crate::world::level::AM_SHRINE;
use dgn_comp::roles::LevelRole;
use oxhack_defs::{Align, Prop};
use oxhack_tables::ids;

/// Where the offered Amulet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offered {
    Invent(usize),
    Floor(usize),
}

impl Game {
    /// A high altar here (`highaltar`): the Astral Plane's or the
    /// Sanctum's temple altar.
    pub fn on_high_altar(&self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let special = role_level(&self.layout, LevelRole::Astral) == Some(self.u.uz)
            || role_level(&self.layout, LevelRole::Sanctum) == Some(self.u.uz);
        special && self.lev.at(x, y).altarmask() & AM_SHRINE != 0
    }

    /// The hero's choice of an Amulet to offer: one here on the altar,
    /// else one carried.
    pub fn pick_amulet_offering(&self) -> Option<Offered> {
        let amulet = |o: &crate::world::obj::Obj| matches!(o.otyp, ids::AMULET_OF_YENDOR | ids::FAKE_AMULET_OF_YENDOR);
        let (x, y) = (self.u.ux, self.u.uy);
        if let Some(k) = self.lev.objects.iter().position(|f| f.x == x && f.y == y && amulet(&f.obj)) {
            return Some(Offered::Floor(k));
        }
        self.u.invent.iter().position(amulet).map(Offered::Invent)
    }

    /// Offers the Amulet (real or fake) at `what`; the altar is
    /// `altar`'s. Returns whether it took time.
    pub fn offer_amulet(&mut self, what: Offered, altar: Align) -> bool {
        let obj = match what {
            Offered::Invent(i) => self.u.invent[i].clone(),
            Offered::Floor(k) => self.lev.objects[k].obj.clone(),
        };
        let high = self.on_high_altar();
        if obj.otyp == ids::FAKE_AMULET_OF_YENDOR {
            if !high && !obj.known {
                self.too_soon(altar);
                return true;
            }
            if self.u.has(Prop::Deaf) {
                self.pline("Oh, no.");
            } else {
                self.pline("You hear a nearby thunderclap.");
            }
            if !obj.known {
                let what_ = if self.u.has(Prop::Halluc) { "boo-boo" } else { "mistake" };
                self.pline(format!("You realize you have made a {what_}."));
                match what {
                    Offered::Invent(i) => self.u.invent[i].known = true,
                    Offered::Floor(k) => self.lev.objects[k].obj.known = true,
                }
                self.change_luck(-1);
            } else {
                self.change_luck(-3);
                self.adjalign(-1);
                self.u.ugangr += 3;
            }
            return true;
        }
        if !high {
            self.too_soon(altar);
            return true;
        }
        // The final test.
        self.u.uevent.ascended = true;
        match what {
            Offered::Invent(i) => self.useup(i),
            Offered::Floor(k) => {
                self.lev.objects.remove(k);
            }
        }
        self.u_have_amulet();
        let gname = self.align_gname(altar);
        self.pline(format!("You offer the Amulet of Yendor to {gname}..."));
        let mine = self.u.hero.align;
        if altar == Align::None {
            if self.u.ualign.record > -99 {
                self.u.ualign.record = -99;
            }
            let ugod = self.u_gname();
            self.pline(format!("Moloch shrugs and retains dominion over {ugod},"));
            self.pline("then mercilessly snuffs out your life.");
            self.done_died("Moloch's indifference");
            if self.over.is_none() {
                self.pline("Moloch snarls and tries again...");
                self.pline("A cloud of black smoke surrounds you...");
                self.done(GameOver::Escaped);
            }
        } else if altar != mine {
            self.adjalign(-99);
            let ugod = self.u_gname();
            self.pline(format!("{gname} accepts your gift, and gains dominion over {ugod}..."));
            self.pline(format!("{ugod} is enraged..."));
            self.pline(format!("Fortunately, {gname} permits you to live..."));
            self.pline("A cloud of orange smoke surrounds you...");
            self.done(GameOver::Escaped);
        } else {
            self.adjalign(10);
            self.pline("An invisible choir sings, and you are bathed in radiance...");
            self.godvoice(altar, "Mortal, thou hast done well!");
            self.verbalize("In return for thy service, I grant thee the gift of Immortality!");
            let dess = if self.u.female { "dess" } else { "" };
            self.pline(format!("You ascend to the status of Demigod{dess}..."));
            self.done(GameOver::Ascended);
        }
        true
    }

    /// The death field of the end record (end.c's killer name): an escape
    /// says with what (`" (with the Amulet)"`, a fake) or, from the Astral
    /// Plane, `" (in celestial disgrace)"`.
    pub fn end_record_death(&self, how: &GameOver) -> String {
        if !matches!(how, GameOver::Escaped) {
            return Self::death_text(how);
        }
        let carrying = |otyp| self.u.invent.iter().any(|o| o.otyp == otyp);
        let why = if carrying(ids::AMULET_OF_YENDOR) {
            " (with the Amulet)"
        } else if role_level(&self.layout, LevelRole::Astral) == Some(self.u.uz) {
            " (in celestial disgrace)"
        } else if carrying(ids::FAKE_AMULET_OF_YENDOR) {
            " (with a fake Amulet)"
        } else {
            return Self::death_text(how);
        };
        format!("escaped{why}")
    }

    /// The Amulet offered away from a high altar.
    fn too_soon(&mut self, altar: Align) {
        let feel = if self.u.has(Prop::Halluc) {
            "homesick"
        } else if altar == self.u.hero.align {
            "an urge to return to the surface"
        } else {
            "ashamed"
        };
        self.pline(format!("You feel {feel}."));
    }
}
