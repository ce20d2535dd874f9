//! Identification by use (the property document's "Identification of
//! Objects with Properties" and the Rust tutorial's identification on use
//! and purchase). Each rule of the document has a test here:
//!
//! - worn: speed (when it speeds the hero up), stealth (when it makes the
//!   hero quiet), displacement, oilskin and power (at once), dexterity and
//!   brilliance (when enchanted); resistances, ESP, warning, searching,
//!   hunger, aggravation and fumbling are not learned by wearing;
//! - wielded: stealth, when it makes the hero quiet;
//! - hitting: fire, frost and draining when they act; never on a target
//!   that resists;
//! - fired: on the ammunition, its stack, and the launcher, each learning
//!   only its own properties;
//! - detonation: on the stack the object came from (the known bug: a dart
//!   dropped out of a stack exploded without the stack learning it);
//! - reflection: when something is reflected;
//! - knowledge belongs to the object (and the stack it left), never to
//!   other objects of its type, and merging stacks merges it;
//! - buying: the shopkeeper names the properties ("Dagger of fire; you
//!   bought it ..."), unless the hero cannot hear.

mod arena;
use arena::{place, said, script};

#[path = "shops/common.rs"]
#[allow(dead_code)]
mod shop;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::world::obj::{ITEM_MAGICAL, Obj, Worn};
use oxhack_tables::ids;

/// A lit room in rock around (40, 10), no intrinsics, many hit points.
fn arena(seed: u64, w: i32, h: i32) -> Game {
    let mut g = arena::rock_arena(seed, w, h, true);
    arena::strip(&mut g);
    arena::tough(&mut g);
    g.u.invent.clear();
    g.update_worn_props();
    g
}

/// `otyp` with random properties `props` (`ITEM_*` constants; the
/// representation is the property core's), uncursed, +0, one of it.
macro_rules! item {
    ($g:expr, $otyp:expr, $props:expr) => {{
        let mut o = Obj::new($otyp, 1);
        o.oprops = $props;
        o.o_id = $g.og.next_ident();
        o
    }};
}

/// Whether inventory item `i` is known to have every property in `bits`.
macro_rules! known {
    ($g:expr, $i:expr, $bits:expr) => {
        $g.u.invent[$i].oprops_known & ($bits) == ($bits)
    };
}

/// Adds `o` to the pack; its index.
fn carry(g: &mut Game, o: Obj) -> usize {
    g.addinv(o)
}

fn idx(g: &Game, id: u32) -> usize {
    g.u.invent.iter().position(|o| o.o_id == id).expect("still carried")
}

/// Wears (W) or puts on (P) inventory item `id` with the real commands.
fn don(g: &mut Game, id: u32) -> bool {
    let i = idx(g, id);
    let l = g.u.invent[i].invlet.expect("a letter");
    let ring = g.u.invent[i].oclass(oxhack_tables::tables()) == oxhack_defs::OClass::Ring;
    script(g, &format!("{l}l"));
    let r = if ring || g.u.invent[i].oclass(oxhack_tables::tables()) == oxhack_defs::OClass::Amulet {
        g.doputon()
    } else {
        g.dowear()
    };
    g.u.multi = 0;
    r
}

#[test]
fn worn_speed_is_learned_on_that_object_alone() {
    let mut g = arena(1, 8, 3);
    let cloak = item!(&mut g, ids::LEATHER_CLOAK, ids::ITEM_SPEED | ids::ITEM_FIRE);
    let cid = cloak.o_id;
    carry(&mut g, cloak);
    // Another cloak of speed, not worn: it learns nothing.
    let mut other = item!(&mut g, ids::LEATHER_CLOAK, ids::ITEM_SPEED);
    other.spe = 1;
    let oid = other.o_id;
    carry(&mut g, other);
    assert!(don(&mut g, cid), "{:?}", g.history);
    assert!(said(&g, "You feel yourself speed up."), "{:?}", g.history);
    let i = idx(&g, cid);
    assert!(known!(&g, i, ids::ITEM_SPEED), "speed shows");
    assert!(!known!(&g, i, ids::ITEM_FIRE), "fire resistance does not show by wearing");
    let name = g.doname(&g.u.invent[i].clone());
    assert!(name.contains("leather cloak of speed"), "{name}");
    assert!(!known!(&g, idx(&g, oid), ids::ITEM_SPEED), "the other cloak is another object");
}

