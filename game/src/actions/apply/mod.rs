//! Applying tools (apply.c): `a` (`doapply`) and the common tools —
//! lamps and candles, whistles, mirrors, the stethoscope, towels and
//! blindfolds, the unicorn horn, horns, bells, drums, figurines, bags of
//! tricks. Containers and locks are in [`container`], pick-axes in
//! [`dig`].

pub mod container;
pub mod dig;
pub mod invoke;
pub mod jump;
pub mod rub;
pub mod tip;

use crate::game::Game;
use crate::world::display::capitalize;
use crate::world::obj::Worn;
use crate::world::you::A_MAX;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// `a`: apply a tool (or a wielded pick).
    pub fn doapply(&mut self) -> bool {
        let t = tables();
        let Some(i) = self.getobj("use or apply", &|_, o| {
            let c = t.obj(o.otyp).class;
            c == OClass::Tool || crate::world::obj::types::is_pick(t, o.otyp)
        }) else {
            return false;
        };
        let otyp = self.u.invent[i].otyp;
        match otyp {
            LOCK_PICK | CREDIT_CARD | SKELETON_KEY => self.pick_lock(i),
            LARGE_BOX | CHEST | ICE_BOX | SACK | OILSKIN_SACK | BAG_OF_HOLDING => {
                self.use_container(container::Where::Invent(i))
            }
            BAG_OF_TRICKS => self.bagotricks(i),
            OIL_LAMP | MAGIC_LAMP | BRASS_LANTERN => self.use_lamp(i),
            TALLOW_CANDLE | WAX_CANDLE => self.use_candle(i),
            CANDELABRUM_OF_INVOCATION => self.use_candelabrum(i),
            BELL_OF_OPENING => self.use_bell_of_opening(i),
            _ if crate::world::obj::types::is_pick(t, otyp) => self.use_pick_axe(i),
            TIN_WHISTLE => {
                let shrill = self.u.invent[i].cursed;
                self.pline(format!("You produce a {} whistling sound.", if shrill { "shrill" } else { "high" }));
                let r = self.u.ulevel() * 20;
                self.wake_nearby(r);
                // A cursed whistle calls a vault's guard at once.
                if shrill {
                    self.vault_summon_gd();
                }
                true
            }
            MAGIC_WHISTLE => self.use_magic_whistle(i),
            MIRROR => self.use_mirror(i),
            STETHOSCOPE => self.use_stethoscope(),
            TOWEL => self.use_towel(i),
            BLINDFOLD | LENSES => self.toggle_blindfold(i),
            UNICORN_HORN => self.use_unihorn(i),
            _ if crate::actions::music::is_instrument(otyp) => self.do_play_instrument(i),
            HORN_OF_PLENTY => self.use_horn_of_plenty(i),
            BELL => {
                let name = self.the_tool(i);
                self.pline(format!("You ring {name}."));
                self.wake_nearby(self.u.ulevel() * 20);
                true
            }
            FIGURINE => self.use_figurine(i),
            TINNING_KIT | CAN_OF_GREASE | MAGIC_MARKER => {
                let name = self.the_tool(i);
                self.pline(format!("You can't use {name} yet."));
                false
            }
            CRYSTAL_BALL => {
                self.pline("You may look into the crystal ball, but you see only swirling mist.");
                true
            }
            _ => {
                self.pline("Sorry, I don't know how to use that.");
                false
            }
        }
    }

    fn the_tool(&self, i: usize) -> String {
        let nc = self.name_ctx();
        crate::objects::objnam::the(&crate::objects::objnam::xname(&nc, &self.u.invent[i]))
    }

    /// Loud noise: wakes monsters within `dist2` and frightens them
    /// (`awaken_monsters`), for the instruments.
    pub fn scare_nearby_pub(&mut self, dist2: i32) {
        self.scare_nearby(dist2);
    }

    /// A frost or fire horn's ray (music.c), charges permitting.
    pub fn apply_magic_horn(&mut self, i: usize) -> bool {
        self.use_magic_horn(i)
    }

    /// Loud noise: wakes monsters within `dist2` and frightens them.
    fn scare_nearby(&mut self, dist2: i32) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        self.wake_nearby(dist2);
        for k in 0..self.lev.monsters.len() {
            let m = &self.lev.monsters[k];
            let d = (m.mx - ux).pow(2) + (m.my - uy).pow(2);
            if d < dist2 / 3 && m.mtame == 0 && !self.resist_wand(k) {
                self.lev.monsters[k].mflee = true;
            }
        }
    }

    /// Lamps, lanterns and candles: light or snuff.
    fn use_lamp(&mut self, i: usize) -> bool {
        let o = &self.u.invent[i];
        let name = self.the_tool(i);
        let lantern = o.otyp == BRASS_LANTERN;
        let candle = matches!(o.otyp, TALLOW_CANDLE | WAX_CANDLE);
        if o.lamplit {
            self.u.invent[i].lamplit = false;
            if candle {
                self.pline(format!("{}'s flame dies.", capitalize(&name)));
            } else {
                self.pline(format!("{} is now off.", capitalize(&name)));
            }
            return true;
        }
        // Lamps and lanterns keep their fuel in `age` (mksobj's rn1(500, 1000)).
        if (o.otyp == OIL_LAMP || lantern) && o.age <= 0 {
            self.pline(if lantern { "Your lamp has run out of power." } else { "This lamp has no oil." });
            return false;
        }
        if o.otyp == MAGIC_LAMP && o.spe == 0 && o.cursed {
            self.pline("This lamp has no oil.");
            return false;
        }
        if o.cursed && !candle && self.rng.rn2(2) == 0 {
            self.pline(format!("{} flickers for a moment, then dies.", capitalize(&name)));
            return true;
        }
        self.u.invent[i].lamplit = true;
        if candle {
            self.pline(format!("{}'s flame burns brightly!", capitalize(&name)));
        } else {
            self.pline(format!("{} is now on.", capitalize(&name)));
        }
        true
    }

    /// The magic whistle: pets on the level come next to the hero.
    fn use_magic_whistle(&mut self, i: usize) -> bool {
        if self.u.invent[i].cursed && self.rng.rn2(2) == 0 {
            self.pline("You produce a high-pitched humming noise.");
            self.wake_nearby(self.u.ulevel() * 20);
            return true;
        }
        self.pline("You produce a strange whistling sound.");
        let (ux, uy) = (self.u.ux, self.u.uy);
        let pets: Vec<u32> = self.lev.monsters.iter().filter(|m| m.mtame > 0).map(|m| m.m_id).collect();
        let mut moved = 0;
        for id in pets {
            let Some(k) = self.lev.monsters.iter().position(|m| m.m_id == id) else { continue };
            let (ox, oy, pm) = (self.lev.monsters[k].mx, self.lev.monsters[k].my, self.lev.monsters[k].mnum);
            if (ox - ux).abs() <= 1 && (oy - uy).abs() <= 1 {
                continue;
            }
            if let Some(c) = self.enexto_free(ux, uy, pm) {
                let m = &mut self.lev.monsters[k];
                m.mx = c.x;
                m.my = c.y;
                self.newsym(ox, oy);
                self.newsym(c.x, c.y);
                moved += 1;
            }
        }
        if moved > 0 {
            self.os.discover(MAGIC_WHISTLE);
        }
        true
    }

    /// The mirror: look at yourself, or frighten a monster.
    fn use_mirror(&mut self, i: usize) -> bool {
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        if self.u.invent[i].cursed && self.rng.rn2(2) == 0 {
            self.pline("The mirror fogs up and doesn't reflect!");
            return true;
        }
        if dz != 0 || (dx == 0 && dy == 0) {
            if self.u.has(Prop::Blinded) {
                self.pline("You can't see your face in the mirror.");
            } else if self.u.has(Prop::Halluc) {
                self.pline("Yow!  The mirror stares back!");
            } else {
                let look = if self.u.acurr(crate::world::you::A_CHA) > 14 { "beautiful" } else { "ugly" };
                self.pline(format!("You look as {look} as ever."));
            }
            return true;
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        let Some(k) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) else {
            self.pline("You reflect the empty space.");
            return true;
        };
        let t = tables();
        let pm = self.lev.monsters[k].mnum;
        let name = capitalize(&self.mon_nam(k));
        let m = &self.lev.monsters[k];
        if !m.mcansee || m.msleeping || !m.mcanmove {
            self.pline(format!("{name} can't see anything right now."));
        } else if crate::monsters::makemon::mindless(t, pm) || self.rng.rn2(5) == 0 {
            self.pline(format!("{name} ignores your reflection."));
        } else {
            self.pline(format!("{name} is frightened by its reflection."));
            self.lev.monsters[k].mflee = true;
        }
        true
    }

    /// The stethoscope: a monster's (or the hero's) condition. Free.
    fn use_stethoscope(&mut self) -> bool {
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        if dz != 0 || (dx == 0 && dy == 0) {
            self.pline(format!(
                "You determine that you have {} hit point{} left of {}.",
                self.u.uhp,
                if self.u.uhp == 1 { "" } else { "s" },
                self.u.uhpmax
            ));
            return false;
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if let Some(k) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
            let m = &self.lev.monsters[k];
            let t = tables();
            let line = format!(
                "Status of {}: Level {}  HP {}({})  AC {}{}{}.",
                self.mon_nam(k),
                m.m_lev,
                m.mhp,
                m.mhpmax,
                t.mon(m.mnum).ac,
                if m.mtame > 0 {
                    ", tame"
                } else if m.mpeaceful {
                    ", peaceful"
                } else {
                    ""
                },
                if m.msleeping { ", asleep" } else { "" }
            );
            self.pline(line);
            return false;
        }
        let typ = self.lev.typ(x, y);
        if typ == oxhack_vm::terrain::SDOOR || typ == oxhack_vm::terrain::SCORR {
            self.pline("You hear a hollow sound.  This must be a secret passage!");
            let new =
                if typ == oxhack_vm::terrain::SDOOR { oxhack_vm::terrain::DOOR } else { oxhack_vm::terrain::CORR };
            self.lev.set_typ(x, y, new);
            if new == oxhack_vm::terrain::DOOR
                && let Some(l) = self.lev.at_mut(x, y)
            {
                l.set_doormask(crate::world::level::D_CLOSED);
            }
            self.newsym(x, y);
            return false;
        }
        self.pline("You hear nothing special.");
        false
    }

    /// The towel: wipes slippery hands.
    fn use_towel(&mut self, i: usize) -> bool {
        if self.u.invent[i].cursed && self.rng.rn2(3) == 0 {
            self.pline("Your hands get slimy.");
            let n = self.rng.rn1(10, 3);
            self.u.incr_timeout(Prop::Glib, n as u32);
            return true;
        }
        if self.u.has(Prop::Glib) {
            self.u.set_timeout(Prop::Glib, 0);
            self.pline("You wipe off your hands.");
            return true;
        }
        self.pline("Your face is already clean.");
        false
    }

    /// Blindfolds and lenses: put on or take off (`Blindf_on`/`off`).
    fn toggle_blindfold(&mut self, i: usize) -> bool {
        let blinds = self.u.invent[i].otyp != LENSES;
        if self.u.invent[i].owornmask.contains(Worn::TOOL) {
            if self.u.invent[i].cursed {
                self.pline("You can't.  It is cursed.");
                return false;
            }
            self.u.invent[i].owornmask.remove(Worn::TOOL);
            if blinds {
                self.u.prop_mut(Prop::Blinded).extrinsic.remove(Worn::TOOL);
                self.pline(if self.u.has(Prop::Blinded) { "You still can't see." } else { "You can see again." });
                self.vision_recalc();
            } else {
                self.pline("You take off your lenses.");
            }
            return true;
        }
        if self.u.worn(Worn::TOOL).is_some() {
            self.pline("You are already wearing something over your eyes.");
            return false;
        }
        self.u.invent[i].owornmask.insert(Worn::TOOL);
        if blinds {
            let was = self.u.has(Prop::Blinded);
            self.u.prop_mut(Prop::Blinded).extrinsic.insert(Worn::TOOL);
            self.pline(if was { "You are now wearing a blindfold." } else { "You can't see any more." });
            self.vision_recalc();
        } else {
            self.pline("You are now wearing lenses.");
        }
        true
    }

    /// The unicorn horn: cures some troubles (cursed: causes one).
    fn use_unihorn(&mut self, i: usize) -> bool {
        let o = self.u.invent[i].clone();
        if o.cursed {
            match self.rng.rn2(6) {
                0 => {
                    self.pline("You feel very sick.");
                    let n = self.rng.rnd(5);
                    self.losehp(n, "cursed unicorn horn");
                }
                1 => {
                    self.pline("A cloud of darkness falls upon you.");
                    let n = self.rng.rnd(100);
                    self.u.incr_timeout(Prop::Blinded, n as u32);
                    self.vision_recalc();
                }
                2 => {
                    let n = self.rng.rnd(100);
                    self.make_confused(n, true);
                }
                3 => {
                    if !self.u.has(Prop::Stunned) {
                        self.pline("You stagger...");
                    }
                    let n = self.rng.rnd(100);
                    self.u.incr_timeout(Prop::Stunned, n as u32);
                }
                4 => {
                    let a = self.rng.rn2(A_MAX as i32) as usize;
                    self.adjattrib(a, -1, true);
                }
                _ => {
                    if !self.u.has(Prop::Halluc) {
                        self.pline("Oh wow!  Everything looks so cosmic!");
                    }
                    let n = self.rng.rnd(100);
                    self.u.incr_timeout(Prop::Halluc, n as u32);
                }
            }
            return true;
        }
        let mut troubles = Vec::new();
        if self.u.has(Prop::Sick) {
            troubles.push(Prop::Sick);
        }
        for p in [Prop::Blinded, Prop::Halluc, Prop::Vomiting, Prop::Confusion, Prop::Stunned, Prop::Deaf] {
            if self.u.timeout(p) > 0 {
                troubles.push(p);
            }
        }
        let dice = if o.blessed { 4 } else { 2 };
        let mut limit = self.rng.d(2, dice);
        limit = self.rng.rn2(limit.max(1));
        let mut fixed = 0;
        while limit > 0 && !troubles.is_empty() {
            let k = self.rng.rn2(troubles.len() as i32) as usize;
            let p = troubles.remove(k);
            match p {
                Prop::Sick => {
                    self.u.prop_mut(Prop::Sick).intrinsic = 0;
                    self.pline("What a relief!");
                }
                Prop::Blinded => self.make_blinded(0, true),
                Prop::Halluc => {
                    self.u.set_timeout(Prop::Halluc, 0);
                    self.pline("Everything looks SO boring now.");
                }
                Prop::Confusion => {
                    self.u.set_timeout(Prop::Confusion, 0);
                    self.pline("You feel less confused now.");
                }
                Prop::Stunned => {
                    self.u.set_timeout(Prop::Stunned, 0);
                    self.pline("You feel a bit steadier now.");
                }
                p => self.u.set_timeout(p, 0),
            }
            fixed += 1;
            limit -= 1;
        }
        if fixed == 0 {
            self.pline("Nothing seems to happen.");
        }
        true
    }

    /// Frost and fire horns: a ray, charges permitting.
    fn use_magic_horn(&mut self, i: usize) -> bool {
        if self.u.invent[i].spe <= 0 {
            self.pline("You produce a frightful, grave sound.");
            self.scare_nearby(self.u.ulevel() * 30);
            return true;
        }
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        self.u.invent[i].spe -= 1;
        let zt = if self.u.invent[i].otyp == FIRE_HORN {
            crate::actions::zap::buzz::ZapType::Fire
        } else {
            crate::actions::zap::buzz::ZapType::Cold
        };
        if dx == 0 && dy == 0 {
            if dz == 0 {
                let name = zt.name();
                self.zhitu(zt, 6, name);
            } else {
                self.pline("The blast bounces!");
            }
            return true;
        }
        let nd = self.rng.rn1(6, 6);
        self.buzz(zt, nd, self.u.ux, self.u.uy, dx, dy);
        true
    }

    /// The horn of plenty: food or drink, charges permitting.
    fn use_horn_of_plenty(&mut self, i: usize) -> bool {
        if self.u.invent[i].spe <= 0 {
            self.pline("Nothing happens.");
            return true;
        }
        self.u.invent[i].spe -= 1;
        let class = if self.rng.rn2(13) == 0 { OClass::Potion } else { OClass::Food };
        let o = self.with_mk(|c| c.mkobj(class, false));
        let name = self.doname(&o);
        self.pline(format!("{} spills out.", capitalize(&name)));
        self.os.discover(HORN_OF_PLENTY);
        self.hold_another_object(o);
        true
    }

    /// The bag of tricks (`bagotricks`): a charge lets out a monster (one
    /// time in 23, two to eight); the bag is known once one is seen
    /// coming out. An empty bag does nothing ("Nothing happens.").
    fn bagotricks(&mut self, i: usize) -> bool {
        if self.u.invent[i].spe <= 0 {
            self.pline("Nothing happens.");
            let known = self.os.is_known(BAG_OF_TRICKS);
            let o = &mut self.u.invent[i];
            if o.dknown && known {
                o.cknown = true;
            }
            return true;
        }
        self.u.invent[i].spe -= 1;
        let n = if self.rng.rn2(23) != 0 { 1 } else { 1 + self.rng.rnd(7) };
        let before = self.lev.monsters.len();
        let seen = self.create_critters(n, None);
        let made = self.lev.monsters.len().saturating_sub(before);
        if seen > 0 {
            self.os.discover(BAG_OF_TRICKS);
        } else if made == 0 {
            self.pline("Nothing happens.");
        } else {
            self.pline("Nothing seems to happen.");
        }
        true
    }

    /// A figurine comes to life next to the hero (`use_figurine`).
    fn use_figurine(&mut self, i: usize) -> bool {
        let Some((dx, dy, _)) = self.getdir(Some("Where do you want to set the figurine? [direction]")) else {
            return false;
        };
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if !crate::world::level::isok(x, y) || !crate::world::level::accessible(self.lev.typ(x, y)) {
            self.pline("You can't set it there.");
            return false;
        }
        let fig = self.u.invent[i].clone();
        let pm = fig.corpsenm;
        let made = self.with_mon(|c, lev| {
            let spot = if lev.monster_at(x, y).is_none() {
                Some(crate::world::level::Coord::new(x, y))
            } else {
                c.enexto(lev, x, y, pm)
            };
            let spot = spot?;
            c.makemon(lev, pm, spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
        });
        let Some(k) = made else {
            self.pline("The figurine seems to wobble, but nothing happens.");
            return false;
        };
        self.useup(i);
        self.pline("You set the figurine beside you and it transforms!");
        let roll = self.rng.rn2(10);
        let (tame, peaceful) = if fig.blessed {
            (roll < 8, roll == 8)
        } else if fig.cursed {
            (roll == 0, roll == 1)
        } else {
            (roll < 1, roll < 2)
        };
        if tame {
            self.tamedog(k);
        } else if let Some(m) = self.lev.monsters.get_mut(k) {
            m.mpeaceful = peaceful;
        }
        if let Some(m) = self.lev.monsters.get(k) {
            let (mx, my) = (m.mx, m.my);
            self.newsym(mx, my);
        }
        true
    }
}
