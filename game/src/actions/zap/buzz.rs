//! Rays (zap.c's `buzz`, `zhitm`, `zhitu`, `zap_hit`,
//! `disintegrate_mon`): magic missile, fire, cold, sleep, death (a
//! disintegration blast when breathed), lightning, poison gas and acid
//! travel in a line, bounce off walls, and hit monsters and the hero in
//! their way. The hero's wands and spells fire them; monsters breathe
//! them (`breamu`, `breamm`), cast them (`buzzmu`) and zap them through
//! the thin wrappers of [`super::mbuzz`], so that `monsters/` need not
//! name the ray kinds. Reflection (the hero's or a
//! monster's) sends a ray back the way it came; fire, cold and lightning
//! destroy what the victim carries ([`Game::destroy_item`]).
//!
//! Gaps: rays do nothing to the floor they cross (`zap_over_floor`: no
//! melting ice, boiling pools or burning scrolls on the floor), and
//! there is no ray animation.

use crate::game::Game;
use crate::monsters::makemon::{is_demon, is_undead, nonliving};
use crate::monsters::mon::find_mac;
use crate::monsters::newcham::resists_magm;
use crate::objects::objnam::s_suffix;
use crate::world::display::capitalize;
use crate::world::obj::Worn;
use oxhack_defs::flags::Mr;
use oxhack_defs::{DamageType, OClass, Otyp, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// The kinds of ray (`ZT_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZapType {
    MagicMissile,
    Fire,
    Cold,
    Sleep,
    /// Death, or disintegration when breathed.
    Death,
    Lightning,
    PoisonGas,
    Acid,
}

/// Who fires a ray: the ranges of `buzz`'s `type` in zap.c.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RayFrom {
    /// The hero's wand (0..9) or spell (10..19).
    Wand,
    Spell,
    /// A monster's spell (-10..-19), breath (-20..-29) or wand (-30..-39).
    MonSpell,
    Breath,
    MonWand,
    /// The hero's own breath in a polymorphed form (20..29, `dobreathe`).
    UBreath,
}

impl RayFrom {
    /// The hero fired it (`type >= 0`): the hero is credited with kills
    /// and monsters get a saving throw.
    pub fn by_hero(self) -> bool {
        matches!(self, RayFrom::Wand | RayFrom::Spell | RayFrom::UBreath)
    }
}

impl ZapType {
    /// The ray a wand fires.
    pub fn of_wand(otyp: Otyp) -> Option<ZapType> {
        Some(match otyp {
            WAN_MAGIC_MISSILE => ZapType::MagicMissile,
            WAN_FIRE => ZapType::Fire,
            WAN_COLD => ZapType::Cold,
            WAN_SLEEP => ZapType::Sleep,
            WAN_DEATH => ZapType::Death,
            WAN_LIGHTNING => ZapType::Lightning,
            _ => return None,
        })
    }

    /// The ray of damage type `ad` (`AD_MAGM` .. `AD_ACID` are rays 0..7).
    pub fn of_adtyp(ad: DamageType) -> Option<ZapType> {
        Some(match ad {
            DamageType::Magm => ZapType::MagicMissile,
            DamageType::Fire => ZapType::Fire,
            DamageType::Cold => ZapType::Cold,
            DamageType::Slee => ZapType::Sleep,
            DamageType::Disn => ZapType::Death,
            DamageType::Elec => ZapType::Lightning,
            DamageType::Drst => ZapType::PoisonGas,
            DamageType::Acid => ZapType::Acid,
            _ => return None,
        })
    }

