//! Temple priests and the hero (priest.c): the greeting and feeling on
//! entering a temple (`intemple`), talking and donating (`priest_talk`),
//! a god striking back for its servant (`ghod_hitsu`), a priest turned
//! against the hero (`angry_priest`), and how priests tend their temples
//! (`pri_move`, `move_special`). Which temple the hero stands in and
//! whether it is a sanctuary are asked in `monsters::priest`.

use crate::game::Game;
use crate::monsters::priest::{ALGN_PIOUS, ALGN_SINNED, amask2align, temple_occupied};
use crate::world::level::{AM_MASK, ROOMOFFSET, in_rooms, rtype};
use crate::world::monst::{EMin, MExtra, Monst};
use crate::world::you::{A_WIS, FROMOUTSIDE, INTRINSIC};
use dgn_comp::roles::LevelRole;
use oxhack_defs::{Align, Prop};
use oxhack_tables::ids;

/// What a cranky priest says when spoken to out of its temple.
const CRANKY_MSG: [&str; 3] = [
    "Thou wouldst have words, eh?  I'll give thee a word or two!",
    "Talk?  Here is what I have to say!",
    "Pilgrim, I would speak no longer with thee.",
];

impl Game {
    /// `intemple`: the hero has just entered temple room `roomno`: a
    /// tended temple's priest intones and greets ("Pilgrim, you enter a
    /// sacred place!"), and the hero feels forbidding or at peace; an
    /// untended one gives an eerie feeling and sometimes a ghost.
    pub fn intemple(&mut self, roomno: u8) {
        if temple_occupied(&self.lev, &self.u.urooms0).is_some() {
            return;
        }
        let Some(pi) = self.findpriest(roomno) else {
            self.untended_temple();
            return;
        };
        let moves = self.moves;
        let p = &self.lev.monsters[pi];
        let shrined = self.has_shrine(p);
        let is_sanctum = crate::world::dungeon::role_level(&self.layout, LevelRole::Sanctum) == Some(self.u.uz);
        let sanctum =
            p.mnum == ids::PM_HIGH_PRIEST && (is_sanctum || crate::world::dungeon::in_endgame(&self.layout, self.u.uz));
        let can_speak = p.mcanmove && !p.msleeping;
        let intone_time = p.epri().map_or(0, |e| e.intone_time);
        if can_speak && !self.deaf() && moves >= intone_time {
            let who = if !self.canspotmon(p) {
                "A nearby voice".to_string()
            } else if sanctum && !self.u.has(Prop::Halluc) {
                // Neither the altar's owner nor Moloch is named here.
                if p.female { "The high priestess" } else { "The high priest" }.to_string()
            } else {
                self.monnam_cap(pi)
            };
            self.pline(format!("{who} intones:"));
            let t = moves + self.rng.d(10, 500) as i64;
            if let Some(e) = self.lev.monsters[pi].epri_mut() {
                e.intone_time = t;
                e.enter_time = 0;
            }
        }
        let mut msgs: Vec<String> = Vec::new();
        let p = &self.lev.monsters[pi];
        if sanctum && is_sanctum {
            if p.mpeaceful {
                msgs.push("Infidel, you have entered Moloch's Sanctum!".into());
                msgs.push("Be gone!".into());
                self.lev.monsters[pi].mpeaceful = false;
                self.set_malign_of(pi);
            } else {
                msgs.push("You desecrate this place by your presence!".into());
            }
        } else if moves >= p.epri().map_or(0, |e| e.enter_time) {
            msgs.push(format!("Pilgrim, you enter a {} place!", if shrined { "sacred" } else { "desecrated" }));
        }
        if !msgs.is_empty() && can_speak && !self.deaf() {
            for m in &msgs {
                self.verbalize(m);
            }
            let t = moves + self.rng.d(10, 100) as i64;
            if let Some(e) = self.lev.monsters[pi].epri_mut() {
                e.enter_time = t;
            }
        }
        if !sanctum {
            self.temple_feeling(pi, shrined);
        }
    }

