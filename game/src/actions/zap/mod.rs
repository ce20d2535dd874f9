//! Zapping wands (zap.c): `z` (`dozap`), charges (`zappable`), the
//! wands without a direction (`zapnodir`), zapping oneself
//! (`zapyourself`), and the dispatch to beams ([`bhit`]), rays ([`buzz`])
//! and digging ([`dig`]).

pub mod bhit;
pub mod buzz;
pub mod cancel;
pub mod destroy;
pub mod dig;
pub mod mbuzz;
pub mod polyobj;
pub mod swallowed;

use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_defs::tables::{IMMEDIATE, NODIR, RAY};
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// One time in this many a cursed wand explodes when zapped
/// (`WAND_BACKFIRE_CHANCE`).
pub const WAND_BACKFIRE_CHANCE: i32 = 100;

impl Game {
    /// `z`: zap a wand.
    pub fn dozap(&mut self) -> bool {
        let t = tables();
        let Some(i) = self.getobj("zap", &|_, o| t.obj(o.otyp).class == OClass::Wand) else { return false };
        let otyp = self.u.invent[i].otyp;
        if t.obj(otyp).class != OClass::Wand {
            self.pline("That is a silly thing to zap.");
            return false;
        }
        if !self.u.has(Prop::Blinded) {
            self.u.invent[i].dknown = true;
        }
        // Zapping an unpaid wand costs a usage fee.
        let w = self.u.invent[i].clone();
        self.check_unpaid_usage(&w, false);
        let dir = self.wand_dir(otyp);
        let letter = self.u.invent[i].invlet;
        if !self.zappable(i) {
            self.pline("Nothing happens.");
        } else if self.u.invent[i].cursed && self.rng.rn2(WAND_BACKFIRE_CHANCE) == 0 {
            self.backfire(i);
            return true;
        } else if dir != NODIR {
            match self.getdir(None) {
                None => {
                    let name = self.the_wand(i);
                    if !self.u.has(Prop::Blinded) {
                        self.pline(format!("{name} glows and fades."));
                    }
                }
                Some((0, 0, 0)) => {
                    let w = self.u.invent[i].clone();
                    self.zapyourself(&w);
                }
                Some((dx, dy, dz)) => {
                    let w = self.u.invent[i].clone();
                    self.weffects(&w, dx, dy, dz);
                }
            }
        } else {
            let w = self.u.invent[i].clone();
            self.zapnodir(&w);
        }
        // The wand may have moved in the inventory (a wish): find it again.
        if let Some(j) = self.u.invent.iter().position(|o| o.invlet == letter && o.otyp == otyp)
            && self.u.invent[j].spe < 0
        {
            let name = self.the_wand(j);
            self.pline(format!("{name} turns to dust."));
            self.useup(j);
        }
        true
    }

    /// The direction a wand type zaps in (the wand of nothing's is chosen
    /// per game).
    pub fn wand_dir(&self, otyp: oxhack_defs::Otyp) -> u8 {
        if otyp == WAN_NOTHING { self.os.wan_nothing_dir } else { tables().obj(otyp).dir }
    }

    fn the_wand(&self, i: usize) -> String {
        let nc = self.name_ctx();
        crate::world::display::capitalize(&crate::objects::objnam::the(&crate::objects::objnam::xname(
            &nc,
            &self.u.invent[i],
        )))
    }

    /// `zappable`: uses a charge; with none left, one time in 121 the last
    /// one is wrested out.
    pub fn zappable(&mut self, i: usize) -> bool {
        let Some(w) = self.u.invent.get(i) else { return false };
        if w.spe < 0 || (w.spe == 0 && self.rng.rn2(121) != 0) {
            return false;
        }
        if w.spe == 0 {
            self.pline("You wrest one last charge from the worn-out wand.");
        }
        self.u.invent[i].spe -= 1;
        true
    }

    /// `backfire`: a cursed wand explodes in the hero's hands.
    fn backfire(&mut self, i: usize) {
        self.pline("The wand suddenly explodes!");
        let spe = i32::from(self.u.invent[i].spe);
        let dmg = self.rng.d(spe.max(0) + 2, 6);
        self.useup(i);
        self.losehp(dmg, "exploding wand");
    }

