//! The player-monsters of the Astral Plane (mplayer.c's `create_mplayers`
//! and `mk_mplayer`, called by do.c's `final_level` on arrival): three to
//! six rivals of random roles, named after NetHack's developers, in
//! endgame kit. Their weapon is where the property document changes
//! NetHack: an artifact one time in 5 instead of 1 in 2, good random
//! properties otherwise (`MkCtx::mplayer_weapon` in hero/gift).

use crate::game::Game;
use crate::monsters::makemon::{MmFlags, is_female};
use crate::world::monst::Monst;
use crate::world::obj::Obj;
use oxhack_defs::{OClass, Otyp, Pm};
use oxhack_tables::{self as ids, *};

/// NetHack's development teams' first names (`developers[]`), the names
/// the Astral Plane's player-monsters take.
const DEVELOPERS: &[&str] = &[
    "Alex", "Dave", "Dean", "Derek", "Eric", "Izchak", "Janet", "Jessie", "Ken", "Kevin", "Michael", "Mike", "Pasi",
    "Pat", "Patric", "Paul", "Sean", "Steve", "Timo", "Warwick", "Bill", "Eric", "Keizo", "Ken", "Kevin", "Michael",
    "Mike", "Paul", "Stephen", "Steve", "Timo", "Yitzhak", "Andy", "Gregg", "Janne", "Keni", "Mike", "Olaf", "Richard",
    "Andy", "Chris", "Dean", "Jon", "Jonathan", "Kevin", "Wang", "Eric", "Marvin", "Warwick", "Alex", "Dion",
    "Michael", "Helge", "Ron", "Timo", "Joshua", "Pat", "",
];

/// The player-monster kinds, archeologist to wizard (`PM_ARCHEOLOGIST`
/// .. `PM_WIZARD`), in NetHack's order.
const ROLES: &[Pm] = &[
    ids::PM_ARCHEOLOGIST,
    ids::PM_BARBARIAN,
    ids::PM_CAVEMAN,
    ids::PM_CAVEWOMAN,
    ids::PM_HEALER,
    ids::PM_KNIGHT,
    ids::PM_MONK,
    ids::PM_PRIEST,
    ids::PM_PRIESTESS,
    ids::PM_RANGER,
    ids::PM_ROGUE,
    ids::PM_SAMURAI,
    ids::PM_TOURIST,
    ids::PM_VALKYRIE,
    ids::PM_WIZARD,
];

impl Game {
    /// Whether `uz` is the Astral Plane.
    pub fn is_astral_level(&self, uz: crate::world::level::DLevel) -> bool {
        crate::world::dungeon::role_level(&self.layout, dgn_comp::roles::LevelRole::Astral) == Some(uz)
    }

    /// `create_mplayers`: up to `num` player-monsters of random roles on
    /// free squares of this level (`special`: in endgame kit). Gives up
    /// when fifty tries find no free square.
    pub fn create_mplayers(&mut self, num: i32, special: bool) {
        for _ in 0..num {
            let pm = ROLES[self.rng.rn2(ROLES.len() as i32) as usize];
            let mut spot = None;
            for _ in 0..=51 {
                let x = self.rng.rn1(crate::world::level::COLNO as i32 - 4, 2);
                let y = self.rng.rnd(crate::world::level::ROWNO as i32 - 2);
                if self.with_mon(|c, lev| c.goodpos(lev, x, y, Some(pm), MmFlags::empty())) {
                    spot = Some((x, y));
                    break;
                }
            }
            let Some((x, y)) = spot else { return };
            self.mk_mplayer(pm, x, y, special);
        }
    }

