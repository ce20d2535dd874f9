//! MONSTER and monster inventories (sp_lev.c's `spo_monster`,
//! `create_monster`, `spo_end_moninvent`): monsters made by the game's
//! makemon, with the level's alignment, peacefulness, sleep, names,
//! mimic disguises and status modifiers, and the objects listed inside
//! the statement as their inventory.

use super::{DRY, HOT, NO_LOC_WARN, SOLID, SpLev, WET};
use crate::monsters::makemon::{MmFlags, NO_MM_FLAGS};
use crate::world::level::Coord;
use crate::world::monst::{Appearance, EMin, MExtra};
use oxhack_defs::flags::{Geno, M1};
use oxhack_defs::{MonClass, Pm};
use oxhack_vm::value::monst;
use oxhack_vm::{Args, HostError, Value};

/// What a MONSTER statement asked for (`monster`).
#[derive(Debug, Clone, Default)]
struct Spec {
    peaceful: i64,
    asleep: i64,
    name: Option<String>,
    appear: i64,
    appear_as: Option<String>,
    align: i64,
    female: bool,
    invis: bool,
    cancelled: bool,
    revived: bool,
    avenge: bool,
    fleeing: i64,
    blinded: i64,
    paralyzed: i64,
    stunned: bool,
    confused: bool,
}

/// `pm_to_humidity`: where a monster of this kind may be placed.
fn pm_to_humidity(t: &oxhack_defs::Tables, pm: Option<Pm>) -> i64 {
    use crate::monsters::makemon::{is_floater, is_flyer, is_swimmer, noncorporeal, passes_walls};
    use oxhack_tables::ids;
    let Some(pm) = pm else { return DRY };
    let mut loc = DRY;
    if t.mon(pm).mlet == MonClass::Eel || t.mon(pm).mflags1.contains(M1::AMPHIBIOUS) || is_swimmer(t, pm) {
        loc = WET;
    }
    if is_flyer(t, pm) || is_floater(t, pm) {
        loc |= HOT | WET;
    }
    if passes_walls(t, pm) || noncorporeal(t, pm) {
        loc |= SOLID;
    }
    if matches!(pm, ids::PM_FIRE_VORTEX | ids::PM_FLAMING_SPHERE | ids::PM_FIRE_ELEMENTAL | ids::PM_SALAMANDER) {
        loc |= HOT;
    }
    loc
}

/// MONSTER (`spo_monster`, `create_monster`).
pub fn monster(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let has_inv = args.pop_int()? != 0;
    let mut m = Spec { peaceful: -1, asleep: -1, align: -12, ..Default::default() };
    for _ in 0..17 {
        let tag = args.pop_int()?;
        if !(0..16).contains(&tag) {
            break;
        }
        let v = args.pop_any()?;
        let int = match v {
            Value::Int(n) => Some(n),
            _ => None,
        };
        match tag {
            4 => {
                if let Value::Str(b) = &v
                    && m.name.is_none()
                {
                    m.name = Some(String::from_utf8_lossy(b).into_owned());
                }
            }
            3 => {
                if let Some(n) = int {
                    m.appear = n;
                    if let Value::Str(b) = args.pop_any()? {
                        m.appear_as = Some(String::from_utf8_lossy(&b).into_owned());
                    }
                }
            }
            2 => m.asleep = int.unwrap_or(m.asleep),
            1 => m.align = int.unwrap_or(m.align),
            0 => m.peaceful = int.unwrap_or(m.peaceful),
            5 => m.female = int.is_some_and(|n| n != 0),
            6 => m.invis = int.is_some_and(|n| n != 0),
            7 => m.cancelled = int.is_some_and(|n| n != 0),
            8 => m.revived = int.is_some_and(|n| n != 0),
            9 => m.avenge = int.is_some_and(|n| n != 0),
            10 => m.fleeing = int.unwrap_or(0),
            11 => m.blinded = int.unwrap_or(0),
            12 => m.paralyzed = int.unwrap_or(0),
            13 => m.stunned = int.is_some_and(|n| n != 0),
            14 => m.confused = int.is_some_and(|n| n != 0),
            _ => {}
        }
    }
    let at = args.pop_coord()?;
    let id = args.pop_monst()?;
    create_monster(s, &m, monst::class(id), monst::index(id), at, has_inv);
    Ok(())
}

