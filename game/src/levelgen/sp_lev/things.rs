//! OBJECT and containers (sp_lev.c's `spo_object`, `create_object`,
//! `spo_pop_container`): objects made through the game's own mksobj and
//! mkobj, with every modifier a level may give them, nested in the open
//! containers.

use super::{DRY, SpLev};
use crate::world::obj::Obj;
use oxhack_defs::{OClass, Otyp, Pm};
use oxhack_tables::ids;
use oxhack_vm::value::{monst, obj};
use oxhack_vm::{Args, HostError, Value};

/// `SP_OBJ_CONTENT`, `SP_OBJ_CONTAINER`.
const SP_OBJ_CONTENT: i64 = 1;
const SP_OBJ_CONTAINER: i64 = 2;
/// `MAX_CONTAINMENT`.
const MAX_CONTAINMENT: usize = 10;

/// An open container: the object and where it lies.
#[derive(Debug, Clone)]
pub struct OpenContainer {
    pub obj: Obj,
    pub x: i32,
    pub y: i32,
}

/// What an OBJECT statement asked for (`object`).
#[derive(Debug, Clone)]
struct Spec {
    spe: i64,
    curse_state: i64,
    /// None: as made; Some(Ok(pm)): that monster; Some(Err(class)): one
    /// of that class symbol (0 for any).
    corpsenm: Option<Result<Pm, u8>>,
    name: Option<String>,
    quan: i64,
    buried: i64,
    lit: i64,
    eroded: i64,
    locked: i64,
    trapped: i64,
    recharged: i64,
    greased: i64,
    broken: i64,
    coord: i64,
}

/// OBJECT (`spo_object`).
pub fn object(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let containment = args.pop_int()?;
    let mut o = Spec {
        spe: -127,
        curse_state: -1,
        corpsenm: None,
        name: None,
        quan: -1,
        buried: 0,
        lit: 0,
        eroded: 0,
        locked: 0,
        trapped: -1,
        recharged: 0,
        greased: 0,
        broken: 0,
        coord: oxhack_vm::value::coord::RANDOM,
    };
    for _ in 0..16 {
        let tag = args.pop_int()?;
        if !(0..15).contains(&tag) {
            break;
        }
        let v = args.pop_any()?;
        let int = v.as_packed();
        match (tag, &v) {
            (3, Value::Str(b)) if o.name.is_none() => o.name = Some(String::from_utf8_lossy(b).into_owned()),
            (2, Value::Monst(m)) => {
                let id = monst::index(*m);
                o.corpsenm = Some(if id >= crate::world::mondata::LOW_PM as i64 && id < s.c.t.monsters.len() as i64 {
                    Ok(Pm(id as u16))
                } else {
                    Err(monst::class(*m))
                });
            }
            (1, Value::Int(_)) => o.curse_state = int.unwrap_or(-1),
            (0, Value::Int(_)) => o.spe = int.unwrap_or(-127),
            (4, Value::Int(_)) => o.quan = int.unwrap_or(-1),
            (5, Value::Int(_)) => o.buried = int.unwrap_or(0),
            (6, Value::Int(_)) => o.lit = int.unwrap_or(0),
            (7, Value::Int(_)) => o.eroded = int.unwrap_or(0),
            (8, Value::Int(_)) => o.locked = int.unwrap_or(0),
            (9, Value::Int(_)) => o.trapped = int.unwrap_or(-1),
            (10, Value::Int(_)) => o.recharged = int.unwrap_or(0),
            (12, Value::Int(_)) => o.greased = int.unwrap_or(0),
            (13, Value::Int(_)) => o.broken = int.unwrap_or(0),
            (14, Value::Coord(c)) => o.coord = *c,
            _ => {}
        }
    }
    let id = args.pop_obj()?;
    let class = obj::class(id) as i8;
    let otyp = obj::index(id);
    let exact = otyp > 0 && otyp < s.c.t.objects.len() as i64;
    let mut quancnt = if exact { o.quan } else { 0 };
    loop {
        create_object(s, &o, class, exact.then_some(Otyp(otyp as u16)), containment);
        quancnt -= 1;
        if !(quancnt > 0 && exact && !s.c.t.obj(Otyp(otyp as u16)).is(oxhack_defs::flags::ObjFlags::MERGE)) {
            break;
        }
    }
    Ok(())
}

/// `create_object`.
fn create_object(s: &mut SpLev<'_, '_>, o: &Spec, class: i8, otyp: Option<Otyp>, containment: i64) {
    let named = o.name.is_some();
    let (x, y) = s.get_location_coord(o.coord, DRY);
    // OxHack: a random object in a room whose type this level binds to a
    // treasure list (dat/treasure.def) is what the list makes.
    if class <= 0
        && let Some(list) = room_treasure(s, x, y)
    {
        for otmp in s.c.create_treasure(list) {
            finish_object(s, o, otmp, x, y, containment);
        }
        return;
    }
    let otmp = if class <= 0 {
        s.c.mkobj(OClass::Random, !named)
    } else if let Some(t) = otyp {
        s.c.mksobj(t, true, !named)
    } else {
        match OClass::from_symbol(class as u8) {
            Some(OClass::Coin) => {
                // mkgold(0, x, y) piles onto gold already there. Gold
                // meant for a container or a monster's pack, or to be
                // buried, is then taken from the floor to go there.
                s.with_game(|lev, rng, h| h.mon(rng).mkgold(lev, 0, x, y));
                if containment == 0 && o.buried == 0 {
                    return;
                }
                let at = s.lev.objects.iter().rposition(|f| f.x == x && f.y == y && f.obj.otyp == ids::GOLD_PIECE);
                let Some(i) = at else { return };
                s.lev.objects.remove(i).obj
            }
            Some(c) => s.c.mkobj(c, !named),
            None => s.c.mkobj(OClass::Random, !named),
        }
    };
    finish_object(s, o, otmp, x, y, containment);
}