    /// `dev_name`: a developer's name no player-monster here has taken
    /// yet (None after a hundred tries).
    fn dev_name(&mut self) -> Option<&'static str> {
        for _ in 0..100 {
            let name = DEVELOPERS[self.rng.rn2(DEVELOPERS.len() as i32) as usize];
            let taken = self.lev.monsters.iter().any(|m| {
                crate::world::mondata::is_mplayer(m.mnum) && m.mname.as_deref().unwrap_or("").starts_with(name)
            });
            if !taken {
                return Some(name);
            }
        }
        None
    }

    /// `mk_mplayer`: a player-monster of kind `pm` at (x, y); `special`
    /// (the endgame): level 15 to 30, named ("Kevin the Lord"), carrying
    /// a fake Amulet and the full kit. Returns its index.
    pub fn mk_mplayer(&mut self, pm: Pm, x: i32, y: i32, special: bool) -> Option<usize> {
        let t = tables();
        if !crate::world::mondata::is_mplayer(pm) {
            return None;
        }
        let special = special && crate::world::dungeon::in_endgame(&self.layout, self.u.uz);
        if let Some(k) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (x, y)) {
            self.with_mon(|c, lev| c.rloc(lev, k));
        }
        let i = self.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, MmFlags::empty()))?;
        let lvl = if special { self.rng.rn1(16, 15) } else { self.rng.rnd(16) };
        let hp = self.rng.d(lvl, 10) + if special { 30 + self.rng.rnd(30) } else { 30 };
        {
            let m = &mut self.lev.monsters[i];
            m.m_lev = lvl as u8;
            m.mhp = hp;
            m.mhpmax = hp;
        }
        if special {
            let female = is_female(t, pm);
            let name = match self.dev_name() {
                None => if female { "Eve" } else { "Adam" }.to_string(),
                Some(d) if female && d != "Janet" => if self.rng.rn2(2) != 0 { "Maud" } else { "Eve" }.to_string(),
                Some(d) => d.to_string(),
            };
            let female = female || name == "Janet";
            let rank = crate::hero::role::rank_title(pm, lvl, female);
            let m = &mut self.lev.monsters[i];
            m.female = female;
            m.mname = Some(format!("{name} the {rank}"));
            self.mon_gets(i, ids::FAKE_AMULET_OF_YENDOR);
        }
        self.lev.monsters[i].mpeaceful = false;
        self.with_mon(|c, lev| c.set_malign(&mut lev.monsters[i]));
        let kit = self.with_mk(|c| c.mplayer_kit(pm));
        if let Some(w) = kit.weapon {
            let o = self.with_mk(|c| c.mplayer_weapon(w, special));
            self.lev.monsters[i].minvent.push(o);
        }
        if special {
            if self.rng.rn2(10) == 0 {
                let stone = if self.rng.rn2(3) != 0 { ids::LUCKSTONE } else { ids::LOADSTONE };
                self.mon_gets(i, stone);
            }
            for a in [kit.armor, kit.cloak, kit.helm, kit.shield].into_iter().flatten() {
                self.mk_mplayer_armor(i, a);
            }
            if self.rng.rn2(8) != 0 {
                let g = self.with_mk(|c| c.rnd_class(ids::LEATHER_GLOVES, ids::GAUNTLETS_OF_DEXTERITY));
                self.mk_mplayer_armor(i, g);
            }
            if self.rng.rn2(8) != 0 {
                let b = self.with_mk(|c| c.rnd_class(ids::LOW_BOOTS, ids::LEVITATION_BOOTS));
                self.mk_mplayer_armor(i, b);
            }
            self.with_mon(|c, lev| c.m_dowear(&mut lev.monsters[i], true));
            let quan = if self.rng.rn2(3) != 0 { self.rng.rn2(3) } else { self.rng.rn2(16) };
            for _ in 0..quan {
                let gem = self.with_mk(|c| c.rnd_class(ids::DILITHIUM_CRYSTAL, ids::JADE));
                self.mon_gets(i, gem);
            }
            let gold = self.rng.rn2(1000) as i64;
            self.with_mon(|c, lev| c.mkmonmoney(&mut lev.monsters[i], gold));
            for _ in 0..self.rng.rn2(10) {
                let o = self.with_mk(|c| c.mkobj(OClass::Random, false));
                self.lev.monsters[i].minvent.push(o);
            }
        }
        for kind in 0..3 {
            for _ in 0..self.rng.rnd(3) {
                let noteleport = self.lev.flags.noteleport;
                let otyp = self.with_mon(|c, lev| {
                    let m: &Monst = &lev.monsters[i];
                    match kind {
                        0 => c.rnd_offensive_item(m),
                        1 => c.rnd_defensive_item(m, noteleport),
                        _ => c.rnd_misc_item(m),
                    }
                });
                if let Some(otyp) = otyp {
                    self.mon_gets(i, otyp);
                }
            }
        }
        Some(i)
    }

    /// `mongets` for monster `i` of this level.
    fn mon_gets(&mut self, i: usize, otyp: Otyp) {
        self.with_mon(|c, lev| c.mongets(&mut lev.monsters[i], otyp));
    }

    /// `mk_mplayer_armor`: a piece of endgame armor, erodeproof, cursed or
    /// blessed a third of the time each, usually +0..+4, sometimes +4..+7
    /// or -1..-3.
    fn mk_mplayer_armor(&mut self, i: usize, otyp: Otyp) {
        let mut o: Obj = self.with_mk(|c| c.mksobj(otyp, false, false));
        if self.rng.rn2(3) == 0 {
            o.oerodeproof = true;
        }
        if self.rng.rn2(3) == 0 {
            o.curse();
        }
        if self.rng.rn2(3) == 0 {
            o.bless();
        }
        o.spe = if self.rng.rn2(10) != 0 {
            if self.rng.rn2(3) != 0 { self.rng.rn2(5) } else { self.rng.rn1(4, 4) }
        } else {
            -self.rng.rnd(3)
        } as i8;
        self.lev.monsters[i].minvent.push(o);
    }
}
