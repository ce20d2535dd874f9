//! Finding a billed object wherever it is (shk.c's `find_oid` and
//! `bp_to_obj`): carried (in a container too), on the floor, buried, in
//! a monster's pack, or used up and kept with the bill.

use crate::game::Game;
use crate::world::obj::Obj;

/// `o_on`: the object with id `id` in a list, containers searched.
pub fn o_on(list: &[Obj], id: u32) -> Option<&Obj> {
    for o in list {
        if o.o_id == id {
            return Some(o);
        }
        if let Some(f) = o_on(&o.contents, id) {
            return Some(f);
        }
    }
    None
}

/// [`o_on`] for changing.
pub fn o_on_mut(list: &mut [Obj], id: u32) -> Option<&mut Obj> {
    for o in list {
        if o.o_id == id {
            return Some(o);
        }
        if let Some(f) = o_on_mut(&mut o.contents, id) {
            return Some(f);
        }
    }
    None
}

impl Game {
    /// `find_oid`: object `id` anywhere on the level or carried.
    pub fn find_oid(&self, id: u32) -> Option<&Obj> {
        o_on(&self.u.invent, id)
            .or_else(|| self.lev.objects.iter().find_map(|f| o_on(std::slice::from_ref(&f.obj), id)))
            .or_else(|| self.lev.buried.iter().find_map(|f| o_on(std::slice::from_ref(&f.obj), id)))
            .or_else(|| self.lev.monsters.iter().find_map(|m| o_on(&m.minvent, id)))
    }

    /// [`Game::find_oid`] for changing.
    pub fn find_oid_mut(&mut self, id: u32) -> Option<&mut Obj> {
        if o_on(&self.u.invent, id).is_some() {
            return o_on_mut(&mut self.u.invent, id);
        }
        if let Some(f) = self.lev.objects.iter_mut().find(|f| o_on(std::slice::from_ref(&f.obj), id).is_some()) {
            return o_on_mut(std::slice::from_mut(&mut f.obj), id);
        }
        if let Some(f) = self.lev.buried.iter_mut().find(|f| o_on(std::slice::from_ref(&f.obj), id).is_some()) {
            return o_on_mut(std::slice::from_mut(&mut f.obj), id);
        }
        self.lev.monsters.iter_mut().find_map(|m| o_on_mut(&mut m.minvent, id))
    }

    /// `bp_to_obj`: the object of line `k` of shopkeeper `si`'s bill (a
    /// used-up one from the bill's own keeping).
    pub fn bp_to_obj(&self, si: usize, k: usize) -> Option<&Obj> {
        let e = self.eshk(si)?;
        let b = e.bill.get(k)?;
        if b.useup { e.billobjs.iter().find(|o| o.o_id == b.bo_id) } else { self.find_oid(b.bo_id) }
    }
}
