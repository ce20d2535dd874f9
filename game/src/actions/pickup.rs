//! Picking up and dropping (pickup.c, do.c): `,`, `d`, `D`, autopickup,
//! and the weight and encumbrance rules (hack.c's `weight_cap`,
//! `inv_weight`, `calc_capacity`).

use crate::game::Game;
use crate::ui::{Menu, PickHow};
use crate::world::obj::{Obj, Worn};
use oxhack_defs::{OClass, Prop};
use oxhack_tables::{ids, tables};

/// The most anyone can carry (`MAX_CARR_CAP`).
pub const MAX_CARR_CAP: i64 = 1000;
/// Encumbrance levels (`UNENCUMBERED` .. `OVERLOADED`).
pub const UNENCUMBERED: u8 = 0;
pub const SLT_ENCUMBER: u8 = 1;
pub const MOD_ENCUMBER: u8 = 2;
pub const HVY_ENCUMBER: u8 = 3;
pub const EXT_ENCUMBER: u8 = 4;
pub const OVERLOADED: u8 = 5;

/// The status line words for the encumbrance levels (`enc_stat`).
pub const ENC_STAT: [&str; 6] = ["", "Burdened", "Stressed", "Strained", "Overtaxed", "Overloaded"];

/// The weight of gold pieces (`GOLD_WT`).
pub fn gold_wt(n: i64) -> i64 {
    (n.max(0) + 50) / 100
}

/// An object's weight (`weight`): corpses weigh as their monster, gold by
/// the hundred, containers with their contents, partly eaten food less.
pub fn obj_weight(o: &Obj) -> i64 {
    let t = tables();
    let oc = t.obj(o.otyp);
    let q = o.quan.max(0);
    if o.otyp == ids::GOLD_PIECE {
        return gold_wt(q);
    }
    if o.otyp == ids::CORPSE
        && let Some(pm) = o.corpsenm
    {
        return t.mon(pm).cwt as i64 * q;
    }
    let mut wt = oc.weight as i64;
    if !o.contents.is_empty() {
        let cwt: i64 = o.contents.iter().map(obj_weight).sum();
        wt += if o.otyp == ids::BAG_OF_HOLDING {
            if o.cursed {
                cwt * 2
            } else if o.blessed {
                (cwt + 3) / 4
            } else {
                (cwt + 1) / 2
            }
        } else {
            cwt
        };
        return wt;
    }
    if o.oeaten > 0 && oc.nutrition > 0 && oc.class == OClass::Food {
        wt = (wt * o.oeaten as i64 / oc.nutrition as i64).max(1);
    }
    wt * q
}

impl Game {
    /// How much the hero can carry (`weight_cap`): 25 * (Str + Con) + 50,
    /// at most 1000 (all of it when levitating).
    pub fn weight_cap(&self) -> i64 {
        let cap = 25 * (self.u.acurrstr() as i64 + self.u.acurr(crate::world::you::A_CON) as i64) + 50;
        if self.u.has(Prop::Levitation) { MAX_CARR_CAP } else { cap.clamp(0, MAX_CARR_CAP) }
    }

    /// What the hero carries beyond their capacity (`inv_weight`;
    /// negative while there is room).
    pub fn inv_weight(&self) -> i64 {
        let carried: i64 = self.u.invent.iter().map(obj_weight).sum();
        carried + gold_wt(self.u.ugold) - self.weight_cap()
    }

    /// The encumbrance with `xtra` more weight (`calc_capacity`).
    pub fn calc_capacity(&self, xtra: i64) -> u8 {
        let wt = self.inv_weight() + xtra;
        if wt <= 0 {
            return UNENCUMBERED;
        }
        let wc = self.weight_cap();
        if wc <= 1 {
            return OVERLOADED;
        }
        ((wt * 2 / wc) + 1).min(OVERLOADED as i64) as u8
    }

    /// The current encumbrance (`near_capacity`).
    pub fn near_capacity(&self) -> u8 {
        self.calc_capacity(0)
    }

    /// The current encumbrance, 0 (none) to 5 (Overloaded), for the
    /// status line.
    pub fn encumbrance(&self) -> u8 {
        self.near_capacity()
    }

