//! The inventory (invent.c): adding objects with merging and letters
//! (`addinv`), using them up (`useup`), choosing one (`getobj`), and
//! listing it (`i`, `I`).

use crate::game::Game;
use crate::objects::objnam::{NameCtx, doname};
use crate::ui::{Menu, PickHow};
use crate::world::obj::{Obj, Worn};
use oxhack_tables::tables;

/// Inventory class order for listings (`flags.inv_order`).
pub const INV_ORDER: &[oxhack_defs::OClass] = {
    use oxhack_defs::OClass::*;
    &[Coin, Amulet, Weapon, Armor, Food, Scroll, Spbook, Potion, Ring, Wand, Tool, Gem, Rock, Ball, Chain]
};

impl Game {
    /// How the hero names objects: what the game knows of their types,
    /// the role's ways (Samurai's Japanese names, `Japanese_item_name`;
    /// priests seeing curses; archeologists' statues) and the fruit
    /// option's name.
    pub fn name_ctx(&self) -> NameCtx<'_> {
        let role = self.u.hero.role;
        NameCtx {
            samurai: role == oxhack_tables::ids::PM_SAMURAI,
            priest: role == oxhack_tables::ids::PM_PRIEST,
            archeologist: role == oxhack_tables::ids::PM_ARCHEOLOGIST,
            fruit: &self.opts.fruit,
            shopkeepers: &self.lev.monsters,
            twoweap: self.u.twoweap,
            ..NameCtx::new(tables(), &self.os)
        }
    }

    /// The full name of inventory item `i` as the inventory shows it
    /// ("a - a +1 long sword (weapon in hand)").
    pub fn inv_name(&self, i: usize) -> String {
        let nc = self.name_ctx();
        let o = &self.u.invent[i];
        format!("{} - {}", o.invlet.unwrap_or('?'), doname(&nc, o))
    }

    /// The object's name for messages (`doname`).
    pub fn doname(&self, o: &Obj) -> String {
        let nc = self.name_ctx();
        doname(&nc, o)
    }

    /// `addinv`: puts `obj` in the inventory, merging with a stack of the
    /// same kind, else giving it its old letter if free, else the first
    /// free one. Returns its index.
    pub fn addinv(&mut self, mut obj: Obj) -> usize {
        // Handling an object with properties shows it to be magical
        // (DynaHack's `examine_object` when it enters the inventory).
        if obj.oprops & crate::world::obj::ITEM_PROP_MASK != 0 {
            obj.oprops_known |= crate::world::obj::ITEM_MAGICAL;
        }
        if let Some(i) = self.u.invent.iter().position(|o| mergable(o, &obj) && same_price(&self.lev.monsters, o, &obj))
        {
            self.merge_obj_ids(&obj, i);
            self.u.invent[i].quan += obj.quan;
            // What either part was seen to do, the whole stack is known to
            // do (DynaHack's `merged`: known properties merge).
            self.u.invent[i].oprops_known |= obj.oprops_known;
            return i;
        }
        let letter = self.u.free_invlet(obj.invlet);
        obj.invlet = Some(letter);
        obj.owornmask = crate::world::obj::Worn::empty();
        let artifact = obj.oartifact.is_some();
        self.u.invent.push(obj);
        self.u.invent.sort_by_key(|o| invlet_rank(o.invlet.unwrap_or('#')));
        let at = self.u.invent.iter().position(|o| o.invlet == Some(letter)).unwrap_or(0);
        if artifact {
            // Carried artifacts convey their properties.
            self.update_worn_props();
            if self.u.invent[at].oartifact == crate::objects::artifact::quest_artifact(self.u.hero.role) {
                self.artitouch(at);
            }
        }
        at
    }

    /// `useup`: one of item `i` is used; the stack goes when empty. An
    /// unpaid object used up stays on its shop bill (`obfree`): the
    /// shopkeeper still wants paying for it.
    pub fn useup(&mut self, i: usize) {
        if i >= self.u.invent.len() {
            return;
        }
        if self.u.invent[i].quan > 1 {
            self.u.invent[i].quan -= 1;
        } else {
            let o = self.u.invent.remove(i);
            if !o.owornmask.is_empty() || o.oartifact.is_some() {
                self.update_worn_props();
            }
            if o.unpaid {
                self.lev.bill_used_up(o);
            }
        }
    }

    /// `obfree(obj, merge)`'s bookkeeping when `obj` merges into inventory
    /// stack `into`: unpaid, its bill line joins the stack's; paid, the
    /// stack takes `obj`'s id when that id carries the shops' surcharge
    /// for unidentified goods and the stack's does not.
    fn merge_obj_ids(&mut self, obj: &Obj, into: usize) {
        let into_id = self.u.invent[into].o_id;
        if obj.o_id == into_id {
            return;
        }
        if obj.unpaid {
            for m in &mut self.lev.monsters {
                if let Some(crate::world::monst::MExtra::Shk(e)) = &mut m.mextra
                    && e.onbill(obj.o_id).is_some()
                {
                    e.merge_bill(obj.o_id, into_id);
                    return;
                }
            }
        } else {
            let t = tables();
            let adj = |o: &Obj| crate::objects::price::oid_price_adjustment(t, &self.os, o, o.o_id);
            if adj(obj) > adj(&self.u.invent[into]) {
                self.u.invent[into].o_id = obj.o_id;
            }
        }
    }

    /// `splitobj`: `num` of inventory stack `i` as an object of its own
    /// (a new id, not worn, no letter); an unpaid stack's bill line is
    /// split with it (`splitbill`).
    pub fn splitobj(&mut self, i: usize, num: i64) -> Obj {
        let mut part = self.u.invent[i].clone();
        part.quan = num;
        part.owornmask = Worn::empty();
        part.invlet = None;
        part.o_id = self.og.next_ident();
        self.u.invent[i].quan -= num;
        if part.unpaid {
            let from = self.u.invent[i].o_id;
            let billed = self.lev.monsters.iter_mut().find_map(|m| match &mut m.mextra {
                Some(crate::world::monst::MExtra::Shk(e)) if e.onbill(from).is_some() => {
                    Some(e.splitbill(from, part.o_id, num))
                }
                _ => None,
            });
            part.unpaid = billed == Some(true);
        }
        part
    }

    /// `freeinv`: takes the whole stack `i` out of the inventory.
    pub fn freeinv(&mut self, i: usize) -> Obj {
        let mut o = self.u.invent.remove(i);
        if !o.owornmask.is_empty() || o.oartifact.is_some() {
            o.owornmask = crate::world::obj::Worn::empty();
            self.update_worn_props();
        }
        o
    }

    /// `getobj`: asks "What do you want to VERB? [abc or ?*]" and returns
    /// the chosen inventory index. `ok` says which items suit; `?` lists
    /// them, `*` everything.
    pub fn getobj(&mut self, verb: &str, ok: &dyn Fn(&Game, &Obj) -> bool) -> Option<usize> {
        match self.getobj_ex(verb, ok, false) {
            GetObj::Item(i) => Some(i),
            _ => None,
        }
    }

    /// [`Game::getobj`] that also offers `-` (bare hands, nothing) when
    /// `allow_none`, as wielding and readying do.
    pub fn getobj_ex(&mut self, verb: &str, ok: &dyn Fn(&Game, &Obj) -> bool, allow_none: bool) -> GetObj {
        let mut letters: String = self.u.invent.iter().filter(|o| ok(self, o)).filter_map(|o| o.invlet).collect();
        if letters.is_empty() && !allow_none {
            self.pline(format!("You don't have anything to {verb}."));
            return GetObj::Cancel;
        }
        if allow_none {
            letters = if letters.is_empty() { "-".to_string() } else { format!("- {letters}") };
        }
        loop {
            let prompt = format!("What do you want to {verb}? [{letters} or ?*]");
            let k = self.yn_function(&prompt, "", '\x1b');
            match k {
                '\x1b' | ' ' | '\n' | '\r' => {
                    self.pline("Never mind.");
                    return GetObj::Cancel;
                }
                '-' if allow_none => return GetObj::Hands,
                '?' | '*' => {
                    let all = k == '*';
                    let mut m = Menu::new("", PickHow::One);
                    for o in self.u.invent.iter() {
                        if all || ok(self, o) {
                            m.item(o.invlet, &self.doname(o));
                            self.mark_rarity(&mut m, o);
                        }
                    }
                    if let Some(sel) = self.select_menu(&m)
                        && let Some(&j) = sel.first()
                        && let Some(l) = m.items[j].letter
                        && let Some(i) = self.u.obj_by_letter(l)
                    {
                        return GetObj::Item(i);
                    }
                    if self.hangup() || !self.interactive() {
                        return GetObj::Cancel;
                    }
                }
                c => {
                    if let Some(i) = self.u.obj_by_letter(c) {
                        return GetObj::Item(i);
                    }
                    self.pline("You don't have that object.");
                    if self.hangup() || !self.interactive() {
                        return GetObj::Cancel;
                    }
                }
            }
        }
    }

    /// `i`: the inventory as a menu, by class.
    pub fn ddoinv(&mut self) -> bool {
        self.display_inventory(None);
        false
    }

    /// `I`: the inventory items of one class.
    pub fn dotypeinv(&mut self) -> bool {
        let Some(c) = self.getlin("What type of object [$)[%?+!=/\"(*`0_]?") else { return false };
        let Some(sym) = c.bytes().next() else { return false };
        match sym {
            // Unpaid goods and what was used up of them (shk.c).
            b'u' => {
                self.dounpaid();
                return false;
            }
            b'x' => {
                if self.doinvbill(0) > 0 {
                    self.doinvbill(1);
                } else {
                    let unpaid = self.u.invent.iter().any(|o| o.unpaid);
                    self.pline(format!("No used-up objects{}.", if unpaid { " on your shopping bill" } else { "" }));
                }
                return false;
            }
            _ => {}
        }
        match oxhack_defs::OClass::from_symbol(sym) {
            Some(cl) => self.display_inventory(Some(cl)),
            None => self.pline("You have no such objects."),
        }
        false
    }

    /// Lists the inventory (optionally one class) in a text window.
    pub fn display_inventory(&mut self, only: Option<oxhack_defs::OClass>) {
        let t = tables();
        if self.u.invent.is_empty() && self.u.ugold == 0 {
            self.pline("Not carrying anything.");
            return;
        }
        let mut m = Menu::new("", PickHow::None);
        for &cl in INV_ORDER {
            if only.is_some_and(|o| o != cl) {
                continue;
            }
            if cl == oxhack_defs::OClass::Coin {
                if self.u.ugold > 0 {
                    m.header("Coins");
                    m.text(&format!("$ - {} gold piece{}", self.u.ugold, if self.u.ugold == 1 { "" } else { "s" }));
                }
                continue;
            }
            let items: Vec<(String, usize)> = (0..self.u.invent.len())
                .filter(|&i| self.u.invent[i].oclass(t) == cl)
                .map(|i| (self.inv_name(i), i))
                .collect();
            if items.is_empty() {
                continue;
            }
            m.header(class_heading(cl));
            for (it, i) in items {
                m.text(&it);
                self.mark_rarity(&mut m, &self.u.invent[i]);
            }
        }
        self.select_menu(&m);
    }
}