/// The treasure list bound to the room at (x, y) on this level: the room
/// being filled (ROOM levels) or the room the spot belongs to (REGIONs).
fn room_treasure(s: &SpLev<'_, '_>, x: i32, y: i32) -> Option<oxhack_defs::TreasureId> {
    let tr = &s.c.t.treasure;
    if tr.rooms.is_empty() {
        return None;
    }
    let id = s.croom().or_else(|| {
        if !crate::world::level::isok(x, y) {
            return None;
        }
        crate::world::level::RoomId::from_roomno(s.lev.at(x, y).roomno)
    })?;
    let room = s.lev.room(id)?;
    tr.room_list(&s.name, room.rtype)
}

/// The rest of `create_object` for a made object: the statement's
/// modifiers, then where it goes.
fn finish_object(s: &mut SpLev<'_, '_>, o: &Spec, mut otmp: Obj, x: i32, y: i32, containment: i64) {
    if o.spe != -127 {
        otmp.spe = o.spe.clamp(-128, 127) as i8;
    }
    match o.curse_state {
        1 => otmp.bless(),
        2 => {
            otmp.unbless();
            otmp.uncurse();
        }
        3 => otmp.curse(),
        _ => {}
    }
    match o.corpsenm {
        Some(Ok(pm)) => otmp.corpsenm = Some(pm),
        Some(Err(sym)) => {
            // A class picks one of it (mkclass), else any (rndmonst).
            let class = oxhack_defs::MonClass::ALL.iter().copied().find(|c| c.symbol() == sym && sym != 0);
            let pm = s.with_game(|_, rng, h| match class {
                Some(c) => h.mon(rng).mkclass(c, oxhack_defs::flags::Geno::NOGEN),
                None => h.mon(rng).rndmonst(),
            });
            if let Some(pm) = pm {
                otmp.corpsenm = Some(pm);
            }
        }
        None => {}
    }
    if let Some(name) = &o.name {
        crate::objects::wish::oname(s.c, &mut otmp, name);
    }
    if o.eroded != 0 {
        if o.eroded < 0 {
            otmp.oerodeproof = true;
        } else {
            otmp.oeroded = (o.eroded % 4) as u8;
            otmp.oeroded2 = ((o.eroded >> 2) % 4) as u8;
        }
    }
    if o.recharged != 0 {
        otmp.recharged = (o.recharged % 8) as u8;
    }
    if o.locked != 0 {
        otmp.olocked = true;
    } else if o.broken != 0 {
        otmp.obroken = true;
        otmp.olocked = false;
    }
    if o.trapped == 0 || o.trapped == 1 {
        otmp.otrapped = o.trapped == 1;
    }
    if o.greased != 0 {
        otmp.greased = true;
    }
    if o.quan > 0 && s.c.t.obj(otmp.otyp).is(oxhack_defs::flags::ObjFlags::MERGE) {
        otmp.quan = o.quan;
    }
    if o.lit != 0 {
        otmp.lamplit = true;
    }
    if containment & SP_OBJ_CONTAINER != 0 {
        otmp.contents.clear();
    }
    // Where it goes: into the innermost open container, or the floor
    // (monster inventories come with the monster code).
    let into_container = containment & SP_OBJ_CONTENT != 0 && !s.containers.is_empty();
    if containment & SP_OBJ_CONTAINER != 0 {
        if s.containers.len() < MAX_CONTAINMENT {
            if into_container {
                // Nested: it stays open until its POP_CONTAINER.
                s.containers.push(OpenContainer { obj: otmp, x, y });
                s.nested_in_parent.push(true);
            } else {
                s.containers.push(OpenContainer { obj: otmp, x, y });
                s.nested_in_parent.push(false);
            }
        }
        return;
    }
    if into_container {
        if let Some(top) = s.containers.last_mut() {
            top.obj.contents.push(otmp);
        }
        return;
    }
    if containment & SP_OBJ_CONTENT != 0
        && let Some(mon) = s.invent_monster.and_then(|i| s.lev.monsters.get_mut(i))
    {
        mon.minvent.push(otmp);
        return;
    }
    place(s, otmp, x, y, o.buried != 0);
}

fn place(s: &mut SpLev<'_, '_>, otmp: Obj, x: i32, y: i32, buried: bool) {
    if !crate::world::level::isok(x, y) {
        return;
    }
    if buried {
        s.lev.buried.push(crate::world::level::FloorObj { x, y, obj: otmp });
    } else {
        s.lev.place_object(otmp, x, y);
    }
}

/// POP_CONTAINER: closes the innermost container, into its parent or
/// onto the floor.
pub fn pop_container(s: &mut SpLev<'_, '_>) {
    let Some(c) = s.containers.pop() else { return };
    let nested = s.nested_in_parent.pop().unwrap_or(false);
    match s.containers.last_mut() {
        Some(parent) if nested => parent.obj.contents.push(c.obj),
        _ => place(s, c.obj, c.x, c.y, false),
    }
}

/// Containers still open when the program ends land where they were made.
pub fn close_all(s: &mut SpLev<'_, '_>) {
    while !s.containers.is_empty() {
        pop_container(s);
    }
}