    /// The ray's name in messages (`flash_types` for wands).
    pub fn name(self) -> &'static str {
        self.text(RayFrom::Wand)
    }

    /// The ray's name as fired by `from` (`flash_types`).
    pub fn text(self, from: RayFrom) -> &'static str {
        use ZapType::*;
        match from {
            RayFrom::Wand | RayFrom::MonWand => match self {
                MagicMissile => "magic missile",
                Fire => "bolt of fire",
                Cold => "bolt of cold",
                Sleep => "sleep ray",
                Death => "death ray",
                Lightning => "bolt of lightning",
                PoisonGas | Acid => "",
            },
            RayFrom::Spell | RayFrom::MonSpell => match self {
                MagicMissile => "magic missile",
                Fire => "fireball",
                Cold => "cone of cold",
                Sleep => "sleep ray",
                Death => "finger of death",
                Lightning => "bolt of lightning",
                PoisonGas | Acid => "",
            },
            RayFrom::Breath | RayFrom::UBreath => match self {
                MagicMissile => "blast of missiles",
                Fire => "blast of fire",
                Cold => "blast of frost",
                Sleep => "blast of sleep gas",
                Death => "blast of disintegration",
                Lightning => "blast of lightning",
                PoisonGas => "blast of poison gas",
                Acid => "blast of acid",
            },
        }
    }
}

/// What a ray did to a monster (`zhitm`'s result).
enum ZhitM {
    /// Damage done (0 for sleep and the like).
    Damage(i32),
    /// It resisted (`shieldeff`).
    Resisted,
    /// A death ray: it dies.
    Dies,
    /// A disintegration blast with nothing to stop it (`MAGIC_COOKIE`).
    Disintegrated,
    /// A disintegration blast took its shield or armor (the index in its
    /// inventory; a cloak over body armor went already).
    ArmorGone(usize),
}

impl Game {
    /// `zap_hit`: whether a ray hits something of armor class `ac`.
    pub fn zap_hit(&mut self, ac: i32) -> bool {
        let chance = self.rng.rn2(20);
        if chance == 0 {
            return self.rng.rnd(10) < ac;
        }
        let ac = if ac >= 0 { ac } else { -self.rng.rnd(-ac) };
        3 - chance < ac
    }

    /// A bolt of lightning of `nd` dice from (sx, sy) in (dx, dy): what
    /// a god hurls at the hero from a temple (`ghod_hitsu` in priest.c),
    /// for callers below this folder that cannot name the ray kinds.
    pub fn buzz_lightning(&mut self, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        self.dobuzz(ZapType::Lightning, RayFrom::MonSpell, nd, sx, sy, dx, dy);
    }

    /// `buzz`: a ray of `zt` with `nd` dice from the hero's wand, from
    /// (sx, sy) in (dx, dy).
    pub fn buzz(&mut self, zt: ZapType, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        self.dobuzz(zt, RayFrom::Wand, nd, sx, sy, dx, dy);
    }

