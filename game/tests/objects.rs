//! Carrying, wearing, wielding, eating and naming, played through a
//! scripted terminal.

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::game::NewGame;
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::obj::{ITEM_MAGICAL, Obj, Worn};
use oxhack_game::world::you::Hunger;
use oxhack_tables::ids;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal reading keys from a shared queue, so a test can feed each
/// command its keys.
struct Keys(Arc<Mutex<VecDeque<char>>>);

impl Term for Keys {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _s: &Screen) {}
    fn read_key(&mut self) -> Option<char> {
        self.0.lock().expect("lock").pop_front()
    }
    fn wants_screen(&self) -> bool {
        false
    }
}

struct T {
    g: Game,
    q: Arc<Mutex<VecDeque<char>>>,
}

impl T {
    fn new() -> T {
        let mut g = Game::new(NewGame::quick(11)).expect("game");
        let q = Arc::new(Mutex::new(VecDeque::new()));
        g.set_term(Box::new(Keys(q.clone())));
        g.u.invent.clear();
        // A plain hero: no role intrinsics (a Valkyrie is born stealthy
        // and cold resistant), so worn properties are what we see.
        for p in g.u.uprops.iter_mut() {
            *p = Default::default();
        }
        g.update_worn_props();
        g.u.ugold = 0;
        g.u.uhunger = 900;
        g.u.uhs = Hunger::NotHungry;
        T { g, q }
    }
    /// Runs a command with these keys queued, in a fresh window (the
    /// message line clear, as for a new command, and input back after
    /// the last command's keys ran out).
    fn cmd(&mut self, keys: &str, f: impl FnOnce(&mut Game) -> bool) -> bool {
        self.g.set_term(Box::new(Keys(self.q.clone())));
        {
            let mut q = self.q.lock().expect("lock");
            q.clear();
            q.extend(keys.chars());
        }
        f(&mut self.g)
    }
    fn give(&mut self, mut o: Obj) -> usize {
        o.o_id = 1000 + self.g.u.invent.len() as u32;
        self.g.addinv(o)
    }
    fn said(&self, s: &str) -> bool {
        self.g.history.iter().any(|m| m.contains(s))
    }
    /// Lets the meal (or other occupation) in progress run to its end,
    /// with no monsters about to interrupt it.
    fn finish(&mut self) {
        self.g.lev.monsters.clear();
        for _ in 0..100 {
            if !self.g.occupied() {
                return;
            }
            self.g.step();
        }
    }
    fn here(&self) -> Vec<Obj> {
        self.g.lev.objects_at(self.g.u.ux, self.g.u.uy).cloned().collect()
    }
}

fn known(otyp: oxhack_defs::Otyp, spe: i8) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.spe = spe;
    o.known = true;
    o.dknown = true;
    o.bknown = true;
    o
}

#[test]
fn pick_up_a_dagger_and_gold_then_drop_them() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    let mut dagger = known(ids::DAGGER, 0);
    dagger.o_id = 7;
    t.g.lev.place_object(dagger, x, y);
    let mut gold = Obj::new(ids::GOLD_PIECE, 10);
    gold.o_id = 8;
    t.g.lev.place_object(gold, x, y);
    // Two objects: a menu, gold first ('a'), then the dagger ('b').
    assert!(t.cmd("ab\n", |g| g.dopickup()));
    assert_eq!(t.g.u.ugold, 10);
    assert_eq!(t.g.u.invent.len(), 1);
    assert_eq!(t.g.u.invent[0].otyp, ids::DAGGER);
    assert!(t.said("10 gold pieces."), "{:?}", t.g.history);
    assert!(t.said("a - a +0 dagger."), "{:?}", t.g.history);
    assert!(t.here().is_empty());
    assert_eq!(t.g.enc_label(), "");
    // Drop the dagger, then five gold pieces... all gold with '$'.
    assert!(t.cmd("a", |g| g.dodrop()));
    assert!(t.g.u.invent.is_empty());
    assert!(t.said("You drop a +0 dagger."));
    assert!(t.cmd("$", |g| g.dodrop()));
    assert_eq!(t.g.u.ugold, 0);
    let here = t.here();
    assert_eq!(here.len(), 2);
    assert!(here.iter().any(|o| o.otyp == ids::GOLD_PIECE && o.quan == 10));
}