/// What [`Game::getobj_ex`] got: an item, `-` (hands, nothing), or
/// nothing at all (ESC).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GetObj {
    Item(usize),
    Hands,
    Cancel,
}

/// Letters sort a..z then A..Z (`inv_rank` by letter).
fn invlet_rank(c: char) -> u32 {
    match c {
        'a'..='z' => c as u32 - 'a' as u32,
        'A'..='Z' => 26 + c as u32 - 'A' as u32,
        _ => 60,
    }
}

/// Whether two stacks merge (`mergable`, the common cases): `b`, loose,
/// may join `a` even when `a` is wielded or quivered (thrown daggers come
/// back to the stack in hand), never worn armor or accessories.
pub fn mergable(a: &Obj, b: &Obj) -> bool {
    let t = tables();
    a.otyp == b.otyp
        && t.obj(a.otyp).is(oxhack_defs::flags::ObjFlags::MERGE)
        && a.spe == b.spe
        && a.blessed == b.blessed
        && a.cursed == b.cursed
        && a.known == b.known
        && a.dknown == b.dknown
        && a.bknown == b.bknown
        && a.oeroded == b.oeroded
        && a.oeroded2 == b.oeroded2
        && a.oerodeproof == b.oerodeproof
        && a.otrapped == b.otrapped
        && a.greased == b.greased
        && a.corpsenm == b.corpsenm
        && a.oartifact.is_none()
        && b.oartifact.is_none()
        && a.oname == b.oname
        && a.oprops == b.oprops
        && a.otheme == b.otheme
        && a.unpaid == b.unpaid
        && a.no_charge == b.no_charge
        && (a.owornmask - (Worn::WEP | Worn::QUIVER | Worn::SWAPWEP)).is_empty()
        && b.owornmask.is_empty()
        && a.oeaten == 0
        && b.oeaten == 0
        && a.otyp != oxhack_tables::ids::CORPSE
}