#[test]
fn unknown_properties_read_as_magical_until_one_is_known() {
    let mut g = arena(6, 8, 3);
    let cloak = item!(&mut g, ids::LEATHER_CLOAK, ids::ITEM_SPEED | ids::ITEM_FIRE);
    let cid = cloak.o_id;
    let i = carry(&mut g, cloak);
    let name = g.doname(&g.u.invent[i].clone());
    assert!(name.contains("magical leather cloak"), "{name}");
    assert!(!known!(&g, i, ids::ITEM_SPEED) && !known!(&g, i, ids::ITEM_FIRE));
    assert!(don(&mut g, cid));
    let i = idx(&g, cid);
    // Speed known, fire not: each property is known on its own, and
    // "magical" goes once one is.
    assert!(known!(&g, i, ids::ITEM_SPEED) && !known!(&g, i, ids::ITEM_FIRE));
    let name = g.doname(&g.u.invent[i].clone());
    assert!(name.contains("leather cloak of speed") && !name.contains("magical"), "{name}");
}

#[test]
fn speed_is_not_learned_when_the_hero_is_already_fast_from_outside() {
    let mut g = arena(2, 8, 3);
    let boots = item!(&mut g, ids::SPEED_BOOTS, Default::default());
    let bid = boots.o_id;
    carry(&mut g, boots);
    assert!(don(&mut g, bid));
    assert!(g.os.is_known(ids::SPEED_BOOTS), "NetHack's makeknown of speed boots is kept");
    let ring = item!(&mut g, ids::RIN_ADORNMENT, ids::ITEM_SPEED);
    let rid = ring.o_id;
    carry(&mut g, ring);
    assert!(don(&mut g, rid), "{:?}", g.history);
    assert!(!known!(&g, idx(&g, rid), ids::ITEM_SPEED), "no change, nothing to see: {:?}", g.history);
}

#[test]
fn stealth_is_learned_when_it_makes_the_hero_quiet_worn_or_wielded() {
    let mut g = arena(3, 8, 3);
    let ring = item!(&mut g, ids::RIN_ADORNMENT, ids::ITEM_STEALTH);
    let rid = ring.o_id;
    carry(&mut g, ring);
    assert!(don(&mut g, rid), "{:?}", g.history);
    assert!(said(&g, "You move very quietly."), "{:?}", g.history);
    assert!(known!(&g, idx(&g, rid), ids::ITEM_STEALTH));
    // Already quiet: a dagger of stealth wielded now shows nothing.
    let d = item!(&mut g, ids::DAGGER, ids::ITEM_STEALTH);
    let did = d.o_id;
    let di = carry(&mut g, d);
    g.ready_weapon(Some(di));
    assert!(!known!(&g, idx(&g, did), ids::ITEM_STEALTH), "{:?}", g.history);
    // Without the ring, wielding it is what makes the hero quiet.
    let mut g = arena(4, 8, 3);
    let d = item!(&mut g, ids::DAGGER, ids::ITEM_STEALTH);
    let did = d.o_id;
    let di = carry(&mut g, d);
    g.ready_weapon(Some(di));
    assert!(said(&g, "You move very quietly."), "{:?}", g.history);
    assert!(known!(&g, idx(&g, did), ids::ITEM_STEALTH));
}

