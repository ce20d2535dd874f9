//! What comes before a blow (uhitm.c's `attack` opening and
//! `attack_checks`): a safe pet in the way is displaced or blocks the
//! hero instead of being hit, an unseen monster is only discovered, and
//! a peaceful one is hit only after "Really attack ...?". The `F`
//! prefix (`context.forcefight`) skips all of that, as in NetHack 3.6.7:
//! it hits pets and peacefuls without asking.

use crate::game::Game;
use crate::world::display::Glyph;
use crate::world::monst::Appearance;
use crate::world::obj::Worn;
use oxhack_defs::Prop;
use oxhack_tables::tables;

impl Game {
    /// `is_safepet`: walking into this monster swaps places with it
    /// rather than attacking it: it is tame, the hero can spot it, the
    /// `safe_pet` option is on, and the hero is neither confused,
    /// hallucinating nor stunned.
    pub fn is_safepet(&self, i: usize) -> bool {
        self.lev.monsters.get(i).is_some_and(|m| {
            m.mtame > 0
                && self.canspotmon(m)
                && self.opts.safe_pet
                && !self.u.has(Prop::Confusion)
                && !self.u.has(Prop::Halluc)
                && !self.u.has(Prop::Stunned)
        })
    }

    /// Wielding Stormbringer, whose bloodthirst overrides the checks.
    fn wielding_stormbringer(&self) -> bool {
        let t = tables();
        self.u
            .worn(Worn::WEP)
            .and_then(|w| self.u.invent.get(w))
            .and_then(|o| o.oartifact)
            .and_then(|a| t.arti(a))
            .is_some_and(|a| a.name == "Stormbringer")
    }

    /// uhitm.c's `attack`: the hero goes for monster `i`, by walking into
    /// it or with `F` (`forcefight`). `None` when nothing happened and
    /// the move goes on to swap places with a safe pet; else whether it
    /// took time.
    pub fn attack_monster(&mut self, i: usize, forcefight: bool) -> Option<bool> {
        if i >= self.lev.monsters.len() {
            return Some(false);
        }
        if self.is_safepet(i) && !forcefight && !self.wielding_stormbringer() {
            return self.safepet_in_the_way(i);
        }
        if let Some(took) = self.attack_checks(i, forcefight) {
            return Some(took);
        }
        let id = self.lev.monsters[i].m_id;
        let took = self.attack(i);
        // An unseen monster that lived through an `F` blow is remembered.
        if forcefight
            && let Some(j) = self.mon_index(id)
            && !self.canspotmon(&self.lev.monsters[j])
        {
            let (x, y) = (self.lev.monsters[j].mx, self.lev.monsters[j].my);
            if self.mem.get(x, y) != Glyph::Invisible {
                self.map_invisible(x, y);
            }
        }
        Some(took)
    }

    /// The safe-pet part of `attack`: one time in seven, or when the pet
    /// stands in a tended shop, or the hero is inside rock the pet cannot
    /// pass, the hero stops ("You stop.  Your little dog is in the
    /// way!"); a pet that cannot move usually stays put; otherwise `None`
    /// (the move swaps places).
    fn safepet_in_the_way(&mut self, i: usize) -> Option<bool> {
        let t = tables();
        let (mx, my, mnum) = {
            let m = &self.lev.monsters[i];
            (m.mx, m.my, m.mnum)
        };
        let balks = self.rng.rn2(7) == 0;
        let inshop = !balks && self.tended_shop_at(mx, my);
        let in_rock = crate::world::level::is_rock(self.lev.typ(self.u.ux, self.u.uy))
            && !crate::monsters::makemon::passes_walls(t, mnum);
        if inshop || balks || in_rock {
            let fleetim = self.rng.rnd(6);
            self.monflee(i, fleetim, false, false);
            let name = self.y_monnam_cap(i);
            self.pline(format!("You stop.  {name} is in the way!"));
            self.nomul();
            return Some(true);
        }
        let m = &self.lev.monsters[i];
        if (m.mfrozen > 0 || !m.mcanmove || t.mon(m.mnum).mmove == 0) && self.rng.rn2(6) != 0 {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} doesn't seem to move!"));
            self.nomul();
            return Some(true);
        }
        None
    }

    /// (x, y) lies in a shop whose shopkeeper is in it (`in_rooms` with
    /// `tended_shop`).
    fn tended_shop_at(&self, x: i32, y: i32) -> bool {
        use crate::levelgen::mklev::in_rooms;
        use crate::world::level::rtype::SHOPBASE;
        in_rooms(&self.lev, x, y, SHOPBASE).into_iter().any(|rno| {
            self.lev
                .room_by_no(rno)
                .and_then(|r| r.resident)
                .and_then(|id| self.lev.monsters.iter().find(|m| m.m_id == id))
                .is_some_and(|shk| in_rooms(&self.lev, shk.mx, shk.my, SHOPBASE).contains(&rno))
        })
    }

    /// `attack_checks`: `Some(took)` when the attack stops short: an
    /// unseen monster is discovered ("Wait!  There's something there you
    /// can't see!", a turn), a mimic is stumbled onto ("Wait!  That's a
    /// large mimic!") or a monster hiding under something is found, or the
    /// player declines to attack a peaceful one (no time). `F` skips
    /// every check.
    pub fn attack_checks(&mut self, i: usize, forcefight: bool) -> Option<bool> {
        if forcefight {
            return None;
        }
        let m = &self.lev.monsters[i];
        let (x, y) = (m.mx, m.my);
        let hides_under = crate::monsters::makemon::hides_under(tables(), m.mnum);
        if !self.canspotmon(m)
            && self.mem.get(x, y) != Glyph::Invisible
            && !(!self.u.has(Prop::Blinded) && m.mundetected && hides_under)
        {
            self.pline("Wait!  There's something there you can't see!");
            self.map_invisible(x, y);
            // An invisible mimic holds on as a seen one would.
            let m = &self.lev.monsters[i];
            let sticky = tables().mon(m.mnum).attacks.iter().any(|a| a.adtyp == oxhack_defs::DamageType::Stck);
            if m.appear != Appearance::Nothing && self.u.ustuck.is_none() && !m.mflee && sticky {
                self.u.ustuck = Some(m.m_id);
            }
            self.wakeup(i, true);
            return Some(true);
        }
        // A mimic: the hero stumbles onto it, unless it is where an
        // unseen monster is remembered (then the blow lands).
        let m = &self.lev.monsters[i];
        if m.appear != Appearance::Nothing && !self.u.has(Prop::ProtFromShapeChangers) {
            if self.mem.get(x, y) == Glyph::Invisible {
                self.seemimic(i);
                return None;
            }
            self.stumble_onto_mimic(i);
            return Some(true);
        }
        // Something hidden under an object or in water is found.
        if !self.canspotmon(m) && self.find_hidden_under(i) {
            return Some(true);
        }
        let m = &self.lev.monsters[i];
        if self.opts.confirm
            && m.mpeaceful
            && !self.u.has(Prop::Confusion)
            && !self.u.has(Prop::Halluc)
            && !self.u.has(Prop::Stunned)
            && !self.wielding_stormbringer()
            && self.canspotmon(m)
        {
            let name = self.mon_nam(i);
            if !self.yn(&format!("Really attack {name}?")) {
                self.nomul();
                return Some(false);
            }
        }
        None
    }
}