fn create_monster(s: &mut SpLev<'_, '_>, m: &Spec, class: u8, id: i64, at: i64, has_inv: bool) {
    let t = s.c.t;
    let class = if (class as i8) > 0 { MonClass::ALL.iter().copied().find(|c| c.symbol() == class) } else { None };
    let hero = s.c.hero.align as i8;
    // The alignment as NetHack's altar-mask codes (see create_altar).
    let amask: u8 = match m.align {
        3 => align_mask(hero),
        7 => {
            let k = s.c.rng.rn2(2) != 0;
            align_mask(if hero == 0 {
                if k { -1 } else { 1 }
            } else if k {
                -hero
            } else {
                0
            })
        }
        a if a <= -11 => align_mask(s.c.rng.rn2(3) as i8 - 1),
        a if a < 0 => align_mask(s.ralign[((-a - 1) as usize).min(2)]),
        a => (a & 0xff) as u8,
    };
    let mut pm: Option<Pm> = None;
    if let Some(cls) = class {
        if id >= crate::world::mondata::LOW_PM as i64 && id < t.monsters.len() as i64 {
            let p = Pm(id as u16);
            let flags = s.c.og.mvitals.get(p.0 as usize).map_or(0, |v| v.mvflags);
            if t.mon(p).geno.contains(Geno::UNIQ) && flags & crate::objects::mkobj::G_EXTINCT != 0 {
                return;
            }
            pm = if flags & crate::objects::mkobj::G_GONE != 0 { None } else { Some(p) };
        } else {
            pm = s.with_game(|lev, rng, h| {
                let _ = lev;
                h.mon(rng).mkclass(cls, Geno::NOGEN)
            });
        }
    }
    let (mut x, mut y);
    if pm.is_some() {
        let loc = pm_to_humidity(t, pm);
        (x, y) = s.get_location_coord(at, loc | NO_LOC_WARN);
        if x == -1 && y == -1 {
            (x, y) = s.get_location_coord(at, loc | DRY);
        }
    } else {
        (x, y) = s.get_location_coord(at, DRY);
    }
    if s.lev.monster_at(x, y).is_some() {
        let spot = s.with_game(|lev, rng, h| h.mon(rng).enexto(lev, x, y, pm));
        if let Some(Coord { x: cx, y: cy }) = spot {
            (x, y) = (cx, cy);
        }
    }
    let roamer = m.align != -12;
    let made = s.with_game(|lev, rng, h| {
        let flags = if roamer { MmFlags::MM_ADJACENTOK | MmFlags::MM_EMIN } else { NO_MM_FLAGS };
        h.mon(rng).makemon(lev, pm, x, y, flags)
    });
    let Some(i) = made else { return };
    let align = amask_align(amask);
    let hero_align = hero;
    let peaceful_setting = m.peaceful;
    s.with_game(|lev, rng, h| {
        let c = h.mon(rng);
        let Some(mon) = lev.monsters.get_mut(i) else { return };
        if roamer {
            mon.mextra =
                Some(MExtra::Minion(EMin { min_align: align, renegade: hero_align == align && peaceful_setting == 0 }));
            mon.mpeaceful = peaceful_setting > 0;
            mon.msleeping = false;
            c.set_malign(mon);
        }
    });
    let Some(mon) = s.lev.monsters.get_mut(i) else { return };
    if let Some(name) = &m.name {
        mon.mname = Some(name.chars().take(62).collect());
    }
    if let Some(as_) = &m.appear_as
        && t.mon(mon.mnum).mlet == MonClass::Mimic
    {
        match m.appear {
            2 => {
                if let Some(o) = t.objects.iter().position(|o| o.name.as_deref() == Some(as_.as_str())) {
                    mon.appear = Appearance::Object(o as u16);
                }
            }
            3 => {
                if let Some(p) = crate::objects::wish::name_to_mon(t, as_) {
                    mon.appear = Appearance::Monster(p.0);
                }
            }
            _ => {}
        }
    }
    if m.peaceful >= 0 {
        mon.mpeaceful = m.peaceful != 0;
    }
    if m.asleep >= 0 {
        mon.msleeping = m.asleep != 0;
    }
    mon.female |= m.female;
    mon.mcan |= m.cancelled;
    mon.mrevived |= m.revived;
    mon.mstun |= m.stunned;
    mon.mconf |= m.confused;
    if m.invis {
        mon.minvis = true;
        mon.perminvis = true;
    }
    if m.blinded != 0 {
        mon.mcansee = false;
        mon.mblinded = (m.blinded % 127) as u8;
    }
    if m.paralyzed != 0 {
        mon.mcanmove = false;
        mon.mfrozen = (m.paralyzed % 127) as u8;
    }
    if m.fleeing != 0 {
        mon.mflee = true;
        mon.mfleetim = (m.fleeing % 127) as u8;
    }
    let _ = m.avenge;
    if m.peaceful >= 0 {
        s.with_game(|lev, rng, h| {
            let c = h.mon(rng);
            if let Some(mon) = lev.monsters.get_mut(i) {
                c.set_malign(mon);
            }
        });
    }
    if has_inv {
        if let Some(mon) = s.lev.monsters.get_mut(i) {
            mon.minvent.clear();
            mon.mw = None;
        }
        s.invent_monster = Some(i);
    }
}

fn align_mask(a: i8) -> u8 {
    match a {
        1 => crate::world::level::AM_LAWFUL,
        0 => crate::world::level::AM_NEUTRAL,
        -1 => crate::world::level::AM_CHAOTIC,
        _ => crate::world::level::AM_NONE,
    }
}

/// `Amask2align`.
fn amask_align(m: u8) -> i8 {
    match m & crate::world::level::AM_MASK {
        crate::world::level::AM_LAWFUL => 1,
        crate::world::level::AM_NEUTRAL => 0,
        crate::world::level::AM_CHAOTIC => -1,
        _ => -128,
    }
}

/// END_MONINVENT: the monster puts on what it was given.
pub fn end_moninvent(s: &mut SpLev<'_, '_>) {
    let Some(i) = s.invent_monster.take() else { return };
    s.with_game(|lev, rng, h| {
        let mut c = h.mon(rng);
        if let Some(mon) = lev.monsters.get_mut(i) {
            c.m_dowear(mon, true);
        }
    });
}