    /// `dobuzz`: a ray of `zt` fired by `from` with `nd` dice from
    /// (sx, sy) in (dx, dy). It runs 7 to 13 squares, less 2 for each
    /// thing it hits, and bounces off walls.
    #[allow(clippy::too_many_arguments)]
    pub fn dobuzz(&mut self, zt: ZapType, from: RayFrom, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        let (mut sx, mut sy, mut dx, mut dy) = (sx, sy, dx, dy);
        let fltxt = zt.text(from);
        // A swallowed hero is out of the way of monsters' rays.
        if (dx == 0 && dy == 0) || (self.u.uswallow && !from.by_hero()) {
            return;
        }
        let mut range = self.rng.rn1(7, 7);
        while range > 0 && self.over.is_none() {
            range -= 1;
            let (lsx, lsy) = (sx, sy);
            sx += dx;
            sy += dy;
            let inside = crate::world::level::isok(sx, sy) && self.lev.typ(sx, sy) != oxhack_vm::terrain::STONE;
            if inside {
                if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == sx && m.my == sy) {
                    let ac = find_mac(tables(), &self.lev.monsters[i]);
                    let seen = self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m));
                    if self.zap_hit(ac) {
                        if self.mon_reflects(i, None) {
                            if self.vis.cansee(sx, sy) {
                                let name = self.mon_nam(i);
                                self.pline(format!("The {fltxt} hits {name}."));
                                self.mon_reflects(i, Some("But it reflects from %s %s!"));
                            }
                            dx = -dx;
                            dy = -dy;
                        } else if self.zhitm_and_report(i, zt, from, nd) {
                            // A Rider reintegrating or Death feeding on
                            // the ray stops it.
                            break;
                        }
                        range -= 2;
                    } else if seen || from.by_hero() {
                        let name = self.mon_nam(i);
                        self.pline(format!("The {fltxt} misses {name}."));
                    }
                } else if sx == self.u.ux && sy == self.u.uy && range >= 0 {
                    self.nomul();
                    let ac = self.u_ac();
                    if self.zap_hit(ac) {
                        range -= 2;
                        self.pline(format!("The {fltxt} hits you!"));
                        if self.u.has(Prop::Reflecting) {
                            if self.u.has(Prop::Blinded) {
                                self.pline("For some reason you are not affected.");
                            } else {
                                self.ureflects(Some("But it reflects from your %s!"));
                            }
                            dx = -dx;
                            dy = -dy;
                        } else {
                            self.zhitu_by(zt, from, nd, fltxt);
                        }
                    } else if !self.u.has(Prop::Blinded) {
                        self.pline(format!("The {fltxt} whizzes by you!"));
                    } else if zt == ZapType::Lightning {
                        self.pline("Your arm tingles.");
                    }
                    if zt == ZapType::Lightning && self.over.is_none() {
                        let n = self.rng.d(nd, 50);
                        self.flashburn(n);
                    }
                    self.stop_occupation();
                }
            }
            let blocked = !inside || {
                let typ = self.lev.typ(sx, sy);
                !crate::world::level::zap_pos(typ) || (self.closed_door(sx, sy) && range >= 0)
            };
            if blocked {
                range -= 1;
                if range > 0 && self.vis.cansee(lsx, lsy) {
                    self.pline(format!("The {fltxt} bounces!"));
                }
                (dx, dy) = self.bounce(sx, sy, lsx, lsy, dx, dy);
            }
        }
    }

    /// `flashburn`: a flash of lightning blinds the hero for `n` turns.
    fn flashburn(&mut self, n: i32) {
        if !self.u_resists_blnd() {
            self.pline("You are blinded by the flash!");
            self.u.incr_timeout(Prop::Blinded, n.max(1) as u32);
            self.vision_recalc();
        }
    }

    /// Whether (x, y) is a closed door (`closed_door`).
    pub fn closed_door(&self, x: i32, y: i32) -> bool {
        self.lev.typ(x, y) == oxhack_vm::terrain::DOOR
            && self.lev.at(x, y).doormask() & (crate::world::level::D_CLOSED | crate::world::level::D_LOCKED) != 0
    }

    /// The new direction of a ray at obstacle (sx, sy), coming from
    /// (lsx, lsy): straight back, or off one side of a corner.
    fn bounce(&mut self, sx: i32, sy: i32, lsx: i32, lsy: i32, dx: i32, dy: i32) -> (i32, i32) {
        if dx == 0 || dy == 0 || self.rng.rn2(20) == 0 {
            return (-dx, -dy);
        }
        let open = |g: &Game, x: i32, y: i32| {
            crate::world::level::isok(x, y) && crate::world::level::zap_pos(g.lev.typ(x, y)) && !g.closed_door(x, y)
        };
        let mut b = 0;
        if open(self, sx, lsy) && (crate::world::level::is_room(self.lev.typ(sx, lsy)) || open(self, sx + dx, lsy)) {
            b = 1;
        }
        if open(self, lsx, sy)
            && (crate::world::level::is_room(self.lev.typ(lsx, sy)) || open(self, lsx, sy + dy))
            && (b == 0 || self.rng.rn2(2) != 0)
        {
            b = 2;
        }
        match b {
            1 => (dx, -dy),
            2 => (-dx, dy),
            _ => (-dx, -dy),
        }
    }

    /// `zhitm`: what the ray does to monster `i` (its hit points are not
    /// touched here).
    fn zhitm(&mut self, i: usize, zt: ZapType, from: RayFrom, nd: i32) -> ZhitM {
        let t = tables();
        let pm = self.lev.monsters[i].mnum;
        let res = crate::monsters::muse::props::mon_resists(t, &self.lev.monsters[i]);
        let mut dmg = 0;
        match zt {
            ZapType::MagicMissile => {
                if resists_magm(&self.lev.monsters[i]) {
                    return ZhitM::Resisted;
                }
                dmg = self.rng.d(nd, 6);
            }
            ZapType::Fire => {
                if res.contains(Mr::FIRE) {
                    return ZhitM::Resisted;
                }
                dmg = self.rng.d(nd, 6);
                if res.contains(Mr::COLD) {
                    dmg += 7;
                }
                if self.burnarmor_mon(i) {
                    if self.rng.rn2(3) == 0 {
                        self.destroy_mitem(i, OClass::Potion, DamageType::Fire);
                    }
                    if self.rng.rn2(3) == 0 {
                        self.destroy_mitem(i, OClass::Scroll, DamageType::Fire);
                    }
                    if self.rng.rn2(5) == 0 {
                        self.destroy_mitem(i, OClass::Spbook, DamageType::Fire);
                    }
                }
            }
            ZapType::Cold => {
                if res.contains(Mr::COLD) {
                    return ZhitM::Resisted;
                }
                dmg = self.rng.d(nd, 6);
                if res.contains(Mr::FIRE) {
                    dmg += self.rng.d(nd, 3);
                }
                if self.rng.rn2(3) == 0 {
                    self.destroy_mitem(i, OClass::Potion, DamageType::Cold);
                }
            }
            ZapType::Sleep => {
                if res.contains(Mr::SLEEP) {
                    return ZhitM::Resisted;
                }
                let n = self.rng.d(nd, 25);
                let m = &mut self.lev.monsters[i];
                m.mcanmove = false;
                m.mfrozen = n.clamp(1, 127) as u8;
            }
            ZapType::Death if matches!(from, RayFrom::Breath | RayFrom::UBreath) => {
                use crate::monsters::reflect::which_armor;
                if res.contains(Mr::DISINT) {
                    return ZhitM::Resisted;
                }
                let m = &self.lev.monsters[i];
                if let Some(k) = which_armor(m, Worn::ARMS) {
                    return ZhitM::ArmorGone(k);
                }
                if let Some(k) = which_armor(m, Worn::ARM) {
                    // The cloak over it goes too.
                    let mut k = k;
                    if let Some(c) = which_armor(m, Worn::ARMC) {
                        let gone = self.lev.monsters[i].minvent.remove(c);
                        self.lev.monsters[i].misc_worn_check &= !gone.owornmask.bits();
                        if c < k {
                            k -= 1;
                        }
                        self.fix_mw_after_remove(i, c);
                    }
                    return ZhitM::ArmorGone(k);
                }
                return ZhitM::Disintegrated;
            }
            ZapType::Death => {
                if pm == PM_DEATH {
                    let m = &mut self.lev.monsters[i];
                    m.mhpmax += m.mhpmax / 2;
                    m.mhp = m.mhpmax;
                    return ZhitM::Damage(0);
                }
                if nonliving(t, pm) || is_demon(t, pm) || resists_magm(&self.lev.monsters[i]) {
                    return ZhitM::Resisted;
                }
                return ZhitM::Dies;
            }
            ZapType::Lightning => {
                if !res.contains(Mr::ELEC) {
                    dmg = self.rng.d(nd, 6);
                }
                if !crate::monsters::reflect::mon_resists_blnd(&self.lev.monsters[i]) {
                    let n = self.rng.rnd(50);
                    let m = &mut self.lev.monsters[i];
                    m.mcansee = false;
                    m.mblinded = (m.mblinded as i32 + n).min(127) as u8;
                }
                if self.rng.rn2(3) == 0 {
                    self.destroy_mitem(i, OClass::Wand, DamageType::Elec);
                }
                if self.rng.rn2(3) == 0 {
                    self.destroy_mitem(i, OClass::Ring, DamageType::Elec);
                }
                if res.contains(Mr::ELEC) {
                    return ZhitM::Resisted;
                }
            }
            ZapType::PoisonGas => {
                if res.contains(Mr::POISON) {
                    return ZhitM::Resisted;
                }
                dmg = self.rng.d(nd, 6);
            }
            ZapType::Acid => {
                if res.contains(Mr::ACID) {
                    return ZhitM::Resisted;
                }
                dmg = self.rng.d(nd, 6);
                if self.rng.rn2(6) == 0 {
                    self.acid_damage_mwep(i);
                }
                if self.rng.rn2(6) == 0 {
                    self.erode_armor_mon(i, crate::combat::trap::erode::Erode::Corrode);
                }
            }
        }
        if dmg > 0 && from.by_hero() && self.resist_wand(i) {
            dmg /= 2;
        }
        ZhitM::Damage(dmg)
    }

    /// Keeps a monster's wielded-weapon index right after inventory item
    /// `k` was removed.
    pub(crate) fn fix_mw_after_remove(&mut self, i: usize, k: usize) {
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        m.mw = match m.mw {
            Some(w) if w == k => None,
            Some(w) if w > k => Some(w - 1),
            w => w,
        };
    }

    /// The ray hits monster `i`: `zhitm` and the messages and deaths that
    /// follow. Returns true when the ray stops there (a Rider's body
    /// reintegrating, Death absorbing a death ray).
    fn zhitm_and_report(&mut self, i: usize, zt: ZapType, from: RayFrom, nd: i32) -> bool {
        let fltxt = zt.text(from);
        let name = self.mon_nam(i);
        let seen = self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m));
        let pm = self.lev.monsters[i].mnum;
        let result = self.zhitm(i, zt, from, nd);
        if crate::world::mondata::is_rider(pm) && zt == ZapType::Death && from == RayFrom::Breath {
            if seen {
                let cap = capitalize(&name);
                self.pline(format!("The {fltxt} hits {name}."));
                self.pline(format!("{cap} disintegrates."));
                self.pline(format!("{} body reintegrates before your eyes!", s_suffix(&cap)));
                self.pline(format!("{cap} resurrects!"));
            }
            let m = &mut self.lev.monsters[i];
            m.mhp = m.mhpmax;
            return true;
        }
        if pm == PM_DEATH && zt == ZapType::Death {
            if seen {
                let what = if from == RayFrom::Breath { "blast" } else { "ray" };
                self.pline(format!("The {fltxt} hits {name}."));
                self.pline(format!("{} absorbs the deadly {what}!", capitalize(&name)));
                self.pline("It seems even stronger than before.");
            }
            return true;
        }
        match result {
            ZhitM::Resisted => {
                if seen || from.by_hero() {
                    self.pline(format!("The {fltxt} hits {name}, but it seems unaffected."));
                }
                if zt != ZapType::Sleep {
                    self.wakeup(i, from.by_hero());
                }
            }
            ZhitM::Dies => {
                if seen || from.by_hero() {
                    self.pline(format!("The {fltxt} hits {name}!"));
                }
                let hp = self.lev.monsters[i].mhp;
                self.ray_damage(i, hp + 1, from, fltxt);
            }
            ZhitM::Disintegrated => self.disintegrate_mon(i, from),
            ZhitM::ArmorGone(k) => {
                self.wakeup(i, from.by_hero());
                if seen {
                    let whose = s_suffix(&capitalize(&name));
                    let what = self.xname_of(&self.lev.monsters[i].minvent[k].clone());
                    self.pline(format!("{whose} {what} is disintegrated!"));
                }
                let gone = self.lev.monsters[i].minvent.remove(k);
                self.lev.monsters[i].misc_worn_check &= !gone.owornmask.bits();
                self.fix_mw_after_remove(i, k);
            }
            ZhitM::Damage(dmg) => {
                if seen || from.by_hero() {
                    self.pline(format!("The {fltxt} hits {name}{}", if dmg < 5 { "." } else { "!" }));
                }
                if zt != ZapType::Sleep {
                    self.wakeup(i, from.by_hero());
                }
                if dmg > 0 {
                    self.ray_damage(i, dmg, from, fltxt);
                }
            }
        }
        false
    }

    /// `dmg` of the ray's damage to monster `i`: the hero's rays kill as
    /// the hero (`xkilled`), others as the ray ("The jackal is killed by
    /// the blast of fire!").
    fn ray_damage(&mut self, i: usize, dmg: i32, from: RayFrom, fltxt: &str) {
        if from.by_hero() {
            self.damage_monster(i, dmg, true);
            return;
        }
        let m = &mut self.lev.monsters[i];
        m.mhp = m.mhp.saturating_sub(dmg);
        if m.mhp <= 0 {
            self.monkilled(i, &format!("the {fltxt}"));
        }
    }

    /// `disintegrate_mon`: monster `i` is disintegrated with what it
    /// carries (a worn amulet of life saving and what resists
    /// disintegration stay on the floor); no corpse.
    fn disintegrate_mon(&mut self, i: usize, from: RayFrom) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let seen = self.canspotmon(m);
        let tame = m.mtame > 0;
        if seen {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} is disintegrated!"));
        }
        let m = &mut self.lev.monsters[i];
        m.minvent.retain(|o| {
            t.obj(o.otyp).oprop == Some(Prop::DisintRes)
                || o.oartifact.is_some()
                // The Amulet and the invocation items (`obj_resists`).
                || crate::actions::explode::vital(o)
                || (o.otyp == AMULET_OF_LIFE_SAVING && o.owornmask.contains(Worn::AMUL))
        });
        m.mw = None;
        if from.by_hero() {
            self.u.conduct.killer += 1;
        }
        self.mondead(i);
        if tame && !seen {
            self.pline("You have a sad feeling for a moment, then it passes.");
        }
    }

    /// `zhitu`: a ray of the hero's own wand or spell hits the hero
    /// from right here (`zapyourself`); lightning's flash blinds too.
    pub fn zhitu(&mut self, zt: ZapType, nd: i32, fltxt: &str) {
        self.zhitu_by(zt, RayFrom::Wand, nd, fltxt);
        if zt == ZapType::Lightning && self.over.is_none() {
            let n = self.rng.rnd(50);
            self.flashburn(n);
        }
    }

    /// `zhitu`: a ray fired by `from` hits the hero.
    fn zhitu_by(&mut self, zt: ZapType, from: RayFrom, nd: i32, fltxt: &str) {
        let t = tables();
        let mut dam = 0;
        let killer = crate::objects::objnam::an(fltxt);
        match zt {
            ZapType::MagicMissile => {
                if self.u.has(Prop::Antimagic) {
                    self.pline("The missiles bounce off!");
                } else {
                    dam = self.rng.d(nd, 6);
                    self.exercise(crate::world::you::A_STR, false);
                }
            }
            ZapType::Fire => {
                if self.u.has(Prop::FireRes) {
                    self.pline("You don't feel hot!");
                } else {
                    dam = self.rng.d(nd, 6);
                }
                if self.burnarmor_u() {
                    if self.rng.rn2(3) == 0 {
                        self.destroy_item(OClass::Potion, DamageType::Fire);
                    }
                    if self.rng.rn2(3) == 0 {
                        self.destroy_item(OClass::Scroll, DamageType::Fire);
                    }
                    if self.rng.rn2(5) == 0 {
                        self.destroy_item(OClass::Spbook, DamageType::Fire);
                    }
                    self.destroy_item(OClass::Food, DamageType::Fire);
                }
            }
            ZapType::Cold => {
                if self.u.has(Prop::ColdRes) {
                    self.pline("You don't feel cold.");
                } else {
                    dam = self.rng.d(nd, 6);
                }
                if self.rng.rn2(3) == 0 {
                    self.destroy_item(OClass::Potion, DamageType::Cold);
                }
            }
            ZapType::Sleep => {
                if self.u.has(Prop::SleepRes) {
                    self.pline("You don't feel sleepy.");
                } else {
                    let n = self.rng.d(nd, 25);
                    self.helpless(n, crate::actions::potion::WAKE_MSG);
                }
            }
            ZapType::Death if matches!(from, RayFrom::Breath | RayFrom::UBreath) => {
                if self.u.has(Prop::DisintRes) {
                    self.pline("You are not disintegrated.");
                    return;
                }
                if self.u.worn(Worn::ARMS).is_some() {
                    // The shield goes; everything else is safe.
                    self.destroy_worn(Worn::ARMS);
                    return;
                }
                if self.u.worn(Worn::ARM).is_some() {
                    self.destroy_worn(Worn::ARMC);
                    self.destroy_worn(Worn::ARM);
                    return;
                }
                // Nothing stops it: the cloak and shirt go first, in
                // case of life saving.
                self.destroy_worn(Worn::ARMC);
                self.destroy_worn(Worn::ARMU);
                self.u.uhp = 0;
                self.done_died(&killer);
                return;
            }
            ZapType::Death => {
                let race = self.u.youmonst_data();
                if nonliving(t, race) || is_undead(t, race) || is_demon(t, race) {
                    self.pline("You seem unaffected.");
                } else if self.u.has(Prop::Antimagic) {
                    self.pline("You aren't affected.");
                } else {
                    self.u.uhp = 0;
                    self.done_died(&killer);
                    return;
                }
            }
            ZapType::Lightning => {
                if self.u.has(Prop::ShockRes) {
                    self.pline("You aren't affected.");
                } else {
                    dam = self.rng.d(nd, 6);
                    self.exercise(crate::world::you::A_CON, false);
                }
                if self.rng.rn2(3) == 0 {
                    self.destroy_item(OClass::Wand, DamageType::Elec);
                }
                if self.rng.rn2(3) == 0 {
                    self.destroy_item(OClass::Ring, DamageType::Elec);
                }
            }
            ZapType::PoisonGas => {
                self.poisoned("blast", crate::world::you::A_DEX, "poisoned blast", 15);
            }
            ZapType::Acid => {
                if self.u.has(Prop::AcidRes) {
                    self.pline("The acid doesn't hurt.");
                } else {
                    self.pline("The acid burns!");
                    dam = self.rng.d(nd, 6);
                    self.exercise(crate::world::you::A_STR, false);
                }
                if self.rng.rn2(6) == 0 {
                    self.acid_damage_uwep();
                }
                if self.rng.rn2(6) == 0 {
                    self.erode_armor_u(crate::combat::trap::erode::Erode::Corrode);
                }
            }
        }
        // Half spell damage halves wands and spells, not breath.
        if dam > 0 && self.u.has(Prop::HalfSpdam) && !matches!(from, RayFrom::Breath | RayFrom::UBreath) {
            dam = (dam + 1) / 2;
        }
        if dam > 0 && self.over.is_none() {
            self.losehp(dam, &killer);
        }
    }

    /// `destroy_arm` of what the hero wears in `slot`. Returns whether
    /// something was there.
    fn destroy_worn(&mut self, slot: Worn) -> bool {
        let Some(j) = self.u.worn(slot) else { return false };
        self.destroy_arm_at(j);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{RayFrom, ZapType};
    use crate::game::Game;
    use crate::game::NewGame;
    use oxhack_defs::DamageType;
    use oxhack_tables::ids::*;

    #[test]
    fn wands_fire_their_rays() {
        assert_eq!(ZapType::of_wand(WAN_FIRE), Some(ZapType::Fire));
        assert_eq!(ZapType::of_wand(WAN_DEATH).map(ZapType::name), Some("death ray"));
        assert_eq!(ZapType::of_wand(WAN_STRIKING), None);
    }

    #[test]
    fn breaths_have_their_own_names() {
        let breath = |ad| ZapType::of_adtyp(ad).map(|z| z.text(RayFrom::Breath));
        assert_eq!(breath(DamageType::Fire), Some("blast of fire"));
        assert_eq!(breath(DamageType::Disn), Some("blast of disintegration"));
        assert_eq!(breath(DamageType::Drst), Some("blast of poison gas"));
        assert_eq!(breath(DamageType::Acid), Some("blast of acid"));
        assert_eq!(breath(DamageType::Blnd), None);
    }

    #[test]
    fn straight_rays_come_straight_back() {
        let mut g = Game::new(NewGame::quick(4)).expect("game");
        assert_eq!(g.bounce(10, 5, 9, 5, 1, 0), (-1, 0));
        assert_eq!(g.bounce(10, 5, 10, 4, 0, 1), (0, -1));
    }

    #[test]
    fn zap_hit_always_hits_poor_armor_classes_mostly() {
        let mut g = Game::new(NewGame::quick(4)).expect("game");
        let hits = (0..200).filter(|_| g.zap_hit(10)).count();
        assert!(hits > 180, "{hits}");
        let hits = (0..200).filter(|_| g.zap_hit(-20)).count();
        assert!(hits < 100, "{hits}");
    }
}