#[test]
fn displacement_oilskin_and_power_show_at_once_and_resistances_do_not() {
    let mut g = arena(5, 8, 3);
    let cloak = item!(&mut g, ids::LEATHER_CLOAK, ids::ITEM_DISPLACEMENT);
    let cid = cloak.o_id;
    carry(&mut g, cloak);
    assert!(don(&mut g, cid));
    assert!(known!(&g, idx(&g, cid), ids::ITEM_DISPLACEMENT));
    let gloves = item!(&mut g, ids::LEATHER_GLOVES, ids::ITEM_POWER);
    let gid = gloves.o_id;
    carry(&mut g, gloves);
    assert!(don(&mut g, gid));
    assert!(known!(&g, idx(&g, gid), ids::ITEM_POWER));
    let shirt = item!(&mut g, ids::HAWAIIAN_SHIRT, ids::ITEM_OILSKIN);
    let sid = shirt.o_id;
    // A shirt goes under the cloak: take the cloak off first.
    let ci = idx(&g, cid);
    g.u.invent[ci].owornmask = Worn::empty();
    g.update_worn_props();
    carry(&mut g, shirt);
    assert!(don(&mut g, sid), "{:?}", g.history);
    assert!(said(&g, "fits very tightly."), "{:?}", g.history);
    assert!(known!(&g, idx(&g, sid), ids::ITEM_OILSKIN));
    let quiet =
        [ids::ITEM_FIRE, ids::ITEM_FROST, ids::ITEM_DRLI, ids::ITEM_ESP, ids::ITEM_WARNING, ids::ITEM_SEARCHING];
    for (n, bit) in quiet.into_iter().chain([ids::ITEM_HUNGER, ids::ITEM_AGGRAVATE, ids::ITEM_REFLECTION]).enumerate() {
        let mut g = arena(10 + n as u64, 8, 3);
        let a = item!(&mut g, ids::AMULET_OF_ESP, bit);
        let aid = a.o_id;
        carry(&mut g, a);
        assert!(don(&mut g, aid), "{:?}", g.history);
        let i = idx(&g, aid);
        assert_eq!(g.u.invent[i].oprops_known & bit, 0, "bit {bit:#x} learned by wearing");
        assert!(g.u.invent[i].oprops_known & ITEM_MAGICAL != 0, "handled: known to be magical");
    }
}

#[test]
fn dexterity_shows_only_when_enchanted() {
    for (spe, shows) in [(2, true), (0, false)] {
        let mut g = arena(20, 8, 3);
        let mut gl = item!(&mut g, ids::LEATHER_GLOVES, ids::ITEM_DEXTERITY);
        gl.spe = spe;
        let id = gl.o_id;
        carry(&mut g, gl);
        assert!(don(&mut g, id));
        assert_eq!(known!(&g, idx(&g, id), ids::ITEM_DEXTERITY), shows, "spe {spe}");
    }
}

/// A hill orc with 300 hit points, held still, at (x, y); its id.
fn target(g: &mut Game, pm: oxhack_defs::Pm, x: i32, y: i32) -> u32 {
    let id = place(g, pm, x, y);
    let i = g.mon_index(id).expect("placed");
    let m = &mut g.lev.monsters[i];
    m.mhp = 300;
    m.mhpmax = 300;
    m.mcanmove = false;
    id
}

#[test]
fn a_thrown_dagger_of_fire_teaches_its_stack() {
    let mut burnt = 0;
    for seed in 1..=8 {
        let mut g = arena(30 + seed, 8, 3);
        let mut d = item!(&mut g, ids::DAGGER, ids::ITEM_FIRE);
        d.quan = 6;
        let did = d.o_id;
        let k = carry(&mut g, d);
        let (x, y) = (g.u.ux, g.u.uy);
        target(&mut g, ids::PM_HILL_ORC, x + 2, y);
        g.throw_obj(k, 1, 0, 0);
        if !said(&g, "burns the hill orc") {
            continue;
        }
        burnt += 1;
        let i = idx(&g, did);
        assert!(known!(&g, i, ids::ITEM_FIRE), "seed {seed}: the stack in the pack did not learn");
        for f in g.lev.objects.iter().filter(|f| f.obj.otyp == ids::DAGGER) {
            assert!(f.obj.oprops_known & ids::ITEM_FIRE != 0, "the dagger that landed knows it too");
        }
    }
    assert!(burnt >= 2, "too few hits to judge: {burnt}");
}