    /// Learns a wand type from an unmistakable effect.
    pub fn learnwand(&mut self, w: &Obj) {
        if !self.os.is_known(w.otyp) {
            self.os.discover(w.otyp);
        }
    }

    /// `zapnodir`: wands that need no direction.
    pub fn zapnodir(&mut self, w: &Obj) {
        let mut known = false;
        match w.otyp {
            WAN_LIGHT => {
                self.litroom(true);
                known = !self.u.has(Prop::Blinded);
            }
            WAN_SECRET_DOOR_DETECTION => {
                known = self.findit() > 0;
            }
            WAN_CREATE_MONSTER => {
                let n = if self.rng.rn2(23) != 0 { 1 } else { self.rng.rn1(7, 2) };
                known = self.create_critters(n, None) > 0;
            }
            WAN_ENLIGHTENMENT => {
                known = true;
                self.pline("You feel self-knowledgeable...");
                self.enlightenment();
                self.pline("The feeling subsides.");
                self.exercise(crate::world::you::A_WIS, true);
            }
            WAN_WISHING => {
                known = true;
                self.makewish();
            }
            _ => {}
        }
        if known {
            self.learnwand(w);
        } else {
            self.offer_call(w);
        }
    }

    /// `weffects`: a wand zapped in direction (dx, dy, dz).
    pub fn weffects(&mut self, w: &Obj, dx: i32, dy: i32, dz: i32) {
        // Inside an engulfer every wand acts on it.
        if self.weffects_swallowed(w) {
            return;
        }
        let dir = self.wand_dir(w.otyp);
        if w.otyp == WAN_DIGGING {
            self.zap_dig(dx, dy, dz);
            self.learnwand(w);
        } else if dir == IMMEDIATE {
            let known = if dz != 0 { self.zap_updown(w, dz) } else { self.bhit(w, dx, dy) };
            if known {
                self.learnwand(w);
            } else {
                self.offer_call(w);
            }
        } else if dir == RAY {
            if dz != 0 {
                self.zap_ray_updown(w, dz);
            } else if let Some(zt) = buzz::ZapType::of_wand(w.otyp) {
                let nd = 6;
                self.buzz(zt, nd, self.u.ux, self.u.uy, dx, dy);
            }
            self.learnwand(w);
        }
    }

    fn zap_updown(&mut self, w: &Obj, dz: i32) -> bool {
        match w.otyp {
            WAN_PROBING if dz > 0 => {
                let names: Vec<String> = self.lev.objects_at(self.u.ux, self.u.uy).map(|o| self.doname(o)).collect();
                if names.is_empty() {
                    self.pline("You probe towards the floor.");
                } else {
                    self.display_lines("Things that are here:", &names);
                }
                true
            }
            WAN_STRIKING if dz < 0 => {
                self.pline("Thump!");
                false
            }
            _ if dz > 0 => {
                let (ux, uy) = (self.u.ux, self.u.uy);
                let known = self.bhito_at(w, ux, uy);
                self.zap_engr_below(w.otyp);
                known
            }
            _ => false,
        }
    }

    fn zap_ray_updown(&mut self, w: &Obj, dz: i32) {
        let surface = if dz < 0 { "ceiling" } else { "floor" };
        match w.otyp {
            WAN_FIRE => {
                if dz > 0 {
                    let before = self.lev.engravings.len();
                    let (ux, uy) = (self.u.ux, self.u.uy);
                    self.lev.engravings.retain(|e| !(e.x == ux && e.y == uy));
                    if self.lev.engravings.len() != before {
                        self.pline("The engraving now reads: \"\".");
                    }
                }
                self.pline(format!("You burn the {surface}."));
            }
            WAN_COLD => self.pline(format!("The {surface} is covered with frost.")),
            WAN_LIGHTNING => {
                self.pline(format!("Lightning arcs from the {surface}."));
                if !self.u.has(Prop::Blinded) {
                    self.pline("You are blinded by the flash!");
                    let n = self.rng.rnd(50);
                    self.u.incr_timeout(Prop::Blinded, n as u32);
                    self.vision_recalc();
                }
            }
            _ => self.pline(format!("The {surface} absorbs the ray.")),
        }
    }

