//! The other scrolls (read.c, detect.c): scare monster, taming,
//! genocide, random level teleport, gold/trap/food detection, amnesia
//! (`forget`), fire, earth and stinking cloud.

use crate::game::Game;
use crate::objects::mkobj::G_GENOD;
use crate::world::display::{Glyph, capitalize};
use crate::world::obj::Obj;
use oxhack_defs::flags::{Geno, Mr};
use oxhack_defs::{OClass, Pm, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// The scroll of scare monster, read: monsters in view flee (or wake,
    /// confused or cursed).
    pub fn read_scare(&mut self, s: &Obj, confused: bool) -> bool {
        let mut ct = 0;
        for i in 0..self.lev.monsters.len() {
            let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
            if !self.vis.cansee(x, y) {
                continue;
            }
            if confused || s.cursed {
                let m = &mut self.lev.monsters[i];
                m.mflee = false;
                m.mfrozen = 0;
                m.msleeping = false;
                m.mcanmove = true;
            } else if !self.resist_wand(i) {
                self.lev.monsters[i].mflee = true;
            }
            if self.lev.monsters[i].mtame == 0 {
                ct += 1;
            }
        }
        let what = if confused || s.cursed { "sad wailing" } else { "maniacal laughter" };
        self.pline(format!("You hear {what} {}.", if ct == 0 { "in the distance" } else { "close by" }));
        false
    }

    /// The scroll of taming: adjacent monsters (within 5 squares when
    /// confused) become tame; cursed, they turn hostile.
    pub fn read_taming(&mut self, s: &Obj, confused: bool) -> bool {
        let r = if confused { 5 } else { 1 };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let ids: Vec<u32> = self
            .lev
            .monsters
            .iter()
            .filter(|m| (m.mx - ux).abs() <= r && (m.my - uy).abs() <= r)
            .map(|m| m.m_id)
            .collect();
        let mut results = 0;
        for id in &ids {
            let Some(i) = self.lev.monsters.iter().position(|m| m.m_id == *id) else { continue };
            if s.cursed {
                let m = &mut self.lev.monsters[i];
                if m.mpeaceful || m.mtame > 0 {
                    m.mpeaceful = false;
                    m.mtame = 0;
                    results -= 1;
                }
            } else if self.lev.monsters[i].mtame == 0 && !self.resist_wand(i) && self.tamedog(i) {
                results += 1;
            }
        }
        if results == 0 {
            self.pline(format!("Nothing interesting {}.", if ids.is_empty() { "happens" } else { "seems to happen" }));
            false
        } else {
            self.pline(format!("The neighborhood is {}friendlier.", if results < 0 { "un" } else { "" }));
            true
        }
    }

    /// The scroll of genocide: one species (a whole class when blessed);
    /// cursed, the species is created around the hero instead.
    pub fn read_genocide(&mut self, s: &Obj, confused: bool) -> bool {
        if !self.os.is_known(SCR_GENOCIDE) {
            self.pline("You have found a scroll of genocide!");
        }
        self.os.discover(SCR_GENOCIDE);
        let t = tables();
        if confused {
            // The hero's own kind.
            let pm = self.u.hero.role;
            self.genocide_species(&[pm], s.cursed);
            return true;
        }
        if s.blessed {
            for _ in 0..5 {
                let Some(line) = self.getlin("What class of monsters do you wish to genocide?") else { return true };
                let Some(c) = line.trim().bytes().next() else { continue };
                let pms: Vec<Pm> = (0..t.monsters.len())
                    .map(|k| Pm(k as u16))
                    .filter(|&p| {
                        let m = t.mon(p);
                        m.mlet.symbol() == c && m.geno.contains(Geno::GENO) && !m.geno.contains(Geno::UNIQ)
                    })
                    .collect();
                if pms.is_empty() {
                    self.pline("No such monster class exists.");
                    continue;
                }
                self.genocide_species(&pms, false);
                return true;
            }
            return true;
        }
        self.do_genocide(s.cursed);
        true
    }

    /// `do_genocide` of one species by name (a throne's "By thine
    /// Imperious order" and the uncursed scroll): five tries to name one;
    /// `cursed` makes them around the hero instead.
    pub fn do_genocide(&mut self, cursed: bool) {
        let t = tables();
        for _ in 0..5 {
            let Some(line) = self.getlin("What monster do you want to genocide? [type the name]") else { return };
            let line = line.trim().to_string();
            if line.is_empty() {
                continue;
            }
            let Some(pm) = crate::objects::wish::name_to_mon(t, &line) else {
                self.pline("Such creatures do not exist in this world.");
                continue;
            };
            if !t.mon(pm).geno.contains(Geno::GENO) {
                self.pline("A thunderous voice booms through the caverns:");
                self.pline("\"No, mortal!  That will not be done.\"");
                continue;
            }
            self.genocide_species(&[pm], cursed);
            return;
        }
    }

    /// Wipes out (or, `reverse`, creates) the given species.
    fn genocide_species(&mut self, pms: &[Pm], reverse: bool) {
        let t = tables();
        if reverse {
            let n = self.rng.rn1(3, 4);
            let mut made = 0;
            for _ in 0..n {
                made += self.create_critters(1, pms.first().copied());
            }
            if made > 0 {
                let name = t.mon(pms[0]).name.clone();
                self.pline(format!("Sent in some {}.", crate::objects::objnam::makeplural(&name)));
            }
            return;
        }
        let mut self_kill = false;
        for &pm in pms {
            if let Some(v) = self.og.mvitals.get_mut(pm.0 as usize) {
                v.mvflags |= G_GENOD;
            }
            if self.u.hero.role == pm || self.u.hero.race == pm {
                self_kill = true;
            }
            let mut i = 0;
            while i < self.lev.monsters.len() {
                if self.lev.monsters[i].mnum == pm {
                    let m = self.lev.monsters.remove(i);
                    self.newsym(m.mx, m.my);
                } else {
                    i += 1;
                }
            }
            self.pline(format!("Wiped out all {}.", crate::objects::objnam::makeplural(&t.mon(pm).name)));
        }
        if self_kill {
            self.pline("You feel dead inside.");
            self.u.uhp = 0;
            self.done_died("genocidal confusion");
        }
    }

    /// A confused or cursed scroll of teleportation: a random level of
    /// this dungeon (`random_teleport_level`).
    pub fn random_level_tele(&mut self) {
        if self.lev.flags.noteleport && !self.wizard {
            self.pline("You feel very disoriented for a moment.");
            return;
        }
        let cur = self.depth();
        let Some(dg) = self.dungeon(self.u.uz.dnum) else { return };
        let min = dg.depth_start;
        let max = (dg.depth_start + dg.num_dunlevs - 1).min(self.u.max_depth + 3).max(min);
        if max <= min {
            self.pline("You shudder for a moment.");
            return;
        }
        let mut nz = cur;
        while nz == cur {
            nz = self.rng.rn2(max - min + 1) + min;
        }
        self.level_tele_to_depth(nz);
    }

    /// Gold detection: gold on the floor and carried is remembered.
    pub fn gold_detect(&mut self) -> bool {
        let mut spots: Vec<(i32, i32)> =
            self.lev.objects.iter().filter(|f| f.obj.otyp == GOLD_PIECE).map(|f| (f.x, f.y)).collect();
        for m in &self.lev.monsters {
            if m.minvent.iter().any(|o| o.otyp == GOLD_PIECE) {
                spots.push((m.mx, m.my));
            }
        }
        if spots.is_empty() {
            self.pline("You feel materially poor.");
            return false;
        }
        for (x, y) in spots {
            self.mem.set(x, y, Glyph::Obj(GOLD_PIECE, None));
        }
        self.pline("You feel very greedy, and sense gold!");
        true
    }

    /// Trap detection (confused gold detection).
    pub fn trap_detect(&mut self) -> bool {
        if self.lev.traps.is_empty() {
            self.pline("Your toes stop itching.");
            return false;
        }
        for k in 0..self.lev.traps.len() {
            let tr = &mut self.lev.traps[k];
            tr.tseen = true;
            let (x, y, ty) = (tr.tx, tr.ty, tr.ttyp);
            self.mem.set(x, y, Glyph::Trap(ty));
        }
        self.pline("Your toes itch!");
        true
    }

    /// Food detection.
    pub fn food_detect(&mut self) -> bool {
        let t = tables();
        let found: Vec<(i32, i32, oxhack_defs::Otyp, Option<Pm>)> = self
            .lev
            .objects
            .iter()
            .filter(|f| t.obj(f.obj.otyp).class == OClass::Food)
            .map(|f| (f.x, f.y, f.obj.otyp, f.obj.corpsenm))
            .collect();
        if found.is_empty() {
            self.pline("Your nose twitches.");
            return false;
        }
        for (x, y, o, pm) in found {
            self.mem.set(x, y, Glyph::Obj(o, pm));
        }
        self.pline("Your nose tingles and you smell food.");
        true
    }

    /// `forget`: amnesia. The level's map memory (when `map`), some known
    /// spells (when `spells`), and a third of the discoveries go.
    pub fn forget(&mut self, spells: bool, map: bool) {
        if map {
            self.mem = crate::world::display::Memory::default();
            self.vision_recalc();
        }
        if spells && !self.u.spells.is_empty() {
            let n = self.rng.rnd(self.u.spells.len() as i32) as usize;
            let keep = self.u.spells.len().saturating_sub(n);
            self.u.spells.truncate(keep);
        }
        let disco = self.os.disco.clone();
        for otyp in disco {
            let i = otyp.0 as usize;
            if self.rng.rn2(3) == 0 && !self.os.pre_discovered.get(i).copied().unwrap_or(true) {
                if let Some(k) = self.os.name_known.get_mut(i) {
                    *k = false;
                }
                self.os.uname[i] = None;
                self.os.disco.retain(|&o| o != otyp);
            }
        }
    }

    /// The scroll of fire.
    pub fn read_fire(&mut self, s: &Obj, confused: bool) -> bool {
        if confused {
            if self.u.has(Prop::FireRes) {
                self.pline("Oh, look, what a pretty fire in your hands.");
            } else {
                self.pline("The scroll catches fire and you burn your hands.");
                self.losehp(1, "scroll of fire");
            }
            return false;
        }
        let cval = s.bcsign();
        let dam = ((2 * (self.rng.rn1(3, 3) + 2 * cval) + 1) / 3).max(1);
        self.pline("The scroll erupts in a tower of flame!");
        if self.u.has(Prop::FireRes) {
            self.pline("You are uninjured.");
        } else {
            self.losehp(dam, "scroll of fire");
        }
        self.explode_at_hero(dam, Mr::FIRE, "flames");
        true
    }

    /// Damage to monsters next to the hero from an explosion centered on
    /// them (`explode`, simplified).
    fn explode_at_hero(&mut self, dam: i32, res: Mr, what: &str) {
        let t = tables();
        let (ux, uy) = (self.u.ux, self.u.uy);
        let ids: Vec<u32> = self
            .lev
            .monsters
            .iter()
            .filter(|m| (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1)
            .map(|m| m.m_id)
            .collect();
        for id in ids {
            let Some(i) = self.lev.monsters.iter().position(|m| m.m_id == id) else { continue };
            if t.mon(self.lev.monsters[i].mnum).mresists.contains(res) {
                continue;
            }
            let name = capitalize(&self.mon_nam(i));
            self.pline(format!("{name} is caught in the {what}!"));
            self.wakeup(i, true);
            self.damage_monster(i, dam, true);
        }
    }

    /// The scroll of earth: boulders drop around the hero (and on them
    /// unless blessed; only on them when cursed).
    pub fn read_earth(&mut self, s: &Obj, confused: bool) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        self.pline(format!("The ceiling rumbles {} you!", if s.blessed { "around" } else { "above" }));
        // New boulders in Sokoban cost Luck.
        self.sokoban_guilt();
        if !s.cursed {
            for dx in -1..=1 {
                for dy in -1..=1 {
                    if dx == 0 && dy == 0 {
                        continue;
                    }
                    let (x, y) = (ux + dx, uy + dy);
                    if crate::world::level::isok(x, y)
                        && crate::world::level::zap_pos(self.lev.typ(x, y))
                        && !self.closed_door(x, y)
                    {
                        self.drop_boulder_on(x, y, confused);
                    }
                }
            }
        }
        if !s.blessed {
            self.drop_boulder_on(ux, uy, confused);
        }
        self.vision_recalc();
        true
    }

    fn drop_boulder_on(&mut self, x: i32, y: i32, confused: bool) {
        let otyp = if confused { ROCK } else { BOULDER };
        let mut o = self.with_mk(|c| c.mksobj(otyp, false, false));
        if confused {
            o.quan = i64::from(self.rng.rn1(5, 2));
        }
        if x == self.u.ux && y == self.u.uy {
            let helmet = self.u.worn(crate::world::obj::Worn::ARMH).is_some();
            self.pline(format!("You are hit by {}!", if confused { "rocks" } else { "a boulder" }));
            let mut dmg = self.rng.rnd(if confused { 2 } else { 20 });
            if helmet {
                self.pline("Fortunately, you are wearing a hard hat.");
                dmg = dmg.min(2);
            }
            self.losehp(dmg, "scroll of earth");
        } else if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
            let dmg = self.rng.rnd(if confused { 2 } else { 20 });
            let name = capitalize(&self.mon_nam(i));
            self.pline(format!("{name} is hit by {}!", if confused { "rocks" } else { "a boulder" }));
            self.wakeup(i, true);
            self.damage_monster(i, dmg, true);
        }
        self.lev.place_object(o, x, y);
        self.newsym(x, y);
    }

    /// The scroll of stinking cloud (simplified: one burst of poison gas
    /// around a spot the hero picks).
    pub fn read_stinking_cloud(&mut self, s: &Obj) -> bool {
        let here = crate::world::level::Coord::new(self.u.ux, self.u.uy);
        self.pline("Where do you want to center the cloud?");
        let c = self.getpos(here, "the desired position").unwrap_or(here);
        let r = 3 + s.bcsign();
        let dmg_die = (8 + 4 * s.bcsign()).max(1);
        if (c.x - self.u.ux).pow(2) + (c.y - self.u.uy).pow(2) >= 32 || !self.vis.cansee(c.x, c.y) {
            self.pline("You smell rotten eggs.");
            return false;
        }
        self.pline("A cloud of noxious gas billows out.");
        let t = tables();
        let ids: Vec<u32> = self
            .lev
            .monsters
            .iter()
            .filter(|m| (m.mx - c.x).pow(2) + (m.my - c.y).pow(2) <= r * r)
            .map(|m| m.m_id)
            .collect();
        for id in ids {
            let Some(i) = self.lev.monsters.iter().position(|m| m.m_id == id) else { continue };
            if t.mon(self.lev.monsters[i].mnum).mresists.contains(Mr::POISON) {
                continue;
            }
            let dmg = self.rng.rnd(dmg_die) + 5;
            let name = capitalize(&self.mon_nam(i));
            self.pline(format!("{name} coughs!"));
            self.wakeup(i, true);
            self.damage_monster(i, dmg, true);
        }
        if (self.u.ux - c.x).pow(2) + (self.u.uy - c.y).pow(2) <= r * r && !self.u.has(Prop::PoisonRes) {
            self.pline("You cough!");
            let dmg = self.rng.rnd(dmg_die) + 5;
            self.losehp(dmg, "gas cloud");
        }
        true
    }
}