#[test]
fn one_object_is_picked_up_without_a_menu_and_boulders_are_too_heavy() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    t.g.lev.place_object(Obj::new(ids::BOULDER, 1), x, y);
    assert!(!t.cmd("", |g| g.dopickup()));
    assert!(t.said("There is a boulder here, but it is too heavy for you to lift."), "{:?}", t.g.history);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    t.g.lev.place_object(known(ids::APPLE, 0), x, y);
    assert!(t.cmd("", |g| g.dopickup()));
    assert_eq!(t.g.u.invent[0].otyp, ids::APPLE);
}

#[test]
fn encumbrance_follows_the_weight_carried() {
    let mut t = T::new();
    let cap = t.g.weight_cap();
    assert_eq!(cap, 25 * (t.g.u.acurrstr() as i64 + t.g.u.acurr(oxhack_game::world::you::A_CON) as i64) + 50);
    assert_eq!(t.g.encumbrance(), 0);
    // Iron chains, 120 each: enough of them to pass the capacity.
    let mut chains = Obj::new(ids::IRON_CHAIN, 1);
    chains.quan = cap / 120 + 1;
    t.give(chains);
    assert_eq!(t.g.enc_label(), "Burdened");
}

#[test]
fn autopickup_takes_gold_and_leaves_armor() {
    let mut t = T::new();
    t.g.opts.autopickup = true;
    t.g.opts.pickup_types = "$".to_string();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    t.g.lev.place_object(Obj::new(ids::GOLD_PIECE, 3), x, y);
    t.g.lev.place_object(known(ids::LEATHER_ARMOR, 0), x, y);
    t.g.clear_toplines();
    t.g.pickup_on_arrival();
    assert_eq!(t.g.u.ugold, 3);
    assert!(t.said("You see here an uncursed +0 leather armor."), "{:?}", t.g.history);
}

#[test]
fn wear_and_take_off_armor() {
    let mut t = T::new();
    assert_eq!(t.g.u_ac(), 10);
    let mut armor = Obj::new(ids::LEATHER_ARMOR, 1);
    armor.spe = 1;
    t.give(armor);
    let mut cloak = Obj::new(ids::ELVEN_CLOAK, 1);
    cloak.dknown = true;
    t.give(cloak);
    assert!(t.cmd("a", |g| g.dowear()));
    assert_eq!(t.g.u_ac(), 10 - 2 - 1);
    assert!(t.g.u.invent[0].owornmask.contains(Worn::ARM));
    assert!(t.g.u.invent[0].known, "the enchantment shows once worn");
    assert!(t.g.inv_name(0).contains("(being worn)"), "{}", t.g.inv_name(0));
    t.g.u.multi = 0;
    // The cloak goes over; the suit cannot come off under it.
    assert!(t.cmd("b", |g| g.dowear()));
    assert!(t.g.u.invent[1].owornmask.contains(Worn::ARMC));
    t.g.u.multi = 0;
    assert!(!t.cmd("a", |g| g.dotakeoff()));
    assert!(t.said("You can't take that off without taking off your cloak first."), "{:?}", t.g.history);
    assert!(t.cmd("b", |g| g.dotakeoff()));
    t.g.u.multi = 0;
    assert!(t.cmd("", |g| g.dotakeoff()), "the only armor left needs no question");
    assert_eq!(t.g.u_ac(), 10);
    assert!(t.said("You were wearing"));
}

#[test]
fn cursed_armor_stays_on() {
    let mut t = T::new();
    let mut helm = Obj::new(ids::ORCISH_HELM, 1);
    helm.cursed = true;
    t.give(helm);
    assert!(t.cmd("a", |g| g.dowear()));
    t.g.u.multi = 0;
    assert!(!t.cmd("", |g| g.dotakeoff()));
    assert!(t.said("You can't.  It is cursed."), "{:?}", t.g.history);
    assert!(t.g.u.invent[0].bknown);
    assert!(!t.cmd("a", |g| g.dodrop()));
    assert!(t.said("You cannot drop something you are wearing."));
}