    /// The "forbidding feeling" or "sense of peace" on entering a tended
    /// temple, at most once in a while unless the feeling has switched.
    fn temple_feeling(&mut self, pi: usize, shrined: bool) {
        let p = &self.lev.monsters[pi];
        let coaligned = self.p_coaligned(p);
        let forbidding = !shrined || !coaligned || self.u.ualign.record <= ALGN_SINNED;
        let msg = if forbidding {
            let strange = if !shrined || !coaligned { "" } else { " strange" };
            format!("You have a{strange} forbidding feeling...")
        } else {
            let a = if self.u.ualign.record >= ALGN_PIOUS { "a" } else { "an unusual" };
            format!("You experience {a} sense of peace.")
        };
        let Some(e) = p.epri() else { return };
        let (this, other) =
            if forbidding { (e.hostile_time, e.peaceful_time) } else { (e.peaceful_time, e.hostile_time) };
        if self.moves >= this || other >= this {
            self.pline(msg);
            let this = self.moves + self.rng.d(10, 20) as i64;
            let mut other = other;
            if this <= other {
                other = this - 1;
            }
            if let Some(e) = self.lev.monsters[pi].epri_mut() {
                if forbidding {
                    (e.hostile_time, e.peaceful_time) = (this, other);
                } else {
                    (e.peaceful_time, e.hostile_time) = (this, other);
                }
            }
        }
    }