#[test]
fn fire_on_a_fire_resistant_target_teaches_nothing() {
    let mut g = arena(40, 8, 3);
    let s = item!(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE);
    let sid = s.o_id;
    let si = carry(&mut g, s);
    g.u.invent[si].owornmask = Worn::WEP;
    g.update_worn_props();
    let (x, y) = (g.u.ux, g.u.uy);
    let id = target(&mut g, ids::PM_RED_MOLD, x + 1, y);
    for _ in 0..30 {
        let Some(i) = g.mon_index(id) else { break };
        g.u.uhp = g.u.uhpmax;
        g.attack(i);
    }
    assert!(said(&g, "You hit the red mold") || said(&g, "You kill the red mold"), "{:?}", g.history);
    assert!(!said(&g, "burns"), "{:?}", g.history);
    assert!(!known!(&g, idx(&g, sid), ids::ITEM_FIRE));
}

#[test]
fn fired_ammunition_and_launcher_each_learn_their_own_properties() {
    let (mut bow_learned, mut arrows_learned) = (0, 0);
    for seed in 1..=10 {
        let mut g = arena(50 + seed, 8, 3);
        let bow = item!(&mut g, ids::BOW, ids::ITEM_FROST);
        let bid = bow.o_id;
        let bi = carry(&mut g, bow);
        g.u.invent[bi].owornmask = Worn::WEP;
        let mut arrows = item!(&mut g, ids::ARROW, ids::ITEM_FIRE);
        arrows.quan = 10;
        let aid = arrows.o_id;
        let k = carry(&mut g, arrows);
        g.update_worn_props();
        let (x, y) = (g.u.ux, g.u.uy);
        target(&mut g, ids::PM_HILL_ORC, x + 3, y);
        g.throw_obj(k, 1, 0, 0);
        let bow = &g.u.invent[idx(&g, bid)];
        let arrows = &g.u.invent[idx(&g, aid)];
        if said(&g, "freezes the hill orc") {
            bow_learned += 1;
            assert!(bow.oprops_known & ids::ITEM_FROST != 0, "seed {seed}: {:?}", g.history);
        }
        if said(&g, "burns the hill orc") {
            arrows_learned += 1;
            assert!(arrows.oprops_known & ids::ITEM_FIRE != 0, "seed {seed}: the arrow stack");
        }
        // Each learns its own: the bow has no fire, the arrows no frost.
        assert_eq!(bow.oprops_known & ids::ITEM_FIRE, 0);
        assert_eq!(arrows.oprops_known & ids::ITEM_FROST, 0);
    }
    assert!(bow_learned >= 2 && arrows_learned >= 2, "{bow_learned} {arrows_learned}");
}

/// The document's known bug: one dart out of a stack of darts of
/// detonation explodes on the floor, and the stack must learn it.
#[test]
fn a_dart_from_a_stack_exploding_teaches_the_stack() {
    let mut g = arena(60, 8, 3);
    let mut darts = item!(&mut g, ids::DART, ids::ITEM_DETONATIONS);
    darts.quan = 5;
    let did = darts.o_id;
    let k = carry(&mut g, darts);
    // Thrown down at the hero's feet (NetHack's hitfloor).
    g.throw_obj(k, 0, 0, 1);
    assert!(said(&g, "dart explodes!"), "{:?}", g.history);
    let i = idx(&g, did);
    assert_eq!(g.u.invent[i].quan, 4, "one dart left the stack");
    assert!(known!(&g, i, ids::ITEM_DETONATIONS), "the stack did not learn: {:?}", g.history);
}

