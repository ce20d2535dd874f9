//! The wand and spell of polymorph on objects (zap.c's `bhito` case,
//! `obj_shudders`, `do_osshock`, `poly_obj`): each object of a pile
//! hit may shudder and be destroyed, or become another object of its
//! class, keeping its quantity (when it can stack), curse state,
//! erosion, and the charges or enchantment of weapons, armor and wands.
//!
//! Objects' magical properties are lost when polymorphed (the property
//! document: "An object with properties will lose them when
//! polymorphed."): the new object has none.
//!
//! Not done: the polypile's golem (the shock's `poly_zapped`), and
//! objects carried in inventory (dipping into polymorph).

use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_defs::{Material, OClass};
use oxhack_tables::{ids, tables};

/// `obj_resists(obj, 5, 95)`: the few unchangeable objects always,
/// artifacts mostly, others rarely.
fn obj_resists(g: &mut Game, o: &Obj) -> bool {
    if matches!(
        o.otyp,
        ids::AMULET_OF_YENDOR | ids::SPE_BOOK_OF_THE_DEAD | ids::CANDELABRUM_OF_INVOCATION | ids::BELL_OF_OPENING
    ) || (o.otyp == ids::CORPSE && o.corpsenm.is_some_and(crate::world::mondata::is_rider))
    {
        return true;
    }
    g.rng.rn2(100) < if o.oartifact.is_some() { 95 } else { 5 }
}

impl Game {
    /// `obj_shudders`: the chance a zapped object is destroyed instead
    /// (wands and cursed objects 1 in 3, blessed 1 in 12, others 1 in 8;
    /// twice as likely for more than four).
    fn obj_shudders(&mut self, o: &Obj) -> bool {
        let t = tables();
        let mut odds = if o.oclass(t) == OClass::Wand || o.cursed {
            3
        } else if o.blessed {
            12
        } else {
            8
        };
        if o.quan > 4 {
            odds /= 2;
        }
        self.rng.rn2(odds) == 0
    }

    /// The polymorph beam on floor object `k` (bhito). Returns whether
    /// the object changed or was destroyed where the hero can see.
    pub fn bhito_polymorph(&mut self, k: usize) -> bool {
        let Some(f) = self.lev.objects.get(k) else { return false };
        let (x, y) = (f.x, f.y);
        let o = f.obj.clone();
        if matches!(o.otyp, ids::WAN_POLYMORPH | ids::SPE_POLYMORPH | ids::POT_POLYMORPH) || obj_resists(self, &o) {
            return false;
        }
        self.u.conduct.polypiles += 1;
        let seen = self.vis.cansee(x, y);
        if self.obj_shudders(&o) {
            // do_osshock: some of a stack survive.
            if o.quan > 1 {
                let keep = o.quan - i64::from(self.rng.rnd((o.quan - 1).min(i32::MAX as i64) as i32));
                self.lev.objects[k].obj.quan = keep;
            } else {
                self.lev.objects.remove(k);
            }
            self.newsym(x, y);
            return seen;
        }
        let new = self.poly_obj(&o);
        self.lev.objects[k].obj = new;
        self.newsym(x, y);
        seen
    }

    /// `poly_obj(obj, STRANGE_OBJECT)`: another object of the same class
    /// (as magical as the old one, if three tries allow), with what the
    /// old one passes on.
    pub fn poly_obj(&mut self, obj: &Obj) -> Obj {
        // Polymorphing a boulder costs Luck in Sokoban.
        if obj.otyp == oxhack_tables::ids::BOULDER {
            self.sokoban_guilt();
        }
        let t = tables();
        let class = obj.oclass(t);
        let magic = t.obj(obj.otyp).flags.contains(oxhack_defs::flags::ObjFlags::MAGIC);
        let mut otmp = self.with_mk(|c| c.mkobj(class, false));
        for _ in 0..2 {
            if t.obj(otmp.otyp).flags.contains(oxhack_defs::flags::ObjFlags::MAGIC) == magic {
                break;
            }
            otmp = self.with_mk(|c| c.mkobj(class, false));
        }
        otmp.quan = obj.quan;
        otmp.no_charge = obj.no_charge;
        otmp.invlet = obj.invlet;
        if matches!(class, OClass::Wand | OClass::Weapon | OClass::Armor) {
            otmp.spe = obj.spe;
        }
        otmp.recharged = obj.recharged;
        otmp.cursed = obj.cursed;
        otmp.blessed = obj.blessed;
        otmp.oeroded = obj.oeroded;
        otmp.oeroded2 = obj.oeroded2;
        otmp.oerodeproof = obj.oerodeproof;
        if obj.otrapped && crate::objects::objnam::is_box(otmp.otyp) {
            otmp.otrapped = true;
        }
        if obj.otyp == ids::CORPSE && obj.corpsenm == Some(ids::PM_CROCODILE) {
            otmp = Obj { otyp: ids::LOW_BOOTS, spe: 0, oeroded: 0, oerodeproof: true, quan: 1, cursed: false, ..otmp };
        }
        otmp.contents.clear();
        if otmp.quan > 1
            && (!t.obj(otmp.otyp).flags.contains(oxhack_defs::flags::ObjFlags::MERGE)
                || otmp.quan > i64::from(self.rng.rn2(1000)))
        {
            otmp.quan = 1;
        }
        match t.obj(otmp.otyp).class {
            OClass::Tool if otmp.otyp == ids::MAGIC_LAMP => {
                otmp.otyp = ids::OIL_LAMP;
                otmp.age = 1500;
            }
            OClass::Tool if otmp.otyp == ids::MAGIC_MARKER => otmp.recharged = 1,
            OClass::Wand => {
                while otmp.otyp == ids::WAN_WISHING || otmp.otyp == ids::WAN_POLYMORPH {
                    otmp.otyp = self.with_mk(|c| c.rnd_class(ids::WAN_LIGHT, ids::WAN_LIGHTNING));
                }
                if i32::from(otmp.recharged) < self.rng.rn2(7) {
                    otmp.recharged += 1;
                }
            }
            OClass::Potion => {
                while otmp.otyp == ids::POT_POLYMORPH {
                    otmp.otyp = self.with_mk(|c| c.rnd_class(ids::POT_GAIN_ABILITY, ids::POT_WATER));
                }
            }
            OClass::Spbook => {
                while otmp.otyp == ids::SPE_POLYMORPH {
                    otmp.otyp = self.with_mk(|c| c.rnd_class(ids::SPE_DIG, ids::SPE_BLANK_PAPER));
                }
            }
            OClass::Gem
                if otmp.quan > i64::from(self.rng.rnd(4))
                    && t.obj(obj.otyp).material == Some(Material::Mineral)
                    && t.obj(otmp.otyp).material != Some(Material::Mineral) =>
            {
                // The transmutation backfired; some material is lost.
                otmp.otyp = ids::ROCK;
                otmp.quan /= 2;
            }
            _ => {}
        }
        // The property document: properties do not survive polymorph.
        otmp.oprops = 0;
        otmp.oprops_known = 0;
        otmp.otheme = 0;
        otmp
    }
}