    /// `zapyourself`: the hero zaps themselves with wand `w`, learning
    /// it or offering to call it.
    pub fn zapyourself(&mut self, w: &Obj) {
        if self.zap_self_effect(w) {
            self.learnwand(w);
        } else {
            self.offer_call(w);
        }
    }

    /// The effect of zapping oneself with a wand of `w`'s type (spells
    /// too). Returns whether the effect was unmistakable.
    pub fn zap_self_effect(&mut self, w: &Obj) -> bool {
        let mut known = true;
        match w.otyp {
            WAN_STRIKING => {
                if self.u.has(Prop::Antimagic) {
                    self.pline("Boing!");
                } else {
                    self.pline("You bash yourself!");
                    let dmg = self.rng.d(2, 12);
                    self.losehp(dmg, "self-inflicted blow");
                }
            }
            WAN_LIGHTNING => {
                if self.u.has(Prop::ShockRes) {
                    self.pline("You zap yourself, but seem unharmed.");
                } else {
                    self.pline("You shock yourself!");
                    let dmg = self.rng.d(12, 6);
                    self.losehp(dmg, "self-inflicted electric shock");
                }
                if !self.u.has(Prop::Blinded) {
                    self.pline("You are blinded by the flash!");
                    let n = self.rng.rnd(100);
                    self.u.incr_timeout(Prop::Blinded, n as u32);
                    self.vision_recalc();
                }
            }
            WAN_FIRE => {
                if self.u.has(Prop::FireRes) {
                    self.pline("You feel rather warm.");
                } else {
                    self.pline("You've set yourself afire!");
                    let dmg = self.rng.d(12, 6);
                    self.losehp(dmg, "self-inflicted burn");
                }
            }
            WAN_COLD => {
                if self.u.has(Prop::ColdRes) {
                    self.pline("You feel a little chill.");
                } else {
                    self.pline("You imitate a popsicle!");
                    let dmg = self.rng.d(12, 6);
                    self.losehp(dmg, "self-inflicted frostbite");
                }
            }
            WAN_MAGIC_MISSILE => {
                if self.u.has(Prop::Antimagic) {
                    self.pline("The missiles bounce!");
                } else {
                    self.pline("Idiot!  You've shot yourself!");
                    let dmg = self.rng.d(4, 6);
                    self.losehp(dmg, "self-inflicted magic missile");
                }
            }
            WAN_SLEEP => {
                if self.u.has(Prop::SleepRes) {
                    self.pline("You don't feel sleepy!");
                } else {
                    self.pline("The sleep ray hits you!");
                    let n = self.rng.rnd(50);
                    self.helpless(n, crate::actions::potion::WAKE_MSG);
                }
            }
            WAN_DEATH => {
                let t = tables();
                let race = self.u.youmonst_data();
                if crate::monsters::makemon::is_undead(t, race) || crate::monsters::makemon::is_demon(t, race) {
                    self.pline("You seem no deader than before.");
                } else {
                    self.pline("You irradiate yourself with pure energy!");
                    self.pline("You die.");
                    self.u.uhp = 0;
                    self.done_died("death ray (self-inflicted)");
                }
            }
            WAN_DIGGING => {
                known = false;
                self.zap_dig(0, 0, 1);
            }
            WAN_SPEED_MONSTER => {
                if !self.u.has(Prop::Fast) {
                    self.pline("You speed up.");
                } else {
                    self.pline("Your quickness feels more natural.");
                }
                self.u.prop_mut(Prop::Fast).intrinsic |= crate::world::you::FROMOUTSIDE;
                self.exercise(crate::world::you::A_DEX, true);
            }
            WAN_SLOW_MONSTER => {
                if self.u.has(Prop::Fast) {
                    self.pline("You slow down.");
                    self.u.prop_mut(Prop::Fast).intrinsic &= !crate::world::you::INTRINSIC;
                } else {
                    known = false;
                }
            }
            WAN_MAKE_INVISIBLE => {
                if !self.u.has(Prop::Invis) {
                    self.pline(if self.u.has(Prop::SeeInvis) {
                        "You can see through yourself, but you are visible!"
                    } else {
                        "Gee!  All of a sudden, you can't see yourself."
                    });
                }
                self.u.prop_mut(Prop::Invis).intrinsic |= crate::world::you::FROMOUTSIDE;
            }
            WAN_TELEPORTATION => {
                self.tele();
            }
            WAN_CANCELLATION => {
                self.pline("You are covered in sparkling lights!");
                self.cancel_self();
            }
            WAN_POLYMORPH => {
                if self.u.has(Prop::Unchanging) {
                    known = false;
                } else {
                    self.polyself(crate::hero::polyself::PolyHow::Normal);
                }
            }
            WAN_UNDEAD_TURNING => {
                self.pline("You shudder in dread.");
                known = false;
            }
            WAN_PROBING => {
                let lines: Vec<String> = (0..self.u.invent.len()).map(|i| self.inv_name(i)).collect();
                self.pline(format!("You have {}/{} hit points.", self.u.uhp, self.u.uhpmax));
                self.display_lines("Your inventory:", &lines);
            }
            _ => known = false,
        }
        known
    }