#[test]
fn wield_swap_and_weld() {
    let mut t = T::new();
    t.give(known(ids::LONG_SWORD, 0));
    t.give(known(ids::DAGGER, 0));
    assert!(t.cmd("a", |g| g.dowield()));
    assert!(t.said("a - a +0 long sword (weapon in hand)."), "{:?}", t.g.history);
    // x with no alternate: hands empty, the sword becomes the alternate.
    assert!(t.cmd("", |g| g.doswapweapon()));
    assert!(t.g.u.invent[0].owornmask.contains(Worn::SWAPWEP));
    assert!(t.g.u.uwep().is_none());
    assert!(t.cmd("b", |g| g.dowield()));
    assert!(t.cmd("", |g| g.doswapweapon()));
    assert_eq!(t.g.u.uwep().map(|o| o.otyp), Some(ids::LONG_SWORD));
    assert!(t.g.u.invent[1].owornmask.contains(Worn::SWAPWEP));
    // Bare hands.
    assert!(t.cmd("-", |g| g.dowield()));
    assert!(t.g.u.uwep().is_none());
    assert!(t.said("You are empty handed."));
    // Ready the dagger.
    assert!(!t.cmd("b", |g| g.dowieldquiver()));
    assert!(t.g.u.invent[1].owornmask.contains(Worn::QUIVER));
    // A cursed weapon welds itself.
    let mut axe = Obj::new(ids::AXE, 1);
    axe.cursed = true;
    let i = t.give(axe);
    let l = t.g.u.invent[i].invlet.unwrap_or('?');
    assert!(t.cmd(&l.to_string(), |g| g.dowield()));
    assert!(t.said("welds itself to your hand!"), "{:?}", t.g.history);
    assert!(!t.cmd("a", |g| g.dowield()));
    assert!(t.said("is welded to your hand!"), "{:?}", t.g.history);
    let i = t.g.uwep_idx().expect("axe");
    assert!(t.g.u.invent[i].bknown);
    assert!(!t.cmd(&l.to_string(), |g| g.dodrop()));
}

#[test]
fn two_handers_and_shields_do_not_mix() {
    let mut t = T::new();
    t.give(known(ids::TWO_HANDED_SWORD, 0));
    t.give(known(ids::SMALL_SHIELD, 0));
    assert!(t.cmd("a", |g| g.dowield()));
    assert!(!t.cmd("b", |g| g.dowear()));
    assert!(t.said("You cannot wear a shield while wielding a two-handed sword."), "{:?}", t.g.history);
}

#[test]
fn ring_of_fire_resistance() {
    let mut t = T::new();
    t.give(Obj::new(ids::RIN_FIRE_RESISTANCE, 1));
    assert!(!t.g.u.has(Prop::FireRes));
    assert!(t.cmd("al", |g| g.doputon()));
    assert!(t.g.u.has(Prop::FireRes));
    assert!(t.g.u.invent[0].owornmask.contains(Worn::RINGL));
    assert!(t.g.inv_name(0).contains("(on left hand)"), "{}", t.g.inv_name(0));
    assert!(t.cmd("", |g| g.doremring()));
    assert!(!t.g.u.has(Prop::FireRes));
}

#[test]
fn rings_of_gain_strength_and_amulets() {
    let mut t = T::new();
    let base = t.g.u.acurr(oxhack_game::world::you::A_STR);
    t.give(known(ids::RIN_GAIN_STRENGTH, 2));
    t.give(Obj::new(ids::AMULET_OF_LIFE_SAVING, 1));
    assert!(t.cmd("ar", |g| g.doputon()));
    assert_eq!(t.g.u.acurr(oxhack_game::world::you::A_STR), base + 2);
    assert!(t.g.os.is_known(ids::RIN_GAIN_STRENGTH), "the change shows");
    assert!(t.cmd("b", |g| g.doputon()));
    assert!(t.g.u.has(Prop::Lifesaved));
    assert!(t.cmd("b", |g| g.doremring()));
    assert!(!t.g.u.has(Prop::Lifesaved));
}