    /// An untended temple: an eerie feeling, and one time in five a
    /// ghost that frightens the hero stiff.
    fn untended_temple(&mut self) {
        match self.rng.rn2(4) {
            0 => self.pline("You have an eerie feeling..."),
            1 => self.pline("You feel like you are being watched."),
            2 => self.pline("A shiver runs down your spine."),
            _ => {}
        }
        if self.rng.rn2(5) != 0 {
            return;
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        let made =
            self.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_GHOST), ux, uy, crate::monsters::makemon::NO_MM_FLAGS));
        let Some(gi) = made else { return };
        let born = self.og.mvitals.get(ids::PM_GHOST.0 as usize).map_or(0, |v| v.born as i32);
        if self.canspotmon(&self.lev.monsters[gi]) {
            let big = if born < 5 { "n enormous" } else { "" };
            let end = if born < 10 { '!' } else { '.' };
            self.pline(format!("A{big} ghost appears next to you{end}"));
        } else {
            self.pline("You sense a presence close by!");
        }
        self.lev.monsters[gi].mpeaceful = false;
        self.set_malign_of(gi);
        let (x, y) = (self.lev.monsters[gi].mx, self.lev.monsters[gi].my);
        self.newsym(x, y);
        if self.opts.verbose {
            self.pline("You are frightened to death, and unable to move.");
        }
        self.nomul();
        self.u.multi = -3;
        self.u.multi_reason = Some("You regain your composure.".into());
    }

    /// `set_malign` for monster `i` of this level.
    pub fn set_malign_of(&mut self, i: usize) {
        self.with_mon(|c, lev| {
            if let Some(m) = lev.monsters.get_mut(i) {
                c.set_malign(m);
            }
        });
    }

    /// `forget_temple_entry`: the priests of a level the hero leaves
    /// forget when they last greeted the hero, so a return is greeted
    /// afresh.
    pub fn forget_temple_entry(lev: &mut crate::world::level::Level) {
        for m in &mut lev.monsters {
            if let Some(e) = m.epri_mut() {
                e.intone_time = 0;
                e.enter_time = 0;
                e.peaceful_time = 0;
                e.hostile_time = 0;
            }
        }
    }

    /// `priest_talk`: `#chat` with a priest. Out of its temple, angry,
    /// or roused from sleep it turns on the hero; in a desecrated temple
    /// it sends the hero away; a penniless hero may get two bits for an
    /// ale; otherwise it asks for a contribution, and what is given
    /// decides the blessing: clairvoyance from 200 per level (when it is
    /// at least half the hero's gold), protection from 400 per level,
    /// alignment from 600 per level.
    pub fn priest_talk(&mut self, i: usize) {
        let Some(p) = self.lev.monsters.get(i) else { return };
        let coaligned = self.p_coaligned(p);
        let strayed = self.u.ualign.record < 0;
        self.u.conduct.gnostic += 1;
        if p.mflee || (!p.ispriest() && coaligned && strayed) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} doesn't want anything to do with you!"));
            self.lev.monsters[i].mpeaceful = false;
            return;
        }
        if !self.inhistemple(p) || !p.mpeaceful || !p.mcanmove || p.msleeping {
            if !p.mcanmove || p.msleeping {
                let name = self.monnam_cap(i);
                let his = if p.female { "her" } else { "his" };
                self.pline(format!("{name} breaks out of {his} reverie!"));
                let m = &mut self.lev.monsters[i];
                m.mfrozen = 0;
                m.msleeping = false;
                m.mcanmove = true;
            }
            self.lev.monsters[i].mpeaceful = false;
            let k = self.rng.rn2(3) as usize;
            self.verbalize(CRANKY_MSG[k]);
            return;
        }
        let p = &self.lev.monsters[i];
        let in_temple = !in_rooms(&self.lev, p.mx, p.my, rtype::TEMPLE).is_empty();
        if p.mpeaceful && in_temple && !self.has_shrine(p) {
            self.verbalize("Begone!  Thou desecratest this holy place with thy presence.");
            self.lev.monsters[i].mpeaceful = false;
            return;
        }
        if self.u.ugold == 0 {
            let name = self.monnam_cap(i);
            if coaligned && !strayed {
                let pmoney = self.mon_money(i);
                if pmoney > 0 {
                    let bits = if pmoney == 1 { "one bit" } else { "two bits" };
                    self.pline(format!("{name} gives you {bits} for an ale."));
                    self.money2u(i, if pmoney > 1 { 2 } else { 1 });
                } else {
                    self.pline(format!("{name} preaches the virtues of poverty."));
                }
                self.exercise(A_WIS, true);
            } else {
                self.pline(format!("{name} is not interested."));
            }
            return;
        }
        let name = self.monnam_cap(i);
        self.pline(format!("{name} asks you for a contribution for the temple."));
        let offer = self.bribe(i);
        self.donation(offer, coaligned, strayed);
    }

    /// What a donation of `offer` brings (the second half of
    /// `priest_talk`), the hero's gold already reduced by it.
    fn donation(&mut self, offer: i64, coaligned: bool, strayed: bool) {
        let ulevel = self.u.hero.ulevel as i64;
        let left = self.u.ugold;
        if offer == 0 {
            self.verbalize("Thou shalt regret thine action!");
            if coaligned {
                self.adjalign(-1);
            }
        } else if offer < ulevel * 200 {
            if left > offer * 2 {
                self.verbalize("Cheapskate.");
            } else {
                self.verbalize("I thank thee for thy contribution.");
                self.exercise(A_WIS, true);
            }
        } else if offer < ulevel * 400 {
            self.verbalize("Thou art indeed a pious individual.");
            if left < offer * 2 {
                if coaligned && self.u.ualign.record <= ALGN_SINNED {
                    self.adjalign(1);
                }
                self.verbalize("I bestow upon thee a blessing.");
                let t = self.rng.rn1(500, 500) as u32;
                self.u.incr_timeout(Prop::Clairvoyant, t);
            }
        } else if offer < ulevel * 600 && self.protection_purchasable() {
            self.verbalize("Thou hast been rewarded for thy devotion.");
            if self.u.prop(Prop::Protection).intrinsic & INTRINSIC == 0 {
                self.u.prop_mut(Prop::Protection).intrinsic |= FROMOUTSIDE;
                if self.u.ublessed == 0 {
                    self.u.ublessed = self.rng.rn1(3, 2);
                }
            } else {
                self.u.ublessed += 1;
            }
        } else {
            self.verbalize("Thy selfless generosity is deeply appreciated.");
            if left < offer * 2 && coaligned {
                if strayed && self.moves - self.u.ucleansed > 5000 {
                    self.u.ualign.record = 0;
                    self.env.ualign_record = 0;
                    self.u.ucleansed = self.moves;
                } else {
                    self.adjalign(2);
                }
            }
        }
    }

    /// Whether a donation in the protection band buys protection: always
    /// without intrinsic protection, else while `u.ublessed` is below 20,
    /// surely below 9 and with falling odds above.
    fn protection_purchasable(&mut self) -> bool {
        if self.u.prop(Prop::Protection).intrinsic & INTRINSIC == 0 {
            return true;
        }
        let b = self.u.ublessed;
        b < 20 && (b < 9 || self.rng.rn2(b) == 0)
    }

    /// `ghod_hitsu`: the god of the temple the hero stands in strikes at
    /// the hero with lightning for attacking its priest, from the altar
    /// or from a wall in line with the hero.
    pub fn ghod_hitsu(&mut self, p: &Monst) {
        let Some(roomno) = temple_occupied(&self.lev, &self.u.urooms) else { return };
        if !self.has_shrine(p) {
            return;
        }
        let Some(e) = p.epri() else { return };
        let (ax, ay) = (e.shrpos.x, e.shrpos.y);
        let Some(troom) = crate::world::level::RoomId::from_roomno(roomno).and_then(|r| self.lev.room(r)).cloned()
        else {
            return;
        };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let (mut x, mut y) = (ax, ay);
        if (ux == x && uy == y) || self.linedup(ux, uy, x, y, 1).is_none() {
            if self.lev.typ(ux, uy) == oxhack_vm::terrain::DOOR {
                if ux == troom.lx - 1 {
                    (x, y) = (troom.hx, uy);
                } else if ux == troom.hx + 1 {
                    (x, y) = (troom.lx, uy);
                } else if uy == troom.ly - 1 {
                    (x, y) = (ux, troom.hy);
                } else if uy == troom.hy + 1 {
                    (x, y) = (ux, troom.ly);
                }
            } else {
                (x, y) = match self.rng.rn2(4) {
                    0 => (ux, troom.ly),
                    1 => (ux, troom.hy),
                    2 => (troom.lx, uy),
                    _ => (troom.hx, uy),
                };
            }
            if self.linedup(ux, uy, x, y, 1).is_none() {
                return;
            }
        }
        let god = self.align_gname(
            Align::from_value(amask2align(self.lev.at(ax, ay).altarmask() & AM_MASK)).unwrap_or(Align::None),
        );
        match self.rng.rn2(3) {
            0 => self.pline(format!("{god} roars in anger:  \"Thou shalt suffer!\"")),
            1 => self.pline(format!("{god}'s voice booms:  \"How darest thou harm my servant!\"")),
            _ => self.pline(format!("{god} roars:  \"Thou dost profane my shrine!\"")),
        }
        let (dx, dy) = ((ux - x).signum(), (uy - y).signum());
        self.buzz_lightning(6, x, y, dx, dy);
        self.exercise(A_WIS, false);
    }

    /// After the hero hit temple priest `priest` (as it was before the
    /// blow): one time in two its god strikes back.
    pub fn priest_hit(&mut self, priest: Option<&Monst>) {
        if let Some(p) = priest
            && self.rng.rn2(2) == 0
        {
            self.ghod_hitsu(p);
        }
    }

    /// `angry_priest`: the priest of the temple the hero stands in turns
    /// hostile; when its altar is gone or converted it roams free as a
    /// minion of its god.
    pub fn angry_priest(&mut self) {
        let Some(roomno) = temple_occupied(&self.lev, &self.u.urooms) else { return };
        let Some(i) = self.findpriest(roomno) else { return };
        self.lev.monsters[i].msleeping = false;
        self.setmangry(i, false);
        let Some(e) = self.lev.monsters[i].epri().cloned() else { return };
        let rm = self.lev.at(e.shrpos.x, e.shrpos.y);
        if rm.typ != oxhack_vm::terrain::ALTAR || amask2align(rm.altarmask() & AM_MASK) != e.shralign {
            let m = &mut self.lev.monsters[i];
            m.mextra = Some(MExtra::Minion(EMin { min_align: e.shralign, renegade: false }));
        }
    }

    /// `pri_move`: a priest in its temple mills about the altar, avoiding
    /// the hero's line when peaceful; an angry one attacks when next to
    /// the hero and chases the hero inside the temple. Returns 1 moved,
    /// 0 did not, -1 let ordinary movement do it, -2 died.
    pub fn pri_move(&mut self, i: usize) -> i32 {
        let Some(p) = self.lev.monsters.get(i) else { return -2 };
        let (omx, omy) = (p.mx, p.my);
        if !self.histemple_at(p, omx, omy) {
            return -1;
        }
        let Some(e) = p.epri() else { return -1 };
        let temple = (e.shroom + ROOMOFFSET as usize) as u8;
        let (mut gx, mut gy) = (e.shrpos.x, e.shrpos.y);
        gx += self.rng.rn1(3, -1);
        gy += self.rng.rn1(3, -1);
        let mut avoid = true;
        let p = &self.lev.monsters[i];
        let conflict = self.u.has(Prop::Conflict);
        if !p.mpeaceful || conflict {
            if crate::monsters::monmove::monnear(omx, omy, self.u.ux, self.u.uy) {
                if self.u.has(Prop::Displaced) {
                    let name = self.mon_nam(i);
                    self.pline(format!("Your displaced image doesn't fool {name}!"));
                }
                self.mattacku(i);
                return 0;
            } else if self.u.urooms.contains(&temple) {
                if p.mcansee && self.m_canseeu(p) {
                    (gx, gy) = (self.u.ux, self.u.uy);
                }
                avoid = false;
            }
        } else if self.u.has(Prop::Invis) {
            avoid = false;
        }
        self.move_special(i, false, 1, false, avoid, omx, omy, gx, gy)
    }

    /// `move_special`: a priest's (or shopkeeper's) step toward (gx, gy)
    /// (`appr` 1) or at random (0) over room floor, keeping out of the
    /// hero's lines when `avoid`. Returns 1 moved, 0 did not.
    #[allow(clippy::too_many_arguments)]
    pub fn move_special(
        &mut self,
        i: usize,
        in_his_shop: bool,
        appr: i32,
        uondoor: bool,
        avoid: bool,
        omx: i32,
        omy: i32,
        gx: i32,
        gy: i32,
    ) -> i32 {
        if omx == gx && omy == gy {
            return 0;
        }
        let Some(m) = self.lev.monsters.get(i) else { return 0 };
        let (mut appr, mut avoid) = (appr, avoid);
        if m.mconf {
            avoid = false;
            appr = 0;
        }
        let isshk = m.isshk();
        let following = matches!(&m.mextra, Some(MExtra::Shk(s)) if s.following);
        let cands = self.mfndpos(i, false);
        let notonl = |g: &Game, x: i32, y: i32| online2(x, y, g.u.ux, g.u.uy);
        if isshk && avoid && uondoor && cands.iter().all(|&(x, y)| notonl(self, x, y)) {
            avoid = false;
        }
        let gdist = |x: i32, y: i32| (x - gx).pow(2) + (y - gy).pow(2);
        let (mut nix, mut niy) = (omx, omy);
        loop {
            let mut chcnt = 0;
            for &(nx, ny) in &cands {
                let floor = crate::world::level::is_room(self.lev.typ(nx, ny));
                if floor || (isshk && (!in_his_shop || following)) {
                    if avoid && notonl(self, nx, ny) {
                        continue;
                    }
                    let take = if appr == 0 {
                        chcnt += 1;
                        self.rng.rn2(chcnt) == 0
                    } else {
                        gdist(nx, ny) < gdist(nix, niy)
                    };
                    if take {
                        (nix, niy) = (nx, ny);
                    }
                }
            }
            if self.lev.monsters[i].ispriest() && avoid && nix == omx && niy == omy && notonl(self, omx, omy) {
                // Lined up anyway: it may as well come closer.
                avoid = false;
                continue;
            }
            break;
        }
        if (nix, niy) != (omx, omy) {
            if self.lev.monster_at(nix, niy).is_some() {
                return 0;
            }
            let m = &mut self.lev.monsters[i];
            m.mx = nix;
            m.my = niy;
            self.newsym(omx, omy);
            self.newsym(nix, niy);
            return 1;
        }
        0
    }

    /// `m_canseeu`: the monster could see the hero from where it is
    /// (the hero not invisible to it).
    pub fn m_canseeu(&self, m: &crate::world::monst::Monst) -> bool {
        (!self.u.has(Prop::Invis) || crate::monsters::monmove::perceives(oxhack_tables::tables(), m.mnum))
            && self.vis.couldsee(m.mx, m.my)
    }
}

/// `online2`: (x0, y0) and (x1, y1) are on one row, column or diagonal.
pub fn online2(x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
    let (dx, dy) = (x0 - x1, y0 - y1);
    dx == 0 || dy == 0 || dx.abs() == dy.abs()
}