    /// `litroom(on)`: lights the room the hero is in (or the squares
    /// around them outside rooms).
    pub fn litroom(&mut self, on: bool) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if !self.u.has(Prop::Blinded) {
            self.pline(if on { "A lit field surrounds you!" } else { "Darkness surrounds you." });
        } else if on {
            self.pline("You feel the warmth of light.");
        }
        let rn = self.lev.at(ux, uy).roomno;
        if let Some(id) = crate::world::level::RoomId::from_roomno(rn)
            && let Some(r) = self.lev.room_mut(id)
        {
            r.rlit = on;
            let (lx, hx, ly, hy) = (r.lx - 1, r.hx + 1, r.ly - 1, r.hy + 1);
            for x in lx..=hx {
                for y in ly..=hy {
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.lit = on;
                    }
                }
            }
        } else {
            for x in ux - 5..=ux + 5 {
                for y in uy - 5..=uy + 5 {
                    if (x - ux).pow(2) + (y - uy).pow(2) <= 25
                        && let Some(l) = self.lev.at_mut(x, y)
                    {
                        l.lit = on;
                    }
                }
            }
        }
        self.vision_recalc();
    }

    /// `findit`: secret doors and corridors near the hero become plain.
    /// Returns how many were found.
    pub fn findit(&mut self) -> i32 {
        use oxhack_vm::terrain::{CORR, DOOR, SCORR, SDOOR};
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut n = 0;
        for x in ux - 8..=ux + 8 {
            for y in uy - 8..=uy + 8 {
                if !crate::world::level::isok(x, y) {
                    continue;
                }
                match self.lev.typ(x, y) {
                    SDOOR => {
                        self.lev.set_typ(x, y, DOOR);
                        if let Some(l) = self.lev.at_mut(x, y) {
                            l.set_doormask(crate::world::level::D_CLOSED);
                        }
                        n += 1;
                        self.newsym(x, y);
                    }
                    SCORR => {
                        self.lev.set_typ(x, y, CORR);
                        n += 1;
                        self.newsym(x, y);
                    }
                    _ => {}
                }
            }
        }
        if n > 0 {
            self.vision_recalc();
        }
        n
    }

    /// `create_critters`: `n` monsters (of type `pm`, else random) next to
    /// the hero. Returns how many the hero can see.
    pub fn create_critters(&mut self, n: i32, pm: Option<oxhack_defs::Pm>) -> i32 {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut seen = 0;
        for _ in 0..n {
            let made = self.with_mon(|c, lev| {
                let spot = c.enexto(lev, ux, uy, pm)?;
                c.makemon(lev, pm, spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
            });
            if let Some(i) = made
                && let Some(m) = self.lev.monsters.get(i)
            {
                let (x, y) = (m.mx, m.my);
                self.newsym(x, y);
                if self.canspotmon(&self.lev.monsters[i].clone()) {
                    seen += 1;
                }
            }
        }
        seen
    }

    /// `makewish`: "For what do you wish?", up to five tries.
    pub fn makewish(&mut self) {
        use crate::objects::wish::{Wish, WishOpts};
        let opts = WishOpts { wizard: self.wizard, magical_wish: true, fruit: Some(self.opts.fruit.clone()) };
        for tries in 0..5 {
            let _ = tries;
            let Some(text) = self.getlin("For what do you wish?") else { return };
            let res = self.with_mk(|c| crate::objects::wish::readobjnam(c, &text, &opts));
            match res {
                Ok(Wish::Object(o)) => {
                    self.u.conduct.wishes += 1;
                    if o.oartifact.is_some() {
                        self.u.conduct.wisharti += 1;
                    }
                    self.hold_another_object(*o);
                    return;
                }
                Ok(Wish::Nothing) => return,
                Ok(Wish::Vanished(_)) => {
                    self.u.conduct.wishes += 1;
                    self.pline("For a moment, you feel something in your hands, but it disappears!");
                    return;
                }
                Ok(Wish::Trap(ttyp)) => {
                    self.wish_trap(ttyp);
                    return;
                }
                Ok(Wish::Terrain(terrain)) => {
                    self.wish_terrain(terrain);
                    return;
                }
                Err(e) => {
                    self.pline(e.to_string());
                    if self.hangup() {
                        return;
                    }
                }
            }
        }
        self.pline("That's enough tries!");
    }
}