/// The same known bug as the document tells it: levitating, the hero
/// drops one dart out of the stack; it falls, explodes, and the stack
/// learns its detonation. A plain dart just hits the floor and lands.
#[test]
fn a_dart_dropped_from_a_stack_while_levitating_teaches_the_stack() {
    let mut g = arena(63, 8, 3);
    g.u.prop_mut(Prop::Levitation).intrinsic = 1;
    let mut darts = item!(&mut g, ids::DART, ids::ITEM_DETONATIONS);
    darts.quan = 5;
    let did = darts.o_id;
    let k = carry(&mut g, darts);
    let l = g.u.invent[k].invlet.expect("letter");
    script(&mut g, &format!("1{l}"));
    assert!(g.dodrop(), "{:?}", g.history);
    assert!(said(&g, "You drop a magical dart."), "{:?}", g.history);
    assert!(said(&g, "hits the floor."), "{:?}", g.history);
    assert!(said(&g, "dart explodes!"), "{:?}", g.history);
    let i = idx(&g, did);
    assert_eq!(g.u.invent[i].quan, 4);
    assert!(known!(&g, i, ids::ITEM_DETONATIONS), "the stack did not learn: {:?}", g.history);
    let name = g.doname(&g.u.invent[i].clone());
    assert!(name.contains("darts of detonation"), "{name}");

    let mut g = arena(64, 8, 3);
    g.u.prop_mut(Prop::Levitation).intrinsic = 1;
    let mut darts = item!(&mut g, ids::DART, Default::default());
    darts.quan = 3;
    let k = carry(&mut g, darts);
    let l = g.u.invent[k].invlet.expect("letter");
    script(&mut g, &format!("1{l}"));
    assert!(g.dodrop());
    assert!(said(&g, "A dart hits the floor."), "{:?}", g.history);
    let (x, y) = (g.u.ux, g.u.uy);
    assert_eq!(g.lev.objects_at(x, y).filter(|o| o.otyp == ids::DART).count(), 1);
    assert_eq!(g.u.invent[k].quan, 2);
}

#[test]
fn reflecting_teaches_reflection() {
    let mut g = arena(61, 8, 3);
    let a = item!(&mut g, ids::AMULET_OF_ESP, ids::ITEM_REFLECTION);
    let aid = a.o_id;
    carry(&mut g, a);
    assert!(don(&mut g, aid));
    assert!(!known!(&g, idx(&g, aid), ids::ITEM_REFLECTION));
    assert!(g.u.has(Prop::Reflecting));
    assert!(g.ureflects(Some("But it reflects from your %s!")));
    assert!(said(&g, "But it reflects from your medallion!"), "{:?}", g.history);
    assert!(known!(&g, idx(&g, aid), ids::ITEM_REFLECTION));
}

#[test]
fn merging_stacks_merges_what_is_known() {
    let mut g = arena(62, 8, 3);
    let mut a = item!(&mut g, ids::DAGGER, ids::ITEM_FIRE);
    a.quan = 3;
    carry(&mut g, a);
    let mut b = item!(&mut g, ids::DAGGER, ids::ITEM_FIRE);
    b.oprops_known = ids::ITEM_FIRE;
    let i = carry(&mut g, b);
    assert_eq!(g.u.invent.iter().filter(|o| o.otyp == ids::DAGGER).count(), 1, "one stack");
    assert_eq!(g.u.invent[i].quan, 4);
    assert!(known!(&g, i, ids::ITEM_FIRE), "the whole stack knows its fire");
    // Different properties never merge, known or not.
    let c = item!(&mut g, ids::DAGGER, ids::ITEM_FROST);
    carry(&mut g, c);
    assert_eq!(g.u.invent.iter().filter(|o| o.otyp == ids::DAGGER).count(), 2);
}

// ---------------------------------------------------------------------
// Buying