    /// The status line word for the encumbrance ("" when unencumbered).
    pub fn enc_label(&self) -> &'static str {
        ENC_STAT[self.near_capacity().min(OVERLOADED) as usize]
    }

    /// Indices into `lev.objects` of the objects at the hero's feet,
    /// topmost first.
    fn here_indices(&self) -> Vec<usize> {
        let (x, y) = (self.u.ux, self.u.uy);
        (0..self.lev.objects.len())
            .rev()
            .filter(|&i| self.lev.objects[i].x == x && self.lev.objects[i].y == y)
            .collect()
    }

    /// `pickup_object` for the floor object `fi`: weight checks, the
    /// "trouble lifting" question, then into the inventory with its letter
    /// shown. Returns -1 to stop picking up, 0 if not picked up, 1 if done.
    fn pickup_floor_object(&mut self, fi: usize) -> i32 {
        let Some(f) = self.lev.objects.get(fi) else { return 0 };
        let mut obj = f.obj.clone();
        obj.dknown = true;
        let is_gold = obj.otyp == ids::GOLD_PIECE;
        if !is_gold
            && self.u.invent.len() >= 52
            && !self.u.invent.iter().any(|o| crate::objects::invent::mergable(o, &obj))
        {
            self.pline("Your knapsack cannot accommodate any more items.");
            return -1;
        }
        let wc = self.weight_cap();
        let iw = self.inv_weight() - 2 * wc;
        let added = if is_gold { gold_wt(self.u.ugold + obj.quan) - gold_wt(self.u.ugold) } else { obj_weight(&obj) };
        if iw + added >= 0 {
            let name = self.doname(&obj);
            let (are, p1, p2, suf) = if !self.u.invent.is_empty() || self.u.ugold > 0 {
                (if obj.quan == 1 { "is" } else { "are" }, "you cannot ", "", " any more")
            } else {
                (
                    if obj.quan == 1 { "is" } else { "are" },
                    if obj.quan == 1 { "it " } else { "even one " },
                    "is too heavy for you to ",
                    "",
                )
            };
            self.pline(format!("There {are} {name} here, but {p1}{p2}lift{suf}."));
            return 0;
        }
        let prev = self.near_capacity().max(MOD_ENCUMBER);
        let next = self.calc_capacity(added);
        if next > prev {
            let what = if next > HVY_ENCUMBER {
                "You have extreme difficulty lifting"
            } else if next > MOD_ENCUMBER {
                "You have much trouble lifting"
            } else {
                "You have a little trouble lifting"
            };
            let name = self.doname(&obj);
            match self.yn_function(&format!("{what} {name}.  Continue?"), "ynq", 'q') {
                'y' => {}
                'n' => return 0,
                _ => return -1,
            }
        }
        let f = self.lev.objects.remove(fi);
        self.newsym(f.x, f.y);
        let mut obj = f.obj;
        obj.dknown = true;
        // Shop goods go on the bill (`pick_obj`'s `addtobill`).
        if self.costly_spot(f.x, f.y) {
            self.addtobill(&mut obj, true, false, false);
        }
        if is_gold {
            self.u.ugold = self.u.ugold.saturating_add(obj.quan);
            let n = obj.quan;
            let mut msg = format!("{n} gold piece{}.", if n == 1 { "" } else { "s" });
            if self.near_capacity() == SLT_ENCUMBER {
                msg = format!("You have a little trouble lifting {msg}");
            }
            self.pline(msg);
            return 1;
        }
        let i = self.addinv(obj);
        let line = self.inv_name(i);
        if self.near_capacity() == SLT_ENCUMBER {
            self.pline(format!("You have a little trouble lifting {line}."));
        } else {
            self.pline(format!("{line}."));
        }
        1
    }

    /// `,`: picks up what is here: the one object, or those chosen from a
    /// menu when there are several.
    pub fn dopickup(&mut self) -> bool {
        let here = self.here_indices();
        if here.is_empty() {
            self.pline("There is nothing here to pick up.");
            return false;
        }
        if self.u.has(Prop::Levitation) {
            self.pline("You cannot reach the floor.");
            return false;
        }
        if self.near_capacity() >= OVERLOADED {
            self.pline("You cannot carry anything else.");
            return false;
        }
        let chosen: Vec<usize> = if here.len() == 1 {
            vec![here[0]]
        } else {
            let mut m = Menu::new("Pick up what?", PickHow::Any);
            let t = tables();
            let mut order: Vec<usize> = Vec::new();
            for &cl in crate::objects::invent::INV_ORDER {
                let of: Vec<usize> =
                    here.iter().copied().filter(|&i| self.lev.objects[i].obj.oclass(t) == cl).collect();
                if of.is_empty() {
                    continue;
                }
                m.header(crate::objects::invent::class_heading(cl));
                for i in of {
                    let o = self.lev.objects[i].obj.clone();
                    let name = self.doname_with_price_at(&o, self.u.ux, self.u.uy);
                    m.item(None, &name);
                    self.mark_rarity(&mut m, &o);
                    order.push(i);
                }
            }
            let Some(sel) = self.select_menu(&m) else { return false };
            // Menu indices count headers too: map item positions back.
            let items: Vec<usize> =
                m.items.iter().enumerate().filter(|(_, it)| it.selectable).map(|(j, _)| j).collect();
            sel.iter().filter_map(|j| items.iter().position(|k| k == j)).filter_map(|p| order.get(p).copied()).collect()
        };
        self.pickup_indices(chosen)
    }

    /// Picks up these floor objects (indices into `lev.objects`).
    /// Returns whether anything was picked up.
    fn pickup_indices(&mut self, mut chosen: Vec<usize>) -> bool {
        // Highest index first: removing one leaves the lower ones valid.
        chosen.sort_unstable_by(|a, b| b.cmp(a));
        chosen.dedup();
        let mut took = false;
        for fi in chosen {
            match self.pickup_floor_object(fi) {
                1 => took = true,
                0 => {}
                _ => break,
            }
        }
        took
    }

    /// `canletgo`: whether the hero can let go of item `i`, saying why not.
    pub fn canletgo(&mut self, i: usize, verb: &str) -> bool {
        let Some(o) = self.u.invent.get(i) else { return false };
        if o.owornmask.intersects(Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::TOOL) {
            self.pline(format!("You cannot {verb} something you are wearing."));
            return false;
        }
        if o.otyp == ids::LOADSTONE && o.cursed {
            let plur = if o.quan == 1 { "" } else { "s" };
            self.pline(format!("For some reason, you cannot {verb} the stone{plur}!"));
            self.u.invent[i].bknown = true;
            return false;
        }
        if o.owornmask.contains(Worn::WEP) && o.cursed && self.welds(i) {
            self.weldmsg(i);
            return false;
        }
        true
    }

    /// Drops item `i` (all of it) at the hero's feet: "You drop a dagger."
    pub fn drop_item(&mut self, i: usize) -> bool {
        if !self.canletgo(i, "drop") {
            return false;
        }
        let was_wielded = self.u.invent[i].owornmask.contains(Worn::WEP);
        let obj = self.freeinv(i);
        self.dropx(obj);
        if was_wielded {
            self.update_worn_props();
        }
        true
    }

    /// Drops `n` gold pieces.
    fn drop_gold(&mut self, n: i64) -> bool {
        let n = n.min(self.u.ugold);
        if n <= 0 {
            return false;
        }
        self.u.ugold -= n;
        let mut o = Obj::new(ids::GOLD_PIECE, n);
        o.o_id = self.og.next_ident();
        o.dknown = true;
        o.known = true;
        o.bknown = true;
        if self.lev.typ(self.u.ux, self.u.uy) == oxhack_vm::terrain::ALTAR {
            self.dropx(o);
        } else {
            self.pline(format!("You drop {n} gold piece{}.", if n == 1 { "" } else { "s" }));
            // Gold dropped in a shop pays debt or becomes credit.
            if self.lev.flags.has_shop {
                self.sellobj(&mut o, self.u.ux, self.u.uy);
            }
            self.lev.place_object(o, self.u.ux, self.u.uy);
            self.newsym(self.u.ux, self.u.uy);
        }
        true
    }

    /// `d`: drops one item (or gold: `$`); a count typed first drops
    /// only that many of a stack ("5$", "2a").
    pub fn dodrop(&mut self) -> bool {
        if self.u.invent.is_empty() && self.u.ugold == 0 {
            self.pline("You don't have anything to drop.");
            return false;
        }
        let letters: String = self.u.invent.iter().filter_map(|o| o.invlet).collect();
        let gold = if self.u.ugold > 0 { "$" } else { "" };
        let prompt = format!("What do you want to drop? [{gold}{letters} or ?*]");
        let mut count: Option<i64> = None;
        let mut k = self.yn_function(&prompt, "", '\x1b');
        while let Some(d) = k.to_digit(10) {
            let n = count.unwrap_or(0).saturating_mul(10).saturating_add(d as i64);
            count = Some(n);
            k = self.yn_function(&format!("Count: {n}"), "", '\x1b');
        }
        let i = match k {
            '$' if self.u.ugold > 0 => return self.drop_gold(count.unwrap_or(self.u.ugold)),
            '\x1b' | ' ' | '\n' | '\r' => {
                self.pline("Never mind.");
                return false;
            }
            '?' | '*' => match self.getobj("drop", &|_, _| true) {
                Some(i) => i,
                None => return false,
            },
            c => match self.u.obj_by_letter(c) {
                Some(i) => i,
                None => {
                    self.pline("You don't have that object.");
                    return false;
                }
            },
        };
        if let Some(n) = count
            && n > 0
            && n < self.u.invent[i].quan
        {
            if !self.canletgo(i, "drop") {
                return false;
            }
            // Split the stack: the rest stays, without its worn slots.
            let mut part = self.splitobj(i, n);
            if self.drops_from_height() && !part.unpaid {
                // Falling, the part is still the stack's (DynaHack's
                // `ostack`): what it shows on impact, the stack learns;
                // it takes an id of its own when it lands.
                part.o_id = self.u.invent[i].o_id;
            }
            self.in_shop_deliberately(|g| g.dropx(part));
            return true;
        }
        if count == Some(0) {
            return false;
        }
        self.in_shop_deliberately(|g| g.drop_item(i))
    }

    /// Runs a deliberate drop: in a shop the shopkeeper asks before
    /// buying (`sellobj_state(SELL_DELIBERATE)` around `drop`).
    fn in_shop_deliberately<R>(&mut self, f: impl FnOnce(&mut Game) -> R) -> R {
        let in_shop = !self.shops.ushops.is_empty();
        if in_shop {
            self.sellobj_state(crate::town::shk::SELL_DELIBERATE);
        }
        let r = f(self);
        if in_shop {
            self.sellobj_state(crate::town::shk::SELL_NORMAL);
        }
        r
    }

    /// `D`: drops several items, chosen by class and then from a menu.
    pub fn doddrop(&mut self) -> bool {
        if self.u.invent.is_empty() && self.u.ugold == 0 {
            self.pline("You have nothing to drop.");
            return false;
        }
        let t = tables();
        let mut m = Menu::new("Drop what?", PickHow::Any);
        for &cl in crate::objects::invent::INV_ORDER {
            if cl == OClass::Coin {
                if self.u.ugold > 0 {
                    m.header("Coins");
                    let n = self.u.ugold;
                    m.item(Some('$'), &format!("{n} gold piece{}", if n == 1 { "" } else { "s" }));
                }
                continue;
            }
            let of: Vec<usize> = (0..self.u.invent.len()).filter(|&i| self.u.invent[i].oclass(t) == cl).collect();
            if of.is_empty() {
                continue;
            }
            m.header(crate::objects::invent::class_heading(cl));
            for i in of {
                let o = &self.u.invent[i];
                let name = self.doname(o);
                m.item(o.invlet, &name);
                self.mark_rarity(&mut m, o);
            }
        }
        let Some(sel) = self.select_menu(&m) else { return false };
        let letters: Vec<char> = sel.iter().filter_map(|&j| m.items.get(j).and_then(|it| it.letter)).collect();
        self.in_shop_deliberately(|g| {
            let mut took = false;
            for l in letters {
                if l == '$' {
                    took |= g.drop_gold(g.u.ugold);
                } else if let Some(i) = g.u.obj_by_letter(l) {
                    took |= g.drop_item(i);
                }
            }
            took
        })
    }
}

