//! Dipping into a fountain (fountain.c's `dipfountain` and its helpers):
//! the Lady of the Lake's Excalibur for a lawful hero of level 5, water
//! damage, then one of its fates: curses, uncursing, water demons,
//! nymphs and snakes, a gem, a gush of water, coins, and the fountain
//! drying up (`dryup`).

use crate::game::Game;
use crate::world::level::{F_LOOTED, ttyp};
use crate::world::you::A_WIS;
use oxhack_defs::{Align, Pm, Prop};
use oxhack_tables::ids::*;
use oxhack_vm::terrain::{FOUNTAIN, POOL, ROOM};

impl Game {
    /// `dipfountain`: inventory item `i` dipped into the fountain here.
    pub fn dipfountain(&mut self, i: usize) {
        if self.u.has(Prop::Levitation) {
            self.pline("You are floating high above the fountain.");
            return;
        }
        let o = self.u.invent[i].clone();
        let (ux, uy) = (self.u.ux, self.u.uy);
        if o.otyp == LONG_SWORD
            && o.quan == 1
            && self.u.ulevel() >= 5
            && self.rng.rn2(6) == 0
            && o.oartifact.is_none()
            && !self.og.arti.exists(ART_EXCALIBUR)
        {
            if self.u.hero.align != Align::Lawful {
                self.pline("A freezing mist rises from the water and envelopes the sword.");
                self.pline("The fountain disappears!");
                let cursed_less = o.spe > -6 && self.rng.rn2(3) == 0;
                let s = &mut self.u.invent[i];
                s.curse();
                if cursed_less {
                    s.spe -= 1;
                }
                s.oerodeproof = false;
                self.exercise(A_WIS, false);
            } else {
                self.pline("From the murky depths, a hand reaches up to bless the sword.");
                self.pline("As the hand retreats, the fountain disappears!");
                let s = &mut self.u.invent[i];
                s.oartifact = Some(ART_EXCALIBUR);
                s.oname = Some("Excalibur".to_string());
                // Artifacts never carry properties: a long sword of warning
                // becoming Excalibur loses its warning.
                s.oprops = 0;
                s.oprops_known = 0;
                s.bless();
                s.oeroded = 0;
                s.oeroded2 = 0;
                s.oerodeproof = true;
                self.og.arti.set_exists(ART_EXCALIBUR, true);
                self.og.arti.discover(ART_EXCALIBUR);
                self.update_worn_props();
                self.exercise(A_WIS, true);
            }
            self.fountain_gone(ux, uy);
            return;
        }
        let er = self.water_damage_obj(i, true);
        if o.otyp == POT_ACID && er != super::dip::Er::Destroyed {
            self.useup(i);
            return;
        }
        if er != super::dip::Er::Nothing && self.rng.rn2(2) == 0 {
            return;
        }
        // The object may have moved in the inventory; find it again.
        let i = self.u.invent.iter().position(|x| x.o_id == o.o_id && x.invlet == o.invlet);
        match self.rng.rnd(30) {
            16 => {
                if let Some(i) = i {
                    self.u.invent[i].curse();
                }
            }
            17..=20 => match i {
                Some(i) if self.u.invent[i].cursed => {
                    if !self.u.has(Prop::Blinded) {
                        self.pline("The water glows for a moment.");
                    }
                    self.u.invent[i].uncurse();
                }
                _ => self.pline("A feeling of loss comes over you."),
            },
            21 => self.dowaterdemon(),
            22 => self.dowaternymph(),
            23 => self.dowatersnakes(),
            24 if self.lev.at(ux, uy).flags & F_LOOTED == 0 => self.dofindgem(),
            24 | 25 => self.dogushforth(false),
            26 => self.pline("A strange tingling runs up your arm."),
            27 => self.pline("You feel a sudden chill."),
            28 => {
                self.pline("An urge to take a bath overwhelms you.");
                if self.u.ugold > 10 {
                    let lost = (self.somegold() / 10).max(1);
                    self.u.ugold -= lost;
                    self.pline("You lost some of your money in the fountain!");
                    if let Some(l) = self.lev.at_mut(ux, uy) {
                        l.flags &= !F_LOOTED;
                    }
                    self.exercise(A_WIS, false);
                }
            }
            29 if self.lev.at(ux, uy).flags & F_LOOTED == 0 => {
                if let Some(l) = self.lev.at_mut(ux, uy) {
                    l.flags |= F_LOOTED;
                }
                let lvl = self.level_ctx(self.u.uz);
                let amount = i64::from(self.rng.rnd((lvl.dunlevs - self.u.uz.dlevel + 1).max(1) * 2) + 5);
                self.with_mon(|c, lev| c.mkgold(lev, amount, ux, uy));
                if !self.u.has(Prop::Blinded) {
                    self.pline("Far below you, you see coins glistening in the water.");
                }
                self.exercise(A_WIS, true);
                self.newsym(ux, uy);
            }
            _ => {}
        }
        self.dryup(ux, uy);
    }