impl Game {
    /// A wizard-mode wish for a trap: made under the hero.
    fn wish_trap(&mut self, ttyp: u8) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        self.lev.traps.retain(|t| !(t.tx == ux && t.ty == uy));
        let mut t = crate::world::level::Trap::new(ttyp, ux, uy);
        t.tseen = true;
        self.lev.traps.push(t);
        let name = crate::world::level::ttyp::NAMES.get(ttyp as usize).copied().unwrap_or("trap");
        self.pline(format!(
            "{} appears under you.",
            crate::world::display::capitalize(&crate::objects::objnam::an(name))
        ));
        self.newsym(ux, uy);
    }

    /// A wizard-mode wish for terrain: made where the hero stands.
    fn wish_terrain(&mut self, terrain: crate::objects::wish::Terrain) {
        use crate::objects::wish::Terrain;
        use oxhack_vm::terrain as tt;
        let (ux, uy) = (self.u.ux, self.u.uy);
        let (typ, flags, what) = match terrain {
            Terrain::Fountain { .. } => (tt::FOUNTAIN, 0, "fountain"),
            Terrain::Throne => (tt::THRONE, 0, "throne"),
            Terrain::Sink => (tt::SINK, 0, "sink"),
            Terrain::Pool => (tt::POOL, 0, "pool"),
            Terrain::Moat => (tt::MOAT, 0, "moat"),
            Terrain::Lava => (tt::LAVAPOOL, 0, "pool of lava"),
            Terrain::Altar { align } => {
                let mask = match align {
                    Some(-1) => crate::world::level::AM_CHAOTIC,
                    Some(0) => crate::world::level::AM_NEUTRAL,
                    Some(1) => crate::world::level::AM_LAWFUL,
                    Some(_) => crate::world::level::AM_NONE,
                    None => [
                        crate::world::level::AM_CHAOTIC,
                        crate::world::level::AM_NEUTRAL,
                        crate::world::level::AM_LAWFUL,
                    ][self.rng.rn2(3) as usize],
                };
                (tt::ALTAR, mask, "altar")
            }
            Terrain::Grave => (tt::GRAVE, 0, "grave"),
            Terrain::Tree => (tt::TREE, 0, "tree"),
            Terrain::IronBars => (tt::IRONBARS, 0, "set of iron bars"),
        };
        if let Some(l) = self.lev.at_mut(ux, uy) {
            l.typ = typ;
            l.flags = flags;
        }
        self.pline(format!("{} appears.", crate::world::display::capitalize(&crate::objects::objnam::an(what))));
        self.newsym(ux, uy);
        self.vision_recalc();
    }
}