#[test]
fn random_properties_on_worn_armor() {
    let mut t = T::new();
    let mut cloak = Obj::new(ids::ELVEN_CLOAK, 1);
    cloak.oprops = ids::ITEM_FIRE | ids::ITEM_FROST;
    t.give(cloak);
    let mut boots = Obj::new(ids::LOW_BOOTS, 1);
    boots.oprops = ids::ITEM_SPEED;
    t.give(boots);
    assert!(t.cmd("a", |g| g.dowear()));
    assert!(t.g.u.has(Prop::FireRes) && t.g.u.has(Prop::ColdRes));
    assert!(!t.g.u.has(Prop::ShockRes));
    assert_eq!(t.g.u.invent[0].oprops_known & !ITEM_MAGICAL, 0, "resistances are not felt");
    t.g.u.multi = 0;
    assert!(t.cmd("b", |g| g.dowear()));
    assert!(t.g.u.has(Prop::Fast));
    assert!(t.said("You feel yourself speed up."), "{:?}", t.g.history);
    assert_eq!(t.g.u.invent[1].oprops_known & ids::ITEM_SPEED, ids::ITEM_SPEED);
    t.g.u.multi = 0;
    assert!(t.cmd("a", |g| g.dotakeoff()));
    assert!(!t.g.u.has(Prop::FireRes) && !t.g.u.has(Prop::ColdRes));
    // A wielded weapon lends its defensive properties, not its brand.
    let mut sword = known(ids::LONG_SWORD, 0);
    sword.oprops = ids::ITEM_FIRE | ids::ITEM_WARNING;
    let i = t.give(sword);
    let l = t.g.u.invent[i].invlet.unwrap_or('?');
    assert!(t.cmd(&l.to_string(), |g| g.dowield()));
    assert!(t.g.u.has(Prop::Warning));
    assert!(!t.g.u.has(Prop::FireRes));
}

#[test]
fn eat_a_food_ration_and_a_corpse() {
    let mut t = T::new();
    t.g.u.uhunger = 100;
    t.g.newuhs();
    assert_eq!(t.g.u.uhs, Hunger::Hungry);
    t.give(known(ids::FOOD_RATION, 0));
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    assert!(t.cmd("a", |g| g.doeat()));
    assert!(t.g.occupied(), "a food ration takes a while");
    t.finish();
    // 800 nutrition, less a little hunger on each turn of the meal.
    assert!((890..=900).contains(&t.g.u.uhunger), "{}", t.g.u.uhunger);
    assert_eq!(t.g.u.uhs, Hunger::NotHungry);
    assert!(t.g.u.invent.is_empty());
    assert!(t.said("This food really hits the spot!"), "{:?}", t.g.history);
    let before = t.g.u.uhunger;
    // A fresh jackal corpse on the floor, offered first.
    let mut corpse = Obj::new(ids::CORPSE, 1);
    corpse.corpsenm = Some(ids::PM_JACKAL);
    corpse.age = t.g.moves;
    t.g.lev.place_object(corpse, x, y);
    assert!(t.cmd("y", |g| g.doeat()));
    t.finish();
    let fed = t.g.u.uhunger - before;
    let cnutrit = oxhack_tables::tables().mon(ids::PM_JACKAL).cnutrit as i32;
    // Bites of a seventh each (the remainder lost), less the hunger of
    // each turn.
    assert!((cnutrit - 20..=cnutrit).contains(&fed), "{fed} of {cnutrit}");
    assert!(t.here().is_empty());
    assert!(t.g.u.conduct.unvegetarian > 0);
}

#[test]
fn an_old_corpse_makes_you_deathly_sick() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    let mut corpse = Obj::new(ids::CORPSE, 1);
    corpse.corpsenm = Some(ids::PM_JACKAL);
    corpse.age = t.g.moves;
    t.g.moves += 1000;
    t.g.lev.place_object(corpse, x, y);
    assert!(t.cmd("y", |g| g.doeat()));
    assert!(t.said("was tainted"), "{:?}", t.g.history);
    assert!(t.g.u.timeout(Prop::Sick) > 0);
    for _ in 0..40 {
        t.g.gethungry();
    }
    assert!(t.g.over.is_some(), "food poisoning kills");
}

#[test]
fn cannibalism_costs_luck() {
    let mut t = T::new();
    let mut corpse = Obj::new(ids::CORPSE, 1);
    corpse.corpsenm = Some(ids::PM_HUMAN);
    corpse.age = t.g.moves;
    t.give(corpse);
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    assert!(t.cmd("a", |g| g.doeat()));
    assert!(t.said("You cannibal!  You will regret this!"));
    assert!((-5..=-2).contains(&t.g.u.hero.uluck), "{}", t.g.u.hero.uluck);
}