/// The test shop with a dagger of fire on the floor inside; the hero
/// stands on it with 500 gold and picks it up.
fn buy_magical_dagger(seed: u64, deaf: bool) -> shop::Shop {
    let mut s = shop::Shop::new(seed);
    s.g.u.invent.clear();
    s.g.update_worn_props();
    s.g.u.ugold = 500;
    let (dx, dy) = s.door();
    let mut d = s.obj(ids::DAGGER);
    d.oprops = ids::ITEM_FIRE;
    s.g.lev.objects.retain(|f| !(f.y == dy && f.x > dx && f.x < dx + 4));
    s.g.lev.place_object(d, dx + 2, dy);
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 1, dy);
    s.stand(dx + 2, dy);
    if deaf {
        s.g.u.set_timeout(Prop::Deaf, 1000);
    }
    s.keys(",");
    s.g.step();
    assert!(s.g.u.invent.iter().any(|o| o.otyp == ids::DAGGER && o.unpaid), "{:?}", s.g.history);
    s
}

#[test]
fn buying_names_and_identifies_the_properties() {
    let mut s = buy_magical_dagger(3, false);
    let d = s.g.u.invent.iter().find(|o| o.otyp == ids::DAGGER).expect("dagger");
    assert_eq!(d.oprops_known & ids::ITEM_FIRE, 0, "picking it up teaches nothing");
    s.keys("y");
    let m = s.mark();
    assert!(s.g.dopay());
    let said = s.said_since(m);
    assert!(said.iter().any(|l| l.starts_with("A dagger of fire; you bought it for ")), "{said:?}");
    let d = s.g.u.invent.iter().find(|o| o.otyp == ids::DAGGER).expect("dagger");
    assert!(!d.unpaid);
    assert_eq!(d.oprops_known & ids::ITEM_FIRE, ids::ITEM_FIRE);
}

#[test]
fn a_deaf_buyer_does_not_hear_the_properties_named() {
    let mut s = buy_magical_dagger(3, true);
    s.keys("y");
    let m = s.mark();
    assert!(s.g.dopay());
    let said = s.said_since(m);
    assert!(said.iter().any(|l| l.contains("you bought") || l.starts_with("You bought")), "{said:?}");
    assert!(!said.iter().any(|l| l.contains("of fire")), "{said:?}");
    let d = s.g.u.invent.iter().find(|o| o.otyp == ids::DAGGER).expect("dagger");
    assert_eq!(d.oprops_known & ids::ITEM_FIRE, 0);
}

/// OxHack's own modifier affixes (to-hit, damage, AC, weight, dice) are
/// never learned by use: a point more to hit or to damage cannot be told
/// from luck or enchantment. Identification (or a sale, as for every
/// property) names them.
#[test]
fn modifier_affixes_are_not_learned_by_use() {
    let mut g = arena(21, 8, 3);
    let mods = ids::ITEM_ACCURATE | ids::ITEM_KEEN | ids::ITEM_LIGHTWEIGHT;
    let d = item!(&mut g, ids::DAGGER, mods);
    let did = d.o_id;
    let di = carry(&mut g, d);
    g.ready_weapon(Some(di));
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let orc = place(&mut g, ids::PM_HILL_ORC, x, y);
    if let Some(i) = g.mon_index(orc) {
        g.lev.monsters[i].mhp = 3000;
        g.lev.monsters[i].mhpmax = 3000;
        g.lev.monsters[i].mcanmove = false;
    }
    for _ in 0..20 {
        g.domove(1, 0);
    }
    assert!(g.history.iter().filter(|h| h.starts_with("You hit")).count() >= 10, "{:?}", g.history);
    let i = idx(&g, did);
    assert_eq!(g.u.invent[i].oprops_known & mods, 0, "{}", g.doname(&g.u.invent[i]));
    g.u.invent[i].fully_identify();
    assert!(known!(&g, i, mods));
}