impl Game {
    /// What happens to objects when the hero arrives on a square:
    /// autopickup of the `pickup_types` classes (and gold), then
    /// "You see here ..." or "There are several objects here."
    /// (`pickup(1)`, `look_here`).
    pub fn pickup_on_arrival(&mut self) {
        let (x, y) = (self.u.ux, self.u.uy);
        // The `m` prefix (`context.nopick`) picks nothing up.
        if self.opts.autopickup && !self.cx.nopick && !self.u.has(Prop::Levitation) && self.near_capacity() < OVERLOADED
        {
            let t = tables();
            let types = self.opts.pickup_types.clone();
            let ids: Vec<usize> = self
                .here_indices()
                .into_iter()
                .filter(|&i| {
                    let o = &self.lev.objects[i].obj;
                    let cl = o.oclass(t);
                    let sym = cl.symbol() as char;
                    // Never boulders, statues, iron balls or chains.
                    !matches!(cl, OClass::Rock | OClass::Ball | OClass::Chain)
                        && (sym == '$' || types.is_empty() || types.contains(sym))
                })
                .collect();
            // Shop goods are never picked up automatically
            // (`autopick_testobj`).
            let costly = self.costly_spot(x, y);
            let ids: Vec<usize> = ids.into_iter().filter(|&i| !costly || self.lev.objects[i].obj.no_charge).collect();
            if !ids.is_empty() {
                self.pickup_indices(ids);
            }
        }
        let n = self.lev.objects_at(x, y).count();
        // What is written here is read first (`read_engr_at`); things
        // here stop a run (not travel).
        if n > 0 && self.run.mode != 0 && self.run.mode != crate::hero::hack::runmode::TRAVEL {
            self.nomul();
        }
        self.read_engr_at(x, y);
        if n == 1 {
            let o = self.lev.objects_at(x, y).next().cloned();
            if let Some(o) = o {
                let name = self.doname_with_price_at(&o, x, y);
                self.pline(format!("You see here {name}."));
            }
        } else if n > 1 {
            self.pline("There are several objects here.");
        }
    }
}