#[test]
fn hunger_grows_with_the_turns() {
    let mut t = T::new();
    t.g.u.uhunger = 160;
    for _ in 0..15 {
        t.g.moves += 1;
        t.g.gethungry();
    }
    assert_eq!(t.g.u.uhs, Hunger::Hungry);
    for _ in 0..100 {
        t.g.moves += 1;
        t.g.gethungry();
    }
    assert_eq!(t.g.u.uhs, Hunger::Weak);
    assert!(t.said("Valkyrie needs food, badly!"), "{:?}", t.g.history);
}

#[test]
fn naming_an_object_and_calling_a_type() {
    let mut t = T::new();
    t.give(known(ids::LONG_SWORD, 0));
    t.give(Obj::new(ids::RIN_FIRE_RESISTANCE, 1));
    t.g.u.invent[1].dknown = true;
    t.cmd("iaExcalibur\n", |g| g.docallcmd());
    // Lawful-only, never made by naming: the hand slips.
    assert!(t.said("While engraving, your hand slips."), "{:?}", t.g.history);
    t.cmd("iaBob\n", |g| g.docallcmd());
    assert!(t.g.inv_name(0).contains("named Bob"), "{}", t.g.inv_name(0));
    t.cmd("obwarm\n", |g| g.docallcmd());
    assert!(t.g.inv_name(1).contains("called warm"), "{}", t.g.inv_name(1));
}

#[test]
fn naming_an_elven_dagger_sting_makes_the_artifact() {
    let mut t = T::new();
    t.give(known(ids::ELVEN_DAGGER, 0));
    t.cmd("iaSting\n", |g| g.docallcmd());
    assert!(t.g.u.invent[0].oartifact.is_some());
    assert!(t.g.inv_name(0).contains("Sting"), "{}", t.g.inv_name(0));
}

#[test]
fn inventory_lists_gold_and_worn_notes() {
    let mut t = T::new();
    t.g.u.ugold = 5;
    t.give(known(ids::DAGGER, 0));
    t.give(known(ids::DAGGER, 0));
    assert_eq!(t.g.u.invent.len(), 1, "identical daggers stack");
    assert_eq!(t.g.u.invent[0].quan, 2);
    t.give(known(ids::DAGGER, 1));
    assert_eq!(t.g.u.invent.len(), 2, "different enchantment: its own stack");
    // A dagger coming back joins the stack in hand.
    assert!(t.cmd("a", |g| g.dowield()));
    t.give(known(ids::DAGGER, 0));
    assert_eq!(t.g.u.invent.len(), 2);
    assert_eq!(t.g.u.invent[0].quan, 3);
    assert!(t.g.inv_name(0).contains("3 +0 daggers (wielded)"), "{}", t.g.inv_name(0));
}

#[test]
fn dropping_part_of_a_stack_and_some_gold() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    let mut darts = known(ids::DART, 0);
    darts.quan = 5;
    t.give(darts);
    t.g.u.ugold = 20;
    assert!(t.cmd("2a", |g| g.dodrop()));
    assert_eq!(t.g.u.invent[0].quan, 3);
    assert!(t.cmd("7$", |g| g.dodrop()));
    assert_eq!(t.g.u.ugold, 13);
    let here = t.here();
    assert!(here.iter().any(|o| o.otyp == ids::DART && o.quan == 2));
    assert!(here.iter().any(|o| o.otyp == ids::GOLD_PIECE && o.quan == 7));
}

#[test]
fn a_tin_of_spinach_and_a_tin_of_newt() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    let mut spinach = known(ids::TIN, 1);
    spinach.spe = 1;
    t.give(spinach);
    t.g.u.uhunger = 100;
    assert!(t.cmd("a", |g| g.doeat()));
    assert!(t.said("This makes you feel like Popeye!"), "{:?}", t.g.history);
    assert_eq!(t.g.u.uhunger, 700);
    t.g.u.multi = 0;
    let mut tin = known(ids::TIN, 0);
    tin.corpsenm = Some(ids::PM_NEWT);
    t.give(tin);
    assert!(t.cmd("a y", |g| g.doeat()), "--More-- before the question");
    assert!(t.said("It smells like newt meat."), "{:?}", t.g.history);
    assert!(t.said("newt."), "{:?}", t.g.history);
    assert!(t.g.u.invent.is_empty());
}