/// `same_price`: two stacks may merge as far as the shops go: unless both
/// are unpaid, always; if both are, when the same shopkeeper bills them
/// at the same unit price.
pub fn same_price(monsters: &[crate::world::monst::Monst], a: &Obj, b: &Obj) -> bool {
    if !(a.unpaid && b.unpaid) {
        return true;
    }
    monsters.iter().any(|m| match &m.mextra {
        Some(crate::world::monst::MExtra::Shk(e)) => match (e.onbill(a.o_id), e.onbill(b.o_id)) {
            (Some(i), Some(j)) => e.bill[i].price == e.bill[j].price,
            _ => false,
        },
        _ => false,
    })
}

/// The inventory heading of a class ("Weapons").
pub fn class_heading(c: oxhack_defs::OClass) -> &'static str {
    use oxhack_defs::OClass::*;
    match c {
        Coin => "Coins",
        Amulet => "Amulets",
        Weapon => "Weapons",
        Armor => "Armor",
        Food => "Comestibles",
        Scroll => "Scrolls",
        Spbook => "Spellbooks",
        Potion => "Potions",
        Ring => "Rings",
        Wand => "Wands",
        Tool => "Tools",
        Gem => "Gems/Stones",
        Rock => "Boulders/Statues",
        Ball => "Iron balls",
        Chain => "Chains",
        _ => "Strange objects",
    }
}

impl Game {
    /// `hold_another_object`: a new object for the hero (a wish, a gift):
    /// into the inventory with its letter shown, or dropped at the hero's
    /// feet when there is no free letter.
    pub fn hold_another_object(&mut self, obj: Obj) {
        if obj.otyp == oxhack_tables::ids::GOLD_PIECE {
            self.u.ugold += obj.quan;
            self.pline(format!("{} gold piece{}.", obj.quan, if obj.quan == 1 { "" } else { "s" }));
            return;
        }
        let full = self.u.invent.len() >= 52 && !self.u.invent.iter().any(|o| mergable(o, &obj));
        if full {
            let name = self.doname(&obj);
            self.pline(format!("Oops!  {name} drops to the floor!"));
            self.lev.place_object(obj, self.u.ux, self.u.uy);
            self.newsym(self.u.ux, self.u.uy);
            return;
        }
        let i = self.addinv(obj);
        let line = self.inv_name(i);
        self.pline(format!("{line}."));
    }
}
