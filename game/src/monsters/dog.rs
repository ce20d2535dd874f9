//! Pets (dog.c): the starting pet (`makedog`), taming (`tamedog`), and
//! what a pet thinks of an object as food (`dogfood`, `dog_nutrition`).
//! How pets move and fight is in [`crate::monsters::dogmove`].

use crate::game::Game;
use crate::monsters::makemon::{self as mdat, NO_MM_FLAGS};
use crate::world::monst::Monst;
use crate::world::obj::Obj;
use oxhack_defs::flags::{M1, M2};
use oxhack_defs::{MonClass, OClass, Pm, Size, Tables};
use oxhack_tables::{ids, tables};

/// How much a pet wants an object (`dogfood`'s answers, best first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum DogFood {
    /// Favourite food: eaten even when not hungry.
    DogFood,
    /// A corpse it eats when hungry.
    Cadaver,
    /// Acceptable when hungry.
    AccFood,
    /// People food: not for pets.
    ManFood,
    /// Something to carry around.
    Apport,
    /// Would poison it.
    Poison,
    Undef,
    /// Never touched (cursed things, cannibalism).
    Tabu,
}

/// A pet's hunger clock starts this far ahead (`initedog`).
pub const PET_START_HUNGER: i64 = 1000;
/// Pets stop eating when this far from hungry (`DOG_SATIATED`).
pub const DOG_SATIATED: i64 = 800;

fn carnivorous(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags1.contains(M1::CARNIVORE)
}
fn herbivorous(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags1.contains(M1::HERBIVORE)
}

/// `dogfood`: how monster `mon` regards `obj` as food at turn `moves`.
pub fn dogfood(t: &Tables, mon: &Monst, obj: &Obj, moves: i64) -> DogFood {
    let mptr = mon.mnum;
    let carni = carnivorous(t, mptr);
    let herbi = herbivorous(t, mptr);
    let starving = mon.mtame > 0 && mon.hungrytime + 500 < moves;
    if obj.oclass(t) != OClass::Food {
        return if obj.cursed { DogFood::Tabu } else { DogFood::Apport };
    }
    if obj.otyp == ids::CORPSE {
        let Some(f) = obj.corpsenm else { return DogFood::Tabu };
        let fd = t.mon(f);
        if f == ids::PM_COCKATRICE || f == ids::PM_CHICKATRICE || f == ids::PM_MEDUSA {
            return DogFood::Tabu;
        }
        if !carni && !herbi {
            return if obj.cursed { DogFood::Undef } else { DogFood::Apport };
        }
        let mres = t.mon(mptr).mresists;
        let old =
            obj.age + 50 <= moves && f != ids::PM_LIZARD && f != ids::PM_LICHEN && t.mon(mptr).mlet != MonClass::Fungus;
        if old
            || (fd.mflags1.contains(M1::ACID) && !mres.contains(oxhack_defs::flags::Mr::ACID))
            || (fd.mflags1.contains(M1::POIS) && !mres.contains(oxhack_defs::flags::Mr::POISON))
        {
            return DogFood::Poison;
        }
        if f == ids::PM_GREEN_SLIME {
            return if starving { DogFood::AccFood } else { DogFood::Poison };
        }
        if mdat::vegan(t, f) {
            return if herbi { DogFood::Cadaver } else { DogFood::ManFood };
        }
        let same_race = mdat::humanoid(t, mptr)
            && (t.mon(mptr).mflags2 & fd.mflags2 & (M2::HUMAN | M2::ELF | M2::DWARF | M2::GNOME | M2::ORC))
                != M2::empty();
        if same_race
            && !mdat::is_undead(t, mptr)
            && !matches!(fd.mlet, MonClass::Kobold | MonClass::Orc | MonClass::Ogre)
        {
            return if starving && carni && !mdat::is_elf(t, mptr) { DogFood::AccFood } else { DogFood::Tabu };
        }
        return if carni { DogFood::Cadaver } else { DogFood::ManFood };
    }
    if !carni && !herbi {
        return if obj.cursed { DogFood::Undef } else { DogFood::Apport };
    }
    match obj.otyp {
        ids::TRIPE_RATION | ids::MEATBALL | ids::MEAT_RING | ids::MEAT_STICK | ids::HUGE_CHUNK_OF_MEAT => {
            if carni {
                DogFood::DogFood
            } else {
                DogFood::ManFood
            }
        }
        ids::EGG => {
            if carni {
                DogFood::Cadaver
            } else {
                DogFood::ManFood
            }
        }
        ids::APPLE | ids::CARROT => {
            if herbi {
                DogFood::DogFood
            } else if starving {
                DogFood::AccFood
            } else {
                DogFood::ManFood
            }
        }
        _ => {
            if starving || (herbi && t.obj(obj.otyp).material == Some(oxhack_defs::Material::Veggy)) {
                DogFood::AccFood
            } else {
                DogFood::ManFood
            }
        }
    }
}