#[test]
fn naming_a_monster() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.monsters.clear();
    let spot = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]
        .into_iter()
        .find(|&(dx, dy)| {
            t.g.with_mon(|c, lev| c.goodpos(lev, x + dx, y + dy, None, oxhack_game::monsters::makemon::NO_MM_FLAGS))
        })
        .expect("room next to the hero");
    let made = t.g.with_mon(|c, lev| {
        c.makemon(lev, Some(ids::PM_JACKAL), x + spot.0, y + spot.1, oxhack_game::monsters::makemon::NO_MM_FLAGS)
    });
    assert!(made.is_some());
    t.g.vision_recalc();
    let key = |d: (i32, i32)| match d {
        (1, 0) => 'l',
        (-1, 0) => 'h',
        (0, 1) => 'j',
        (0, -1) => 'k',
        (1, 1) => 'n',
        (-1, -1) => 'y',
        (1, -1) => 'u',
        _ => 'b',
    };
    // m, move the cursor onto the jackal, pick it, dismiss the --More--
    // of the question line, type the name.
    let keys = format!("m{}. Fang\n", key(spot));
    t.cmd(&keys, |g| g.docallcmd());
    let m = t.g.lev.monsters.iter().find(|m| m.mnum == ids::PM_JACKAL).expect("jackal");
    assert_eq!(m.mname.as_deref(), Some("Fang"), "{:?}", t.g.history);
}

#[test]
fn an_amulet_of_strangulation_kills_unless_removed() {
    let mut t = T::new();
    t.give(Obj::new(ids::AMULET_OF_STRANGULATION, 1));
    assert!(t.cmd("a", |g| g.doputon()));
    assert!(t.said("It constricts your throat!"));
    assert!(t.g.os.is_known(ids::AMULET_OF_STRANGULATION));
    for _ in 0..3 {
        t.g.gethungry();
    }
    assert!(t.said("You're gasping for air."), "{:?}", t.g.history);
    assert!(t.cmd("", |g| g.doremring()));
    assert!(t.said("You can breathe more easily!"));
    for _ in 0..10 {
        t.g.gethungry();
    }
    assert!(t.g.over.is_none());
    // Cursed, it stays on.
    t.g.u.invent[0].cursed = true;
    assert!(t.cmd("a", |g| g.doputon()));
    assert!(!t.cmd("", |g| g.doremring()));
    for _ in 0..6 {
        t.g.gethungry();
    }
    assert!(matches!(&t.g.over, Some(oxhack_game::game::GameOver::Died { killer }) if killer == "strangulation"));
}

#[test]
fn elven_boots_on_a_naturally_stealthy_valkyrie_say_nothing() {
    let mut t = T::new();
    t.g.u.prop_mut(Prop::Stealth).intrinsic |= oxhack_game::world::you::FROMEXPER;
    t.give(Obj::new(ids::ELVEN_BOOTS, 1));
    assert!(t.cmd("a", |g| g.dowear()));
    assert!(!t.said("quietly"));
    assert!(!t.g.os.is_known(ids::ELVEN_BOOTS));
    t.g.u.prop_mut(Prop::Stealth).intrinsic = 0;
    t.g.u.multi = 0;
    assert!(t.cmd("", |g| g.dotakeoff()));
    assert!(t.said("You sure are noisy."));
    assert!(t.g.os.is_known(ids::ELVEN_BOOTS));
}

#[test]
fn a_floating_eye_gives_telepathy() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    let mut corpse = Obj::new(ids::CORPSE, 1);
    corpse.corpsenm = Some(ids::PM_FLOATING_EYE);
    corpse.age = t.g.moves;
    t.give(corpse);
    assert!(!t.g.u.has(Prop::Telepat));
    assert!(t.cmd("a", |g| g.doeat()));
    t.finish();
    assert!(t.g.u.has(Prop::Telepat));
    assert!(t.said("You feel a strange mental acuity."), "{:?}", t.g.history);
}

#[test]
fn overeating_when_satiated_chokes() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    t.g.u.uhunger = 1900;
    t.g.newuhs();
    assert_eq!(t.g.u.uhs, Hunger::Satiated);
    t.give(known(ids::FOOD_RATION, 0));
    assert!(t.cmd("a", |g| g.doeat()));
    let died =
        matches!(&t.g.over, Some(oxhack_game::game::GameOver::Died { killer }) if killer.starts_with("choking on"));
    assert!(died || t.said("You stuff yourself and then vomit voluminously."), "{:?}", t.g.history);
    assert!(died == t.said("You choke over your food ration."));
}

