//! The property document suites' shared kit (`mod property_doc_kit;`):
//! a plain tough hero in a lit room, objects with properties, equipping
//! the hero and arming monsters.
#![allow(dead_code)]

use crate::arena::{self, place};
use oxhack_game::game::Game;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;

/// The hero in the middle of a lit room of rock, with no intrinsics and
/// 500 hit points.
pub fn arena(seed: u64) -> Game {
    let mut g = arena::rock_arena(seed, 8, 4, true);
    arena::strip(&mut g);
    arena::tough(&mut g);
    g
}

/// An object of `otyp` with properties `props` and its own id.
pub fn obj(g: &mut Game, otyp: oxhack_defs::Otyp, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.o_id = g.og.next_ident();
    o.oprops = props;
    o
}

/// The hero wears or wields `o` in `slot`; its inventory index.
pub fn equip(g: &mut Game, mut o: Obj, slot: Worn) -> usize {
    o.owornmask = slot;
    o.invlet = Some((b'a' + g.u.invent.len() as u8) as char);
    g.u.invent.push(o);
    g.update_worn_props();
    g.u.invent.len() - 1
}

/// Monster `id` carries `o` (wielded with `wield`).
pub fn arm(g: &mut Game, id: u32, mut o: Obj, wield: bool) {
    let i = g.mon_index(id).expect("monster");
    let m = &mut g.lev.monsters[i];
    if wield {
        o.owornmask = Worn::WEP;
    }
    m.minvent.push(o);
    if wield {
        m.mw = Some(m.minvent.len() - 1);
    }
}

/// A hill orc with `hp` hit points at (x, y), held in place.
pub fn orc(g: &mut Game, x: i32, y: i32, hp: i32) -> u32 {
    let id = place(g, ids::PM_HILL_ORC, x, y);
    let i = g.mon_index(id).expect("placed");
    let m = &mut g.lev.monsters[i];
    m.mhp = hp;
    m.mhpmax = hp;
    m.mcanmove = false;
    id
}

pub fn hits_on_hero(g: &Game) -> usize {
    g.history.iter().filter(|h| h.contains("You are hit by")).count()
}