/// `dog_nutrition`: how long `obj` keeps the pet fed, and how many turns
/// eating it takes.
pub fn dog_nutrition(t: &Tables, mon: &Monst, obj: &Obj) -> (i64, u16) {
    let (mut nutrit, meating) = if obj.otyp == ids::CORPSE {
        let f = obj.corpsenm.unwrap_or(mon.mnum);
        (t.mon(f).cnutrit as i64, 3 + (t.mon(f).cwt >> 6))
    } else {
        let oc = t.obj(obj.otyp);
        (oc.nutrition as i64, oc.delay.max(1) as u16)
    };
    nutrit *= match t.mon(mon.mnum).msize {
        Size::Tiny => 8,
        Size::Small => 6,
        Size::Large => 4,
        Size::Huge => 3,
        Size::Gigantic => 2,
        _ => 5,
    };
    (nutrit, meating)
}

impl Game {
    /// `pet_type`: the role's pet, else the `pettype` option, else a
    /// kitten or little dog at random. None for `pettype:none`.
    fn pet_type(&mut self) -> Option<Pm> {
        let role_pet = match self.u.hero.role {
            ids::PM_CAVEMAN | ids::PM_CAVEWOMAN | ids::PM_RANGER | ids::PM_SAMURAI => Some(ids::PM_LITTLE_DOG),
            ids::PM_KNIGHT => Some(ids::PM_PONY),
            ids::PM_WIZARD => Some(ids::PM_KITTEN),
            _ => None,
        };
        let pref = self.opts.pettype.as_deref().map(|s| s.to_ascii_lowercase());
        if pref.as_deref().is_some_and(|p| p.starts_with('n')) {
            return None;
        }
        if let Some(p) = role_pet {
            return Some(p);
        }
        match pref.as_deref().and_then(|p| p.chars().next()) {
            Some('c') | Some('k') => Some(ids::PM_KITTEN),
            Some('d') => Some(ids::PM_LITTLE_DOG),
            Some('h') => Some(ids::PM_PONY),
            _ => Some(if self.rng.rn2(2) != 0 { ids::PM_KITTEN } else { ids::PM_LITTLE_DOG }),
        }
    }

    /// `makedog`: the starting pet next to the hero.
    pub fn makedog(&mut self) {
        let Some(pm) = self.pet_type() else { return };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let Some(i) = self.with_mon(|c, lev| {
            let spot = c.enexto(lev, ux, uy, Some(pm))?;
            c.makemon(lev, Some(pm), spot.x, spot.y, NO_MM_FLAGS)
        }) else {
            return;
        };
        if pm == ids::PM_PONY {
            let mut saddle = self.with_mk(|c| c.mksobj(ids::SADDLE, true, false));
            saddle.dknown = true;
            saddle.bknown = true;
            saddle.rknown = true;
            saddle.owornmask = crate::world::obj::Worn::SADDLE;
            if let Some(m) = self.lev.monsters.get_mut(i) {
                m.misc_worn_check |= crate::world::obj::Worn::SADDLE.bits();
                m.minvent.push(saddle);
            }
        }
        let name = if pm == ids::PM_LITTLE_DOG {
            match self.u.hero.role {
                ids::PM_CAVEMAN | ids::PM_CAVEWOMAN => Some("Slasher"),
                ids::PM_SAMURAI => Some("Hachi"),
                ids::PM_BARBARIAN => Some("Idefix"),
                ids::PM_RANGER => Some("Sirius"),
                _ => None,
            }
        } else {
            None
        };
        if let Some(m) = self.lev.monsters.get_mut(i) {
            if let Some(n) = name {
                m.mname = Some(n.to_string());
            }
            self.u.pet_id = Some(m.m_id);
        }
        self.tamedog(i);
        if let Some(m) = self.lev.monsters.get(i) {
            let (x, y) = (m.mx, m.my);
            self.newsym(x, y);
        }
    }

    /// `tamedog`: tries to tame monster `i` (scroll of taming, thrown
    /// food); returns whether it is now tame. Shopkeepers, priests,
    /// guards, the Wizard and the Riders never are.
    pub fn tamedog(&mut self, i: usize) -> bool {
        let moves = self.moves;
        let Some(m) = self.lev.monsters.get_mut(i) else { return false };
        if m.isshk() || m.ispriest() || m.isgd() || m.iswiz || crate::world::mondata::is_rider(m.mnum) {
            return false;
        }
        if m.mtame == 0 {
            m.hungrytime = PET_START_HUNGER + moves;
        }
        m.mtame = if crate::monsters::makemon::is_domestic(tables(), m.mnum) { 10 } else { 5 };
        m.mpeaceful = true;
        m.msleeping = false;
        m.mflee = false;
        true
    }
}