    /// `somegold`: how much of the hero's gold a fountain takes a share of.
    fn somegold(&mut self) -> i64 {
        let g = self.u.ugold;
        if g < 50 {
            g
        } else if g < 100 {
            i64::from(self.rng.rn1(g as i32 - 49, 50))
        } else if g < 500 {
            i64::from(self.rng.rn1(g as i32 - 99, 100))
        } else if g < 1000 {
            i64::from(self.rng.rn1(g as i32 - 499, 500))
        } else if g < 5000 {
            i64::from(self.rng.rn1(g as i32 - 999, 1000))
        } else if g < 10000 {
            i64::from(self.rng.rn1(g as i32 - 4999, 5000))
        } else {
            i64::from(self.rng.rn1((g - 9999).min(i64::from(i32::MAX)) as i32, 10000))
        }
    }

    /// The fountain here becomes floor.
    fn fountain_gone(&mut self, x: i32, y: i32) {
        if let Some(l) = self.lev.at_mut(x, y) {
            l.typ = ROOM;
            l.flags = 0;
            l.horizontal = false;
        }
        self.lev.flags.nfountains = self.lev.flags.nfountains.saturating_sub(1);
        self.newsym(x, y);
    }

    /// A monster of kind `pm` made on the hero's square or next to it.
    fn fountain_monster(&mut self, pm: Pm) -> Option<usize> {
        if self.og.mvitals.get(pm.0 as usize).is_some_and(|v| v.mvflags & crate::objects::mkobj::G_GONE != 0) {
            return None;
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        let i = self.with_mon(|c, lev| {
            let spot = c.enexto(lev, ux, uy, Some(pm))?;
            c.makemon(lev, Some(pm), spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
        })?;
        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.newsym(x, y);
        Some(i)
    }

    /// `dowatersnakes`: an endless stream of snakes.
    pub fn dowatersnakes(&mut self) {
        let gone = self
            .og
            .mvitals
            .get(PM_WATER_MOCCASIN.0 as usize)
            .is_some_and(|v| v.mvflags & crate::objects::mkobj::G_GONE != 0);
        if gone {
            self.pline("The fountain bubbles furiously for a moment, then calms.");
            return;
        }
        if self.u.has(Prop::Blinded) {
            self.pline("You hear something hissing!");
        } else {
            self.pline("An endless stream of snakes pours forth!");
        }
        for _ in 0..self.rng.rn1(5, 2) {
            self.fountain_monster(PM_WATER_MOCCASIN);
        }
    }

    /// `dowaterdemon`: a water demon, who may grant a wish.
    pub fn dowaterdemon(&mut self) {
        let Some(i) = self.fountain_monster(PM_WATER_DEMON) else {
            self.pline("The fountain bubbles furiously for a moment, then calms.");
            return;
        };
        if self.u.has(Prop::Blinded) {
            self.pline("You feel the presence of evil.");
        } else {
            self.pline(format!("You unleash {}!", self.a_monnam(i)));
        }
        if self.rng.rnd(100) > 80 + self.level_difficulty() {
            self.pline("Grateful for his release, he grants you a wish!");
            let id = self.lev.monsters[i].m_id;
            self.mongone_id(id);
            self.makewish();
        }
    }

    /// `dowaternymph`: a water nymph comes.
    pub fn dowaternymph(&mut self) {
        match self.fountain_monster(PM_WATER_NYMPH) {
            Some(i) => {
                if self.u.has(Prop::Blinded) {
                    self.pline("You hear a seductive voice.");
                } else {
                    self.pline(format!("You attract {}!", self.a_monnam(i)));
                }
                self.lev.monsters[i].msleeping = false;
            }
            None if !self.u.has(Prop::Blinded) => self.pline("A large bubble rises to the surface and pops."),
            None => self.pline("You hear a loud pop."),
        }
    }

    /// `dogushforth`: water gushes out into pools around the fountain.
    pub fn dogushforth(&mut self, drinking: bool) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut made = 0;
        for x in ux - 7..=ux + 7 {
            for y in uy - 7..=uy + 7 {
                if !crate::world::level::isok(x, y) || (x + y) % 2 != 0 || (x, y) == (ux, uy) {
                    continue;
                }
                let distmin = (x - ux).abs().max((y - uy).abs());
                if !self.vis.couldsee(x, y)
                    || self.rng.rn2(1 + distmin) != 0
                    || self.lev.typ(x, y) != ROOM
                    || crate::monsters::makemon::boulder_at(&self.lev, x, y)
                    || self.nexttodoor(x, y)
                {
                    continue;
                }
                if let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y)) {
                    if matches!(self.lev.traps[ti].ttyp, ttyp::MAGIC_PORTAL | ttyp::VIBRATING_SQUARE) {
                        continue;
                    }
                    self.deltrap(ti);
                }
                if made == 0 {
                    self.pline("Water gushes forth from the overflowing fountain!");
                }
                made += 1;
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.typ = POOL;
                    l.flags = 0;
                }
                self.lev.engravings.retain(|e| (e.x, e.y) != (x, y));
                self.newsym(x, y);
            }
        }
        if made == 0 {
            self.pline(if drinking { "Your thirst is quenched." } else { "Water sprays all over you." });
        } else {
            self.vision_recalc();
        }
    }

    /// Whether a door is next to (x, y) (`nexttodoor`).
    fn nexttodoor(&self, x: i32, y: i32) -> bool {
        use oxhack_vm::terrain::{DOOR, SDOOR};
        (-1..=1).any(|dx| (-1..=1).any(|dy| matches!(self.lev.typ(x + dx, y + dy), DOOR | SDOOR)))
    }

    /// `dofindgem`: a gem in the sparkling waters.
    pub fn dofindgem(&mut self) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if self.u.has(Prop::Blinded) {
            self.pline("You feel a gem here!");
        } else {
            self.pline("You spot a gem in the sparkling waters!");
        }
        let span = (LUCKSTONE.0 - DILITHIUM_CRYSTAL.0) as i32;
        let otyp = oxhack_defs::Otyp(DILITHIUM_CRYSTAL.0 + self.rng.rn2(span) as u16);
        let gem = self.with_mk(|c| c.mksobj(otyp, false, false));
        self.lev.place_object(gem, ux, uy);
        if let Some(l) = self.lev.at_mut(ux, uy) {
            l.flags |= F_LOOTED;
        }
        self.newsym(ux, uy);
        self.exercise(A_WIS, true);
    }

    /// `dryup`: one time in three the fountain here dries up (in wizard
    /// mode, if the wizard agrees).
    pub fn dryup(&mut self, x: i32, y: i32) {
        if self.lev.typ(x, y) != FOUNTAIN || self.rng.rn2(3) != 0 {
            return;
        }
        if self.wizard && !self.yn("Dry up fountain?") {
            return;
        }
        self.fountain_gone(x, y);
        if self.vis.cansee(x, y) {
            self.pline("The fountain dries up!");
        }
    }
}
