//! The per-level part of `fixup_special` (mkmaze.c), chosen by the
//! level's name: Medusa's extra statues, the secret doors of the
//! Wizard's Tower and the Sanctum, Fort Ludios' gold vault, graveyard
//! flags, Orcus Town's missing shopkeepers, Baalzebub's walls, and (before
//! the level regions are placed) the Planes of Water and Air.

use super::SpLev;
use crate::levelgen::mklev::okdoor;
use crate::levelgen::mkmaze::Plane;
use crate::world::level::{RoomId, rtype, ttyp};
use oxhack_tables::ids;
use oxhack_vm::terrain::SDOOR;

const W_NORTH: u8 = 1;
const W_SOUTH: u8 = 2;
const W_EAST: u8 = 4;
const W_WEST: u8 = 8;
const W_ANY: u8 = W_NORTH | W_SOUTH | W_EAST | W_WEST;

/// What a level's fix-up made that the level itself does not hold.
#[derive(Debug, Clone, Default)]
pub struct FixupExtras {
    /// The Plane of Water's or Air's bubbles or clouds.
    pub bubbles: Vec<crate::levelgen::mkmaze::Bubble>,
}

/// Runs the fix-up for the level called `name`, by the part it plays
/// (dgn_comp's roles: OxHack's "keep" is NetHack's "castle").
pub fn special_fixups(s: &mut SpLev<'_, '_>, name: &str) {
    use dgn_comp::roles::{LevelRole, role_of};
    let base = name.split('-').next().unwrap_or(name);
    let Some(role) = role_of(base) else { return };
    match role {
        LevelRole::Medusa => medusa_statues(s),
        LevelRole::Wiz1 => {
            if let Some(RoomId::Main(i)) = crate::levelgen::mkroom::search_special(&s.lev, Some(rtype::MORGUE)) {
                create_secret_door(s, i, W_SOUTH | W_EAST | W_WEST);
            }
        }
        LevelRole::Knox => knox_vault(s),
        LevelRole::Castle => s.lev.flags.graveyard = true,
        LevelRole::Sanctum => {
            if let Some(RoomId::Main(i)) = crate::levelgen::mkroom::search_special(&s.lev, Some(rtype::TEMPLE)) {
                create_secret_door(s, i, W_ANY);
            }
        }
        LevelRole::Orcus => s.lev.monsters.retain(|m| !m.isshk()),
        LevelRole::Baalz => {
            s.with_game(|lev, rng, h| crate::levelgen::mkmaze::baalz_fixup(lev, rng, h));
        }
        _ => {}
    }
}

/// The first part of `fixup_special`, before the level regions are
/// placed: the Planes of Water and Air are flooded and get their bubbles
/// or clouds, so that a region (the magic portal, the arrival area) finds
/// the air of a bubble as it does in NetHack.
pub fn plane_fixups(s: &mut SpLev<'_, '_>, name: &str) {
    use dgn_comp::roles::{LevelRole, role_of};
    let base = name.split('-').next().unwrap_or(name);
    let plane = match role_of(base) {
        Some(LevelRole::Water) => Plane::Water,
        Some(LevelRole::Air) => Plane::Air,
        _ => return,
    };
    let bubbles = crate::levelgen::mkmaze::setup_waterlevel(&mut s.lev, s.c.rng, plane);
    s.extras.bubbles = bubbles;
}

/// `create_secret_door`: a secret door in one of the given walls.
fn create_secret_door(s: &mut SpLev<'_, '_>, room: usize, walls: u8) {
    let Some(r) = s.lev.rooms.get(room).cloned() else { return };
    for _ in 0..100 {
        let rng = &mut *s.c.rng;
        let mut sx = rng.rn1(r.hx - r.lx + 1, r.lx);
        let mut sy = rng.rn1(r.hy - r.ly + 1, r.ly);
        match rng.rn2(4) {
            0 if walls & W_NORTH != 0 => sy = r.ly - 1,
            1 if walls & W_SOUTH != 0 => sy = r.hy + 1,
            2 if walls & W_EAST != 0 => sx = r.lx - 1,
            3 if walls & W_WEST != 0 => sx = r.hx + 1,
            _ => continue,
        }
        if okdoor(&s.lev, sx, sy) {
            s.lev.set_typ(sx, sy, SDOOR);
            if let Some(rm) = s.lev.at_mut(sx, sy) {
                rm.flags = crate::world::level::D_CLOSED;
            }
            return;
        }
    }
}

/// Medusa's island gets more statues of would-be heroes (`mk_tt_object`),
/// none of monsters that resist stoning.
fn medusa_statues(s: &mut SpLev<'_, '_>) {
    let Some(r) = s.lev.rooms.first().cloned() else { return };
    let t = s.c.t;
    let resists =
        |pm: Option<oxhack_defs::Pm>| pm.is_some_and(|pm| t.mon(pm).mresists.contains(oxhack_defs::flags::Mr::STONE));
    let n = s.c.rng.rnd(4);
    for _ in 0..n {
        let x = crate::levelgen::mkroom::somex(s.c.rng, &r);
        let y = crate::levelgen::mkroom::somey(s.c.rng, &r);
        if !crate::world::level::accessible(s.lev.typ(x, y)) || s.lev.monster_at(x, y).is_some() {
            continue;
        }
        let i = s.with_game(|lev, rng, h| h.mon(rng).mk_tt_object(lev, ids::STATUE, x, y));
        while resists(s.lev.objects.get(i).and_then(|o| o.obj.corpsenm)) {
            let pm = s.c.rndmonnum();
            if let Some(o) = s.lev.objects.get_mut(i) {
                o.obj.corpsenm = Some(pm);
            }
        }
    }
    let x = crate::levelgen::mkroom::somex(s.c.rng, &r);
    let y = crate::levelgen::mkroom::somey(s.c.rng, &r);
    let i = if s.c.rng.rn2(2) != 0 {
        s.with_game(|lev, rng, h| h.mon(rng).mk_tt_object(lev, ids::STATUE, x, y))
    } else {
        let mut o = s.c.mksobj(ids::STATUE, true, false);
        o.contents.clear();
        s.lev.place_object(o, x, y);
        s.lev.objects.len() - 1
    };
    while resists(s.lev.objects.get(i).and_then(|o| o.obj.corpsenm)) {
        let pm = s.c.rndmonnum();
        if let Some(o) = s.lev.objects.get_mut(i) {
            o.obj.corpsenm = Some(pm);
        }
    }
}

/// Fort Ludios: the morgue-shaped vault is filled with gold and mined.
fn knox_vault(s: &mut SpLev<'_, '_>) {
    let Some(RoomId::Main(i)) = crate::levelgen::mkroom::search_special(&s.lev, Some(rtype::MORGUE)) else { return };
    s.lev.flags.graveyard = false;
    s.lev.flags.has_morgue = false;
    let Some(r) = s.lev.rooms.get_mut(i) else { return };
    r.rtype = rtype::OROOM;
    let r = r.clone();
    for x in r.lx..=r.hx {
        for y in r.ly..=r.hy {
            let amount = s.c.rng.rn1(300, 600) as i64;
            s.with_game(|lev, rng, h| h.mon(rng).mkgold(lev, amount, x, y));
            if s.c.rng.rn2(3) == 0 && !crate::world::level::is_pool(s.lev.typ(x, y)) {
                let kind = if s.c.rng.rn2(3) != 0 { ttyp::LANDMINE } else { ttyp::SPIKED_PIT };
                s.with_mk(|mk, h| mk.maketrap(h, x, y, kind));
            }
        }
    }
}