#[test]
fn fumbling_gloves_trip_the_wearer() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    t.give(Obj::new(ids::GAUNTLETS_OF_FUMBLING, 1));
    assert!(t.cmd("a", |g| g.dowear()));
    assert!(t.g.u.has(Prop::Fumbling));
    t.g.u.multi = 0;
    for _ in 0..25 {
        t.g.gethungry();
        t.g.u.multi = 0;
    }
    assert!(t.said("You trip over something."), "{:?}", t.g.history);
    assert!(t.cmd("", |g| g.dotakeoff()));
    assert!(!t.g.u.has(Prop::Fumbling));
}

#[test]
fn an_oilskin_property_shows_when_worn() {
    let mut t = T::new();
    let mut shirt = Obj::new(ids::HAWAIIAN_SHIRT, 1);
    shirt.oprops = ids::ITEM_OILSKIN;
    t.give(shirt);
    assert!(t.cmd("a", |g| g.dowear()));
    assert!(t.said("fits very tightly."), "{:?}", t.g.history);
    assert_eq!(t.g.u.invent[0].oprops_known & !ITEM_MAGICAL, ids::ITEM_OILSKIN);
}

#[test]
fn artifacts_convey_their_powers_when_wielded() {
    let mut t = T::new();
    let mut x = known(ids::LONG_SWORD, 0);
    x.oartifact = Some(ids::ART_EXCALIBUR);
    t.give(x);
    assert!(!t.g.u.has(Prop::Searching));
    assert!(t.cmd("a", |g| g.dowield()));
    assert!(t.g.u.has(Prop::Searching) && t.g.u.has(Prop::DrainRes));
    assert!(t.cmd("-", |g| g.dowield()));
    assert!(!t.g.u.has(Prop::Searching));
}

#[test]
fn worn_properties_survive_a_save() {
    let mut t = T::new();
    let mut x = known(ids::LONG_SWORD, 0);
    x.oartifact = Some(ids::ART_EXCALIBUR);
    t.give(x);
    t.give(Obj::new(ids::RIN_FIRE_RESISTANCE, 1));
    assert!(t.cmd("a", |g| g.dowield()));
    assert!(t.cmd("bl", |g| g.doputon()));
    t.g.win = Box::new(oxhack_game::ui::Headless::default());
    let bytes = oxhack_game::save::encode(&t.g).expect("encode");
    let g = oxhack_game::save::decode(&bytes).expect("decode");
    assert!(g.u.has(Prop::Searching) && g.u.has(Prop::FireRes));
    assert_eq!(g.u.prop(Prop::FireRes), t.g.u.prop(Prop::FireRes));
}

#[test]
fn the_commands_through_the_main_loop() {
    let mut t = T::new();
    let (x, y) = (t.g.u.ux, t.g.u.uy);
    t.g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    t.g.lev.place_object(known(ids::DAGGER, 0), x, y);
    let start = t.g.moves;
    {
        let mut q = t.q.lock().expect("lock");
        q.extend(",wa".chars());
    }
    t.g.step();
    assert_eq!(t.g.u.invent.len(), 1, "{:?}", t.g.history);
    t.g.step();
    assert!(t.g.u.uwep().is_some_and(|o| o.otyp == ids::DAGGER), "{:?}", t.g.history);
    assert!(t.g.moves > start, "both took time");
}

#[test]
fn a_blindfold_blinds_until_removed() {
    let mut t = T::new();
    t.give(Obj::new(ids::BLINDFOLD, 1));
    assert!(t.cmd("a", |g| g.doputon()));
    assert!(t.g.u.has(Prop::Blinded));
    assert!(t.said("You can't see any more."), "{:?}", t.g.history);
    assert!(t.cmd("", |g| g.doremring()));
    assert!(!t.g.u.has(Prop::Blinded));
    assert!(t.said("You can see again."));
}

#[test]
fn a_stealthy_weapon_is_noticed_when_wielded() {
    let mut t = T::new();
    let mut sword = known(ids::LONG_SWORD, 0);
    sword.oprops = ids::ITEM_STEALTH;
    t.give(sword);
    assert!(t.cmd("a", |g| g.dowield()));
    assert!(t.g.u.has(Prop::Stealth));
    assert!(t.said("You move very quietly."), "{:?}", t.g.history);
    assert_eq!(t.g.u.invent[0].oprops_known & !ITEM_MAGICAL, ids::ITEM_STEALTH);
}
