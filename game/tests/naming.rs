//! Object naming: exact names for every object class as NetHack 3.6.7
//! gives them, every example of the property design document's naming
//! section, property wording combinations, and a randomized check that no
//! combination of fields panics or makes a name too long.
//!
//! Types show their own descriptions (`ObjectsState::unshuffled`) unless a
//! case says otherwise, so the strings are predictable.

use oxhack_defs::{ArtiId, Otyp, Pm, Tables};
use oxhack_game::objects::o_init::ObjectsState;
use oxhack_game::objects::objnam::*;
use oxhack_game::rng::Rng;
use oxhack_game::world::obj::{ITEM_MAGICAL, Obj, Worn};
use oxhack_tables::*;

fn t() -> &'static Tables {
    oxhack_tables::tables()
}

/// What a case sets up before naming.
#[derive(Default, Clone)]
struct World {
    known: Vec<Otyp>,
    unknown: Vec<Otyp>,
    called: Vec<(Otyp, &'static str)>,
    /// The first type shows the second's description this game.
    looks_like: Vec<(Otyp, Otyp)>,
    blind: bool,
    distant: bool,
    priest: bool,
    samurai: bool,
    archeologist: bool,
    game_over: bool,
    explicit_uncursed: bool,
    fruit: Option<&'static str>,
    artifacts: Vec<ArtiId>,
    eggs: Vec<Pm>,
    twoweap: bool,
    glib: bool,
    uskin: bool,
    hand: Option<&'static str>,
    leash: Option<&'static str>,
}

fn w() -> World {
    World::default()
}

impl World {
    fn known(mut self, o: Otyp) -> Self {
        self.known.push(o);
        self
    }
    fn unknown(mut self, o: Otyp) -> Self {
        self.unknown.push(o);
        self
    }
    fn called(mut self, o: Otyp, s: &'static str) -> Self {
        self.called.push((o, s));
        self
    }
    fn looks_like(mut self, o: Otyp, other: Otyp) -> Self {
        self.looks_like.push((o, other));
        self
    }
    fn blind(mut self) -> Self {
        self.blind = true;
        self
    }
    fn distant(mut self) -> Self {
        self.distant = true;
        self
    }
    fn priest(mut self) -> Self {
        self.priest = true;
        self
    }
    fn samurai(mut self) -> Self {
        self.samurai = true;
        self
    }
    fn arc(mut self) -> Self {
        self.archeologist = true;
        self
    }
    fn go(mut self) -> Self {
        self.game_over = true;
        self
    }
    fn explicit(mut self) -> Self {
        self.explicit_uncursed = true;
        self
    }
    fn fruit(mut self, f: &'static str) -> Self {
        self.fruit = Some(f);
        self
    }
    fn arti(mut self, a: ArtiId) -> Self {
        self.artifacts.push(a);
        self
    }
    fn egg(mut self, pm: Pm) -> Self {
        self.eggs.push(pm);
        self
    }
    fn twoweap(mut self) -> Self {
        self.twoweap = true;
        self
    }
    fn glib(mut self) -> Self {
        self.glib = true;
        self
    }
    fn uskin(mut self) -> Self {
        self.uskin = true;
        self
    }
    fn hand(mut self, h: &'static str) -> Self {
        self.hand = Some(h);
        self
    }
    fn leash(mut self, m: &'static str) -> Self {
        self.leash = Some(m);
        self
    }

    fn objects(&self) -> ObjectsState {
        let mut os = ObjectsState::unshuffled(t());
        for &o in &self.known {
            os.name_known[o.0 as usize] = true;
        }
        for &o in &self.unknown {
            os.name_known[o.0 as usize] = false;
        }
        for &(o, s) in &self.called {
            os.call(o, s);
        }
        for &(o, other) in &self.looks_like {
            os.descr_idx[o.0 as usize] = other;
        }
        os
    }

    /// Runs `f` with the naming context this world describes.
    fn with<R>(&self, f: impl FnOnce(&NameCtx) -> R) -> R {
        let os = self.objects();
        let leashed: Vec<(u32, &str)> = self.leash.iter().map(|m| (7, *m)).collect();
        let c = NameCtx {
            blind: self.blind,
            distant: self.distant,
            priest: self.priest,
            samurai: self.samurai,
            archeologist: self.archeologist,
            game_over: self.game_over,
            implicit_uncursed: !self.explicit_uncursed,
            fruit: self.fruit.unwrap_or("slime mold"),
            known_artifacts: &self.artifacts,
            known_eggs: &self.eggs,
            twoweap: self.twoweap,
            slippery_fingers: self.glib,
            uskin: self.uskin.then_some(7),
            hand: self.hand.unwrap_or("hand"),
            leashed: &leashed,
            ..NameCtx::new(t(), &os)
        };
        f(&c)
    }
}

/// Object builder: `o(LONG_SWORD).q(2).kn()...`.
fn o(otyp: Otyp) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.o_id = 7;
    o
}

trait Build: Sized {
    fn with(self, f: impl FnOnce(&mut Obj)) -> Self;
    fn q(self, n: i64) -> Self {
        self.with(|o| o.quan = n)
    }
    fn spe(self, n: i8) -> Self {
        self.with(|o| o.spe = n)
    }
    /// Enchantment or charges known.
    fn kn(self) -> Self {
        self.with(|o| o.known = true)
    }
    /// Known blessed.
    fn bl(self) -> Self {
        self.with(|o| {
            o.bknown = true;
            o.blessed = true
        })
    }
    /// Known cursed.
    fn cu(self) -> Self {
        self.with(|o| {
            o.bknown = true;
            o.cursed = true
        })
    }
    /// Known uncursed.
    fn unc(self) -> Self {
        self.with(|o| o.bknown = true)
    }
    /// Erodeproof, known to be.
    fn proof(self) -> Self {
        self.with(|o| {
            o.oerodeproof = true;
            o.rknown = true
        })
    }
    fn ero(self, a: u8, b: u8) -> Self {
        self.with(|o| {
            o.oeroded = a;
            o.oeroded2 = b
        })
    }
    /// Properties `p`, of which the hero knows `k`.
    fn props(self, p: u32, k: u32) -> Self {
        self.with(|o| {
            o.oprops = p;
            o.oprops_known = k
        })
    }
    fn worn(self, m: Worn) -> Self {
        self.with(|o| o.owornmask = m)
    }
    fn named(self, s: &str) -> Self {
        self.with(|o| o.oname = Some(s.to_string()))
    }
    fn mon(self, pm: Pm) -> Self {
        self.with(|o| o.corpsenm = Some(pm))
    }
    fn unseen(self) -> Self {
        self.with(|o| o.dknown = false)
    }
}

impl Build for Obj {
    fn with(mut self, f: impl FnOnce(&mut Obj)) -> Self {
        f(&mut self);
        self
    }
}

/// Which naming function a case asks.
#[derive(Clone, Copy)]
enum F {
    X,
    D,
    Price(Option<i64>),
    Vague,
    Cx,
    CxSingular,
    Corpse(Cxn),
    Killer,
    Typename,
    Simple,
    SimpleKnown,
    Mshot(u32, u32),
}

struct Case {
    f: F,
    obj: Obj,
    world: World,
    want: &'static str,
}

fn x(want: &'static str, obj: Obj, world: World) -> Case {
    Case { f: F::X, obj, world, want }
}
fn d(want: &'static str, obj: Obj, world: World) -> Case {
    Case { f: F::D, obj, world, want }
}
fn f(f: F, want: &'static str, obj: Obj, world: World) -> Case {
    Case { f, obj, world, want }
}
/// A type-name case: the object only carries the type.
fn ty(func: F, want: &'static str, otyp: Otyp, world: World) -> Case {
    Case { f: func, obj: o(otyp), world, want }
}

fn run(case: &Case) -> String {
    case.world.with(|c| match case.f {
        F::X => xname(c, &case.obj),
        F::D => doname(c, &case.obj),
        F::Price(p) => doname_with_price(c, &case.obj, p),
        F::Vague => doname_vague_quan(c, &case.obj),
        F::Cx => cxname(c, &case.obj),
        F::CxSingular => cxname_singular(c, &case.obj),
        F::Corpse(flags) => corpse_xname(c, &case.obj, None, flags),
        F::Killer => killer_xname(c, &case.obj),
        F::Typename => obj_typename(c, case.obj.otyp),
        F::Simple => simple_typename(t(), case.obj.otyp),
        F::SimpleKnown => simple_typename_known(c, case.obj.otyp),
        F::Mshot(i, n) => mshot_xname(c, &case.obj, i, n),
    })
}

/// The property document's twenty (ITEM_PROP_MASK also holds OxHack's
/// own affixes now).
const ALL_PROPS: u32 = 0x000F_FFFF;

fn cases() -> Vec<Case> {
    let wep = Worn::WEP;
    vec![
        // ---- Weapons ----
        x("long sword", o(LONG_SWORD), w()),
        d("a long sword", o(LONG_SWORD), w()),
        d("a blessed rustproof +2 long sword (weapon in hand)", o(LONG_SWORD).bl().kn().spe(2).proof().worn(wep), w()),
        d("a +0 long sword", o(LONG_SWORD).unc().kn(), w()),
        d("an uncursed +0 long sword", o(LONG_SWORD).unc().kn(), w().explicit()),
        d("an uncursed long sword", o(LONG_SWORD).unc(), w()),
        d("a cursed -3 long sword", o(LONG_SWORD).cu().kn().spe(-3), w()),
        d("a long sword", o(LONG_SWORD), w().priest()),
        d("a cursed long sword", o(LONG_SWORD).with(|o| o.cursed = true), w().priest()),
        d("a rusty dagger", o(DAGGER).ero(1, 0), w()),
        d("a very rusty thoroughly corroded +1 dagger", o(DAGGER).ero(2, 3).kn().spe(1), w()),
        d("a thoroughly burnt very rotted club", o(CLUB).ero(3, 2), w()),
        d("a fixed crysknife", o(CRYSKNIFE).proof(), w()),
        d("a fireproof quarterstaff", o(QUARTERSTAFF).proof(), w().known(QUARTERSTAFF)),
        d("a staff", o(QUARTERSTAFF).with(|o| o.oerodeproof = true), w().unknown(QUARTERSTAFF)),
        x("poisoned arrows", o(ARROW).q(5).with(|o| o.otrapped = true), w()),
        d("5 poisoned +0 arrows (in quiver)", o(ARROW).q(5).kn().with(|o| o.otrapped = true).worn(Worn::QUIVER), w()),
        d("12 +2 crossbow bolts (in quiver pouch)", o(CROSSBOW_BOLT).q(12).kn().spe(2).worn(Worn::QUIVER), w()),
        d("3 daggers (at the ready)", o(DAGGER).q(3).worn(Worn::QUIVER), w()),
        d("3 daggers (wielded)", o(DAGGER).q(3).worn(wep), w()),
        d("a +0 two-handed sword (weapon in hands)", o(TWO_HANDED_SWORD).kn().worn(wep), w()),
        d("an aklys (tethered weapon in hand)", o(AKLYS).worn(wep), w().known(AKLYS)),
        d("a long sword (weapon in claw)", o(LONG_SWORD).worn(wep), w().hand("claw")),
        d("a short sword (alternate weapon; not wielded)", o(SHORT_SWORD).worn(Worn::SWAPWEP), w()),
        d("a short sword (wielded in other hand)", o(SHORT_SWORD).worn(Worn::SWAPWEP), w().twoweap()),
        d("a wakizashi", o(SHORT_SWORD), w().samurai()),
        x("ninja-to", o(BROADSWORD), w().samurai()),
        x("runed dagger", o(ELVEN_DAGGER), w().unknown(ELVEN_DAGGER)),
        x("elven dagger", o(ELVEN_DAGGER), w().known(ELVEN_DAGGER)),
        x("runed dagger called sharp", o(ELVEN_DAGGER), w().unknown(ELVEN_DAGGER).called(ELVEN_DAGGER, "sharp")),
        x("elven daggers", o(ELVEN_DAGGER).q(2), w().known(ELVEN_DAGGER)),
        d("a long sword named Bob", o(LONG_SWORD).named("Bob"), w()),
        d("a long sword", o(LONG_SWORD).named("Bob").unseen(), w().blind()),
        // ---- Weapon properties (weapon wording) ----
        x("dagger of fire", o(DAGGER).props(ITEM_FIRE, ITEM_FIRE), w()),
        d("2 daggers of fire", o(DAGGER).q(2).props(ITEM_FIRE, ITEM_FIRE), w()),
        x("dagger of frost", o(DAGGER).props(ITEM_FROST, ITEM_FROST), w()),
        x("thirsty stiletto", o(STILETTO).props(ITEM_DRLI, ITEM_DRLI), w()),
        x("vorpal long sword", o(LONG_SWORD).props(ITEM_VORPAL, ITEM_VORPAL), w()),
        x(
            "thirsty vorpal long sword of fire",
            o(LONG_SWORD).props(ITEM_DRLI | ITEM_VORPAL | ITEM_FIRE, ITEM_DRLI | ITEM_VORPAL | ITEM_FIRE),
            w(),
        ),
        x("long sword of fire and frost", o(LONG_SWORD).props(ITEM_FIRE | ITEM_FROST, ITEM_FIRE | ITEM_FROST), w()),
        x(
            "long sword of fire & cold & stlth",
            o(LONG_SWORD).props(ITEM_FIRE | ITEM_FROST | ITEM_STEALTH, ITEM_FIRE | ITEM_FROST | ITEM_STEALTH),
            w(),
        ),
        x("long sword of warning", o(LONG_SWORD).props(ITEM_WARNING, ITEM_WARNING), w()),
        x("long sword of reflection", o(LONG_SWORD).props(ITEM_REFLECTION, ITEM_REFLECTION), w()),
        x("arrows of detonation", o(ARROW).q(20).props(ITEM_DETONATIONS, ITEM_DETONATIONS), w()),
        x("magical dagger", o(DAGGER).props(ITEM_FIRE, ITEM_MAGICAL), w()),
        d("a magical dagger", o(DAGGER).props(ITEM_FIRE | ITEM_FROST, ITEM_MAGICAL), w()),
        d("2 magical daggers", o(DAGGER).q(2).props(ITEM_FIRE, ITEM_MAGICAL), w()),
        x("dagger", o(DAGGER).props(ITEM_FIRE, 0), w()),
        x("dagger of fire", o(DAGGER).props(ITEM_FIRE | ITEM_FROST, ITEM_MAGICAL | ITEM_FIRE), w()),
        d("a poisoned +0 magical dart", o(DART).kn().props(ITEM_FIRE, ITEM_MAGICAL).with(|o| o.otrapped = true), w()),
        d(
            "a +0 thirsty runed dagger called sharp",
            o(ELVEN_DAGGER).kn().props(ITEM_DRLI, ITEM_DRLI),
            w().unknown(ELVEN_DAGGER).called(ELVEN_DAGGER, "sharp"),
        ),
        x(
            "runed dagger of fire called sharp",
            o(ELVEN_DAGGER).props(ITEM_FIRE, ITEM_FIRE),
            w().unknown(ELVEN_DAGGER).called(ELVEN_DAGGER, "sharp"),
        ),
        x("dagger of fire named Spike", o(DAGGER).props(ITEM_FIRE, ITEM_FIRE).named("Spike"), w()),
        x("daggers of fire named Spike", o(DAGGER).q(2).props(ITEM_FIRE, ITEM_FIRE).named("Spike"), w()),
        x("unicorn horn of fire", o(UNICORN_HORN).props(ITEM_FIRE, ITEM_FIRE), w()),
        // ---- Armor ----
        d(
            "an uncursed +0 pair of speed boots (being worn)",
            o(SPEED_BOOTS).unc().kn().worn(Worn::ARMF),
            w().known(SPEED_BOOTS),
        ),
        x("pair of combat boots", o(SPEED_BOOTS), w().unknown(SPEED_BOOTS)),
        d("2 +1 pair of combat boots", o(SPEED_BOOTS).q(2).kn().spe(1), w().unknown(SPEED_BOOTS)),
        x("pair of boots called zoom", o(SPEED_BOOTS), w().unknown(SPEED_BOOTS).called(SPEED_BOOTS, "zoom")),
        x(
            "pair of gloves called grip",
            o(GAUNTLETS_OF_POWER),
            w().unknown(GAUNTLETS_OF_POWER).called(GAUNTLETS_OF_POWER, "grip"),
        ),
        x(
            "cloak called blue",
            o(CLOAK_OF_PROTECTION),
            w().unknown(CLOAK_OF_PROTECTION).called(CLOAK_OF_PROTECTION, "blue"),
        ),
        x(
            "helmet called brainy",
            o(HELM_OF_BRILLIANCE),
            w().unknown(HELM_OF_BRILLIANCE).called(HELM_OF_BRILLIANCE, "brainy"),
        ),
        x("shield called elvish", o(ELVEN_SHIELD), w().unknown(ELVEN_SHIELD).called(ELVEN_SHIELD, "elvish")),
        x("tattered cape", o(CLOAK_OF_PROTECTION), w().unknown(CLOAK_OF_PROTECTION)),
        x("cloak of protection", o(CLOAK_OF_PROTECTION), w().known(CLOAK_OF_PROTECTION)),
        x("shield", o(ELVEN_SHIELD).unseen(), w().blind()),
        x("smooth shield", o(SHIELD_OF_REFLECTION).unseen(), w().blind()),
        x("polished silver shield", o(SHIELD_OF_REFLECTION), w().unknown(SHIELD_OF_REFLECTION)),
        x("set of gray dragon scales", o(GRAY_DRAGON_SCALES), w()),
        d(
            "a +0 set of gray dragon scales (embedded in your skin)",
            o(GRAY_DRAGON_SCALES).kn().worn(Worn::ARM),
            w().uskin(),
        ),
        d(
            "a pair of old gloves (being worn; slippery)",
            o(LEATHER_GLOVES).worn(Worn::ARMG),
            w().unknown(LEATHER_GLOVES).glib(),
        ),
        d("a corrodeproof bronze plate mail", o(BRONZE_PLATE_MAIL).proof(), w()),
        d("a burnt +0 leather cloak", o(LEATHER_CLOAK).ero(1, 0).kn(), w()),
        d("a kabuto", o(HELMET), w().samurai().known(HELMET)),
        // ---- Armor properties (the design document's examples) ----
        x("magical T-shirt", o(T_SHIRT).props(ITEM_WARNING, ITEM_MAGICAL), w()),
        d("a magical T-shirt", o(T_SHIRT).props(ITEM_WARNING, ITEM_MAGICAL), w()),
        d("a magical orcish helm", o(ORCISH_HELM).props(ITEM_FIRE | ITEM_SPEED, ITEM_MAGICAL), w().known(ORCISH_HELM)),
        d(
            "an orcish helm of speed",
            o(ORCISH_HELM).props(ITEM_FIRE | ITEM_SPEED, ITEM_MAGICAL | ITEM_SPEED),
            w().known(ORCISH_HELM),
        ),
        d(
            "an orcish helm of fire resistance and speed",
            o(ORCISH_HELM).props(ITEM_FIRE | ITEM_SPEED, ITEM_FIRE | ITEM_SPEED),
            w().known(ORCISH_HELM),
        ),
        x(
            "studded leather armor of reflection",
            o(STUDDED_LEATHER_ARMOR).props(ITEM_REFLECTION, ITEM_MAGICAL | ITEM_REFLECTION),
            w(),
        ),
        x(
            "oilskin fedora of fire resistance and telepathy",
            o(FEDORA).props(ITEM_OILSKIN | ITEM_FIRE | ITEM_ESP, ITEM_OILSKIN | ITEM_FIRE | ITEM_ESP),
            w(),
        ),
        x("oilskin mummy wrapping", o(MUMMY_WRAPPING).props(ITEM_OILSKIN, ITEM_OILSKIN), w()),
        x("T-shirt of warning", o(T_SHIRT).props(ITEM_WARNING, ITEM_WARNING), w()),
        x("pair of speed boots of fire resistance", o(SPEED_BOOTS).props(ITEM_FIRE, ITEM_FIRE), w().known(SPEED_BOOTS)),
        x(
            "pair of boots of fire resistance called zoom",
            o(SPEED_BOOTS).props(ITEM_FIRE, ITEM_FIRE),
            w().unknown(SPEED_BOOTS).called(SPEED_BOOTS, "zoom"),
        ),
        x(
            "pair of combat boots of fire resistance",
            o(SPEED_BOOTS).props(ITEM_FIRE, ITEM_FIRE),
            w().unknown(SPEED_BOOTS),
        ),
        x(
            "pair of gauntlets of power and speed",
            o(GAUNTLETS_OF_POWER).props(ITEM_SPEED, ITEM_SPEED),
            w().known(GAUNTLETS_OF_POWER),
        ),
        x(
            "pair of leather gloves of drain resistance",
            o(LEATHER_GLOVES).props(ITEM_DRLI, ITEM_DRLI),
            w().known(LEATHER_GLOVES),
        ),
        x(
            "pair of old gloves of cold resistance",
            o(LEATHER_GLOVES).props(ITEM_FROST, ITEM_FROST),
            w().unknown(LEATHER_GLOVES),
        ),
        x("pair of magical old gloves", o(LEATHER_GLOVES).props(ITEM_FROST, ITEM_MAGICAL), w().unknown(LEATHER_GLOVES)),
        x(
            "pair of oilskin old gloves",
            o(LEATHER_GLOVES).props(ITEM_OILSKIN, ITEM_OILSKIN),
            w().unknown(LEATHER_GLOVES),
        ),
        x(
            "cloak of protection and speed",
            o(CLOAK_OF_PROTECTION).props(ITEM_SPEED, ITEM_SPEED),
            w().known(CLOAK_OF_PROTECTION),
        ),
        x(
            "piece of cloth and fire resistance",
            o(CLOAK_OF_DISPLACEMENT).props(ITEM_FIRE, ITEM_FIRE),
            w().unknown(CLOAK_OF_DISPLACEMENT),
        ),
        x("set of gray dragon scales of speed", o(GRAY_DRAGON_SCALES).props(ITEM_SPEED, ITEM_SPEED), w()),
        x("shield of fire resistance", o(ELVEN_SHIELD).unseen().props(ITEM_FIRE, ITEM_FIRE), w().blind()),
        x("smooth shield of speed", o(SHIELD_OF_REFLECTION).unseen().props(ITEM_SPEED, ITEM_SPEED), w().blind()),
        d(
            "2 pair of speed boots of fire resistance",
            o(SPEED_BOOTS).q(2).props(ITEM_FIRE, ITEM_FIRE),
            w().known(SPEED_BOOTS),
        ),
        x(
            "pair of speed boots of fire & cold & drain",
            o(SPEED_BOOTS).props(ITEM_FIRE | ITEM_FROST | ITEM_DRLI, ITEM_FIRE | ITEM_FROST | ITEM_DRLI),
            w().known(SPEED_BOOTS),
        ),
        x(
            "cloak of protection & refl & spd & displ",
            o(CLOAK_OF_PROTECTION).props(
                ITEM_REFLECTION | ITEM_SPEED | ITEM_DISPLACEMENT,
                ITEM_REFLECTION | ITEM_SPEED | ITEM_DISPLACEMENT,
            ),
            w().known(CLOAK_OF_PROTECTION),
        ),
        // ---- Rings ----
        x("ring", o(RIN_ADORNMENT).unseen(), w().blind()),
        x("wooden ring", o(RIN_ADORNMENT), w().unknown(RIN_ADORNMENT)),
        x("ring of adornment", o(RIN_ADORNMENT), w().known(RIN_ADORNMENT)),
        x("ring called shiny", o(RIN_ADORNMENT), w().unknown(RIN_ADORNMENT).called(RIN_ADORNMENT, "shiny")),
        d(
            "an uncursed +1 ring of protection (on left hand)",
            o(RIN_PROTECTION).unc().kn().spe(1).worn(Worn::RINGL),
            w().known(RIN_PROTECTION),
        ),
        d("a ring of adornment (on right hand)", o(RIN_ADORNMENT).worn(Worn::RINGR), w().known(RIN_ADORNMENT)),
        d("a blessed iron ring", o(RIN_FIRE_RESISTANCE).bl(), w().unknown(RIN_FIRE_RESISTANCE)),
        x(
            "ring of adornment and speed and power",
            o(RIN_ADORNMENT).props(ITEM_SPEED | ITEM_POWER, ITEM_SPEED | ITEM_POWER),
            w().known(RIN_ADORNMENT),
        ),
        x(
            "ring of adornment & spd & pow & dex",
            o(RIN_ADORNMENT).props(ITEM_SPEED | ITEM_POWER | ITEM_DEXTERITY, ITEM_SPEED | ITEM_POWER | ITEM_DEXTERITY),
            w().known(RIN_ADORNMENT),
        ),
        x("wooden ring of speed", o(RIN_ADORNMENT).props(ITEM_SPEED, ITEM_SPEED), w().unknown(RIN_ADORNMENT)),
        x(
            "wooden ring of speed called shiny",
            o(RIN_ADORNMENT).props(ITEM_SPEED, ITEM_SPEED),
            w().unknown(RIN_ADORNMENT).called(RIN_ADORNMENT, "shiny"),
        ),
        x("magical wooden ring", o(RIN_ADORNMENT).props(ITEM_SPEED, ITEM_MAGICAL), w().unknown(RIN_ADORNMENT)),
        x("magical ring", o(RIN_ADORNMENT).unseen().props(ITEM_SPEED, ITEM_MAGICAL), w().blind()),
        // ---- Amulets ----
        x("amulet", o(AMULET_OF_ESP).unseen(), w().blind()),
        x("circular amulet", o(AMULET_OF_ESP), w().unknown(AMULET_OF_ESP)),
        x("amulet of ESP", o(AMULET_OF_ESP), w().known(AMULET_OF_ESP)),
        x(
            "amulet called woohoo ESP!",
            o(AMULET_OF_ESP),
            w().unknown(AMULET_OF_ESP).called(AMULET_OF_ESP, "woohoo ESP!"),
        ),
        d("an amulet of ESP (being worn)", o(AMULET_OF_ESP).worn(Worn::AMUL), w().known(AMULET_OF_ESP)),
        x(
            "octagonal amulet of drain resistance called woohoo ESP!",
            o(AMULET_OF_ESP).props(ITEM_DRLI, ITEM_DRLI),
            w().unknown(AMULET_OF_ESP)
                .looks_like(AMULET_OF_ESP, AMULET_OF_MAGICAL_BREATHING)
                .called(AMULET_OF_ESP, "woohoo ESP!"),
        ),
        x("amulet of ESP and fire resistance", o(AMULET_OF_ESP).props(ITEM_FIRE, ITEM_FIRE), w().known(AMULET_OF_ESP)),
        x(
            "amulet of ESP & fire & cold & drain",
            o(AMULET_OF_ESP).props(ITEM_FIRE | ITEM_FROST | ITEM_DRLI, ITEM_FIRE | ITEM_FROST | ITEM_DRLI),
            w().known(AMULET_OF_ESP),
        ),
        x(
            "amulet versus poison of fire resistance",
            o(AMULET_VERSUS_POISON).props(ITEM_FIRE, ITEM_FIRE),
            w().known(AMULET_VERSUS_POISON),
        ),
        x("circular amulet of speed", o(AMULET_OF_ESP).props(ITEM_SPEED, ITEM_SPEED), w().unknown(AMULET_OF_ESP)),
        x("magical amulet", o(AMULET_OF_ESP).unseen().props(ITEM_SPEED, ITEM_MAGICAL), w().blind()),
        d("the Amulet of Yendor", o(AMULET_OF_YENDOR).kn(), w()),
        d("the Amulet of Yendor", o(FAKE_AMULET_OF_YENDOR), w()),
        d("a cheap plastic imitation of the Amulet of Yendor", o(FAKE_AMULET_OF_YENDOR).kn(), w()),
        d("the blessed Amulet of Yendor", o(AMULET_OF_YENDOR).kn().bl(), w()),
        // ---- Tools ----
        d("a pair of lenses", o(LENSES), w()),
        x("pair of lenses of warning", o(LENSES).props(ITEM_WARNING, ITEM_WARNING), w()),
        d("a blindfold (being worn)", o(BLINDFOLD).worn(Worn::TOOL), w()),
        x("moist towel", o(TOWEL).spe(1), w()),
        x("wet towel", o(TOWEL).spe(3), w()),
        d("an oil lamp (lit)", o(OIL_LAMP).with(|o| o.lamplit = true), w().known(OIL_LAMP)),
        d("a lamp", o(OIL_LAMP), w().unknown(OIL_LAMP)),
        d(
            "a partly used wax candle (lit)",
            o(WAX_CANDLE).with(|o| {
                o.age = 100;
                o.lamplit = true
            }),
            w().known(WAX_CANDLE),
        ),
        d("2 tallow candles", o(TALLOW_CANDLE).q(2).with(|o| o.age = 400), w().known(TALLOW_CANDLE)),
        d(
            "the Candelabrum of Invocation (no candles attached)",
            o(CANDELABRUM_OF_INVOCATION).kn(),
            w().known(CANDELABRUM_OF_INVOCATION),
        ),
        d(
            "the Candelabrum of Invocation (1 candle attached)",
            o(CANDELABRUM_OF_INVOCATION).kn().spe(1),
            w().known(CANDELABRUM_OF_INVOCATION),
        ),
        d(
            "the Candelabrum of Invocation (7 candles, lit)",
            o(CANDELABRUM_OF_INVOCATION).kn().spe(7).with(|o| o.lamplit = true),
            w().known(CANDELABRUM_OF_INVOCATION),
        ),
        d("a bag", o(BAG_OF_HOLDING), w().unknown(BAG_OF_HOLDING)),
        d("an empty bag of holding", o(BAG_OF_HOLDING).with(|o| o.cknown = true), w().known(BAG_OF_HOLDING)),
        d(
            "a bag of holding containing 2 items",
            o(BAG_OF_HOLDING).with(|o| {
                o.cknown = true;
                o.contents = vec![Obj::new(ARROW, 5), Obj::new(APPLE, 1)]
            }),
            w().known(BAG_OF_HOLDING),
        ),
        d("a bag of tricks (0:5)", o(BAG_OF_TRICKS).kn().spe(5), w().known(BAG_OF_TRICKS)),
        d("an empty bag", o(BAG_OF_TRICKS).with(|o| o.cknown = true), w().unknown(BAG_OF_TRICKS)),
        d(
            "a locked large box",
            o(LARGE_BOX).with(|o| {
                o.lknown = true;
                o.olocked = true
            }),
            w(),
        ),
        d(
            "a broken chest",
            o(CHEST).with(|o| {
                o.lknown = true;
                o.obroken = true
            }),
            w(),
        ),
        d(
            "an empty uncursed unlocked large box",
            o(LARGE_BOX).unc().with(|o| {
                o.lknown = true;
                o.cknown = true
            }),
            w(),
        ),
        d("a magic marker (0:50)", o(MAGIC_MARKER).kn().spe(50), w()),
        d("a figurine of a newt", o(FIGURINE).mon(PM_NEWT), w()),
        d("a figurine of an ettin", o(FIGURINE).mon(PM_ETTIN), w()),
        d("a leash (attached to Fido)", o(LEASH), w().leash("Fido")),
        d("a saddle (being worn)", o(SADDLE).worn(Worn::SADDLE), w()),
        d("a +0 unicorn horn", o(UNICORN_HORN).kn().unc(), w()),
        d("a +0 pick-axe (weapon in hand)", o(PICK_AXE).kn().worn(wep), w()),
        d("a rusty +1 pick-axe", o(PICK_AXE).kn().spe(1).ero(1, 0), w()),
        d("a glass orb", o(CRYSTAL_BALL), w().unknown(CRYSTAL_BALL)),
        d("a crystal ball (0:3)", o(CRYSTAL_BALL).kn().spe(3), w().known(CRYSTAL_BALL)),
        d("an osaku", o(LOCK_PICK), w().samurai()),
        // ---- Food ----
        d("a food ration", o(FOOD_RATION), w()),
        d("2 food rations", o(FOOD_RATION).q(2), w()),
        d("a gunyoki", o(FOOD_RATION), w().samurai()),
        d("a partly eaten food ration", o(FOOD_RATION).with(|o| o.oeaten = 100), w()),
        d("2 lumps of royal jelly", o(LUMP_OF_ROYAL_JELLY).q(2), w()),
        x("corpse", o(CORPSE).mon(PM_NEWT), w()),
        d("a newt corpse", o(CORPSE).mon(PM_NEWT), w()),
        d("an ettin corpse", o(CORPSE).mon(PM_ETTIN), w()),
        d("2 newt corpses", o(CORPSE).q(2).mon(PM_NEWT), w()),
        d("a cursed partly eaten newt corpse", o(CORPSE).mon(PM_NEWT).cu().with(|o| o.oeaten = 1), w()),
        d("Medusa's corpse", o(CORPSE).mon(PM_MEDUSA), w()),
        d("Medusa's partly eaten corpse", o(CORPSE).mon(PM_MEDUSA).with(|o| o.oeaten = 1), w()),
        d("the Oracle's corpse", o(CORPSE).mon(PM_ORACLE), w()),
        d("a priest corpse", o(CORPSE).mon(PM_ALIGNED_PRIEST), w()),
        d("a thing corpse", o(CORPSE), w()),
        f(F::Cx, "newt corpses", o(CORPSE).q(3).mon(PM_NEWT), w()),
        f(F::CxSingular, "newt corpse", o(CORPSE).q(3).mon(PM_NEWT), w()),
        f(F::Corpse(Cxn::PFX_THE), "the newt corpse", o(CORPSE).mon(PM_NEWT), w()),
        f(F::Corpse(Cxn::ARTICLE), "an ettin corpse", o(CORPSE).mon(PM_ETTIN), w()),
        f(F::Corpse(Cxn::NO_PFX), "Oracle's corpse", o(CORPSE).mon(PM_ORACLE), w()),
        d("a tin", o(TIN).mon(PM_NEWT), w()),
        d("a tin of newt meat", o(TIN).mon(PM_NEWT).kn(), w()),
        d("a tin of lichen", o(TIN).mon(PM_LICHEN).kn(), w()),
        d("a tin of spinach", o(TIN).kn().spe(1), w()),
        d("an empty tin", o(TIN).kn(), w()),
        d("2 tins of newt meat", o(TIN).q(2).mon(PM_NEWT).kn(), w()),
        d("a homemade tin of newt meat", o(TIN).mon(PM_NEWT).kn().spe(-2).with(|o| o.cknown = true), w()),
        d("a tin of pickled newt meat", o(TIN).mon(PM_NEWT).kn().spe(-5).with(|o| o.cknown = true), w()),
        d("a cursed rotten tin of newt meat", o(TIN).mon(PM_NEWT).kn().cu().spe(-3).with(|o| o.cknown = true), w()),
        d(
            "a cursed homemade tin of lizard meat",
            o(TIN).mon(PM_LIZARD).kn().cu().spe(-3).with(|o| o.cknown = true),
            w(),
        ),
        d("an egg", o(EGG).mon(PM_NEWT), w()),
        d("a newt egg", o(EGG).mon(PM_NEWT), w().egg(PM_NEWT)),
        d("a cockatrice egg (laid by you)", o(EGG).mon(PM_COCKATRICE).kn().spe(1), w()),
        d("a kumquat", o(SLIME_MOLD), w().fruit("kumquat")),
        d("3 kumquats", o(SLIME_MOLD).q(3), w().fruit("kumquat")),
        d("2 slices of pizza", o(SLIME_MOLD).q(2), w().fruit("slice of pizza")),
        d("2 slices of pizza", o(SLIME_MOLD).q(2), w().fruit("slices of pizza")),
        d("a small glob of gray ooze", o(GLOB_OF_GRAY_OOZE), w()),
        d("a cream pie", o(CREAM_PIE), w()),
        // ---- Potions ----
        d("a potion", o(POT_HEALING).unseen(), w().blind()),
        d("a purple-red potion", o(POT_HEALING), w().unknown(POT_HEALING)),
        d("a potion of healing", o(POT_HEALING), w().known(POT_HEALING)),
        d("2 uncursed potions of healing", o(POT_HEALING).q(2).unc(), w().known(POT_HEALING)),
        d("a potion called red", o(POT_HEALING), w().unknown(POT_HEALING).called(POT_HEALING, "red")),
        d("a potion of holy water", o(POT_WATER).bl(), w().known(POT_WATER)),
        d("3 potions of unholy water", o(POT_WATER).q(3).cu(), w().known(POT_WATER)),
        d("an uncursed potion of water", o(POT_WATER).unc(), w().known(POT_WATER)),
        d("a potion of water", o(POT_WATER).with(|o| o.blessed = true), w().known(POT_WATER)),
        d("a blessed clear potion", o(POT_WATER).bl(), w().unknown(POT_WATER)),
        d("a diluted clear potion", o(POT_WATER).ero(1, 0), w().unknown(POT_WATER)),
        d("a potion of oil (lit)", o(POT_OIL).with(|o| o.lamplit = true), w().known(POT_OIL)),
        // ---- Scrolls ----
        d("a scroll", o(SCR_LIGHT).unseen(), w().blind()),
        d("a scroll labeled VERR YED HORRE", o(SCR_LIGHT), w().unknown(SCR_LIGHT)),
        d("2 scrolls labeled VERR YED HORRE", o(SCR_LIGHT).q(2), w().unknown(SCR_LIGHT)),
        d("a scroll of light", o(SCR_LIGHT), w().known(SCR_LIGHT)),
        d("a scroll called bright", o(SCR_LIGHT), w().unknown(SCR_LIGHT).called(SCR_LIGHT, "bright")),
        d("an unlabeled scroll", o(SCR_BLANK_PAPER), w().unknown(SCR_BLANK_PAPER)),
        d("a stamped scroll", o(SCR_MAIL), w().unknown(SCR_MAIL)),
        d("a scroll of mail", o(SCR_MAIL).unc(), w().known(SCR_MAIL)),
        // ---- Spellbooks ----
        d("a spellbook", o(SPE_FORCE_BOLT).unseen(), w().blind()),
        d("a red spellbook", o(SPE_FORCE_BOLT), w().unknown(SPE_FORCE_BOLT)),
        d("a spellbook of force bolt", o(SPE_FORCE_BOLT), w().known(SPE_FORCE_BOLT)),
        d("a spellbook called zap", o(SPE_FORCE_BOLT), w().unknown(SPE_FORCE_BOLT).called(SPE_FORCE_BOLT, "zap")),
        d("the Book of the Dead", o(SPE_BOOK_OF_THE_DEAD).kn(), w().known(SPE_BOOK_OF_THE_DEAD)),
        d("a papyrus spellbook", o(SPE_BOOK_OF_THE_DEAD), w().unknown(SPE_BOOK_OF_THE_DEAD)),
        d("a paperback book", o(SPE_NOVEL), w().unknown(SPE_NOVEL)),
        d("a novel named Guards! Guards!", o(SPE_NOVEL).named("Guards! Guards!"), w().known(SPE_NOVEL)),
        // ---- Wands ----
        d("a wand", o(WAN_STRIKING).unseen(), w().blind()),
        d("an ebony wand", o(WAN_STRIKING), w().unknown(WAN_STRIKING)),
        d("a wand of striking (0:5)", o(WAN_STRIKING).kn().spe(5), w().known(WAN_STRIKING)),
        d("a wand of wishing (1:-1)", o(WAN_WISHING).kn().spe(-1).with(|o| o.recharged = 1), w().known(WAN_WISHING)),
        d("a wand called zap", o(WAN_STRIKING), w().unknown(WAN_STRIKING).called(WAN_STRIKING, "zap")),
        d("an uncursed wand of striking", o(WAN_STRIKING).unc(), w().known(WAN_STRIKING)),
        d("a wand of striking (0:5)", o(WAN_STRIKING).unc().kn().spe(5), w().known(WAN_STRIKING)),
        // ---- Gems, stones, coins ----
        d("a gem", o(RUBY).unseen(), w().blind()),
        d("a red gem", o(RUBY), w().unknown(RUBY)),
        d("a ruby", o(RUBY), w().known(RUBY)),
        d("2 rubies", o(RUBY).q(2), w().known(RUBY)),
        d("a gem called pretty", o(RUBY), w().unknown(RUBY).called(RUBY, "pretty")),
        d("a gray stone", o(LUCKSTONE), w().unknown(LUCKSTONE)),
        d("a luckstone", o(LUCKSTONE), w().known(LUCKSTONE)),
        d("a flint stone", o(FLINT), w().known(FLINT)),
        d("a jade stone", o(JADE), w().known(JADE)),
        d("an emerald", o(EMERALD), w().known(EMERALD)),
        d(
            "2 worthless pieces of red glass",
            o(WORTHLESS_PIECE_OF_RED_GLASS).q(2),
            w().known(WORTHLESS_PIECE_OF_RED_GLASS),
        ),
        d("5 rocks", o(ROCK).q(5), w()),
        d("a ruby (in quiver pouch)", o(RUBY).worn(Worn::QUIVER), w().known(RUBY)),
        d("a gold piece", o(GOLD_PIECE).bl(), w()),
        d("100 gold pieces", o(GOLD_PIECE).q(100), w()),
        // ---- Rocks, statues, balls, chains, venom ----
        d("a boulder", o(BOULDER), w()),
        d("a statue of a newt", o(STATUE).mon(PM_NEWT), w()),
        d("a statue of an ettin", o(STATUE).mon(PM_ETTIN), w()),
        d("a statue of the Oracle", o(STATUE).mon(PM_ORACLE), w()),
        d("a statue of Medusa", o(STATUE).mon(PM_MEDUSA), w()),
        d("an empty statue of a newt", o(STATUE).mon(PM_NEWT).with(|o| o.cknown = true), w()),
        d("a historic statue of a newt", o(STATUE).mon(PM_NEWT).spe(1), w().arc()),
        d("a statue of a newt", o(STATUE).mon(PM_NEWT).spe(1), w()),
        d("a heavy iron ball (chained to you)", o(HEAVY_IRON_BALL).worn(Worn::BALL), w()),
        d("a rusty heavy iron ball", o(HEAVY_IRON_BALL).ero(1, 0), w()),
        d("an iron chain", o(IRON_CHAIN), w()),
        d("a splash of venom", o(BLINDING_VENOM), w().unknown(BLINDING_VENOM)),
        // ---- Artifacts ----
        d(
            "a long sword named Excalibur",
            o(LONG_SWORD).with(|o| o.oartifact = Some(ART_EXCALIBUR)).named("Excalibur"),
            w(),
        ),
        d(
            "the blessed rustproof +2 Excalibur (weapon in hand)",
            o(LONG_SWORD)
                .with(|o| {
                    o.oartifact = Some(ART_EXCALIBUR);
                    o.dknown = true
                })
                .named("Excalibur")
                .bl()
                .kn()
                .spe(2)
                .proof()
                .worn(wep),
            w().arti(ART_EXCALIBUR),
        ),
        d(
            "a rustproof +2 long sword named Excalibur",
            o(LONG_SWORD)
                .with(|o| {
                    o.oartifact = Some(ART_EXCALIBUR);
                    o.dknown = true
                })
                .named("Excalibur")
                .unc()
                .kn()
                .spe(2)
                .proof(),
            w(),
        ),
        d(
            "the Orb of Detection (0:3)",
            o(CRYSTAL_BALL)
                .with(|o| {
                    o.oartifact = Some(ART_THE_ORB_OF_DETECTION);
                    o.dknown = true;
                    o.cknown = true
                })
                .named("The Orb of Detection")
                .unc()
                .kn()
                .spe(3),
            w().arti(ART_THE_ORB_OF_DETECTION).known(CRYSTAL_BALL),
        ),
        d(
            "the rustproof +2 Excalibur",
            o(LONG_SWORD).with(|o| o.oartifact = Some(ART_EXCALIBUR)).named("Excalibur").unc().kn().spe(2).proof(),
            w().arti(ART_EXCALIBUR),
        ),
        x(
            "long sword named Excalibur",
            o(LONG_SWORD).with(|o| o.oartifact = Some(ART_EXCALIBUR)).named("Excalibur").unc().kn().spe(2).proof(),
            w().arti(ART_EXCALIBUR).unknown(LONG_SWORD),
        ),
        f(F::Mshot(2, 3), "the 2nd arrow", o(ARROW), w()),
        f(F::Mshot(11, 12), "the 11th arrow", o(ARROW), w()),
        f(F::Mshot(1, 1), "arrow", o(ARROW), w()),
        f(F::Killer, "Excalibur", o(LONG_SWORD).with(|o| o.oartifact = Some(ART_EXCALIBUR)).named("Excalibur"), w()),
        f(
            F::Killer,
            "the Orb of Detection",
            o(CRYSTAL_BALL).with(|o| o.oartifact = Some(ART_THE_ORB_OF_DETECTION)).named("The Orb of Detection"),
            w(),
        ),
        // ---- Killer names ----
        f(F::Killer, "a potion of sleeping", o(POT_SLEEPING).cu(), w().unknown(POT_SLEEPING)),
        f(F::Killer, "a dagger", o(DAGGER).cu().kn().spe(-2).named("Stabby").with(|o| o.otrapped = true), w()),
        f(F::Killer, "a dagger of fire", o(DAGGER).props(ITEM_FIRE, ITEM_FIRE), w()),
        f(F::Killer, "a potion of holy water", o(POT_WATER).with(|o| o.blessed = true), w().unknown(POT_WATER)),
        f(F::Killer, "a deadly slime mold", o(SLIME_MOLD), w().fruit("Bob the Gnome")),
        f(F::Killer, "a newt corpse", o(CORPSE).mon(PM_NEWT), w()),
        f(F::Killer, "Medusa's corpse", o(CORPSE).mon(PM_MEDUSA), w()),
        f(F::Killer, "boulders", o(BOULDER).q(2), w()),
        f(F::Killer, "a boulder", o(BOULDER), w()),
        f(F::Killer, "an elven dagger", o(ELVEN_DAGGER), w().unknown(ELVEN_DAGGER).called(ELVEN_DAGGER, "x")),
        // ---- Shops ----
        f(
            F::Price(Some(20)),
            "a scroll of light (unpaid, 20 zorkmids)",
            o(SCR_LIGHT).with(|o| o.unpaid = true),
            w().known(SCR_LIGHT),
        ),
        d("a scroll of light (unpaid, 50 zorkmids)", o(SCR_LIGHT).with(|o| o.unpaid = true), w().known(SCR_LIGHT)),
        d(
            "2 scrolls of light (unpaid, 100 zorkmids)",
            o(SCR_LIGHT).q(2).with(|o| o.unpaid = true),
            w().known(SCR_LIGHT),
        ),
        d(
            "a dagger of fire (unpaid, 104 zorkmids)",
            o(DAGGER).props(ITEM_FIRE, ITEM_FIRE).with(|o| o.unpaid = true),
            w(),
        ),
        f(F::Price(Some(1)), "an apple (for sale, 1 zorkmid)", o(APPLE), w()),
        f(F::Price(Some(266)), "a scroll of light (for sale, 266 zorkmids)", o(SCR_LIGHT), w().known(SCR_LIGHT)),
        f(F::Price(None), "an apple (no charge)", o(APPLE).with(|o| o.no_charge = true), w()),
        f(F::Price(Some(0)), "an apple", o(APPLE), w()),
        d(
            "a sack (contents, 7 zorkmids)",
            o(SACK).with(|o| {
                let mut apple = Obj::new(APPLE, 1);
                apple.unpaid = true;
                o.contents = vec![apple]
            }),
            w().known(SACK),
        ),
        f(F::Vague, "some arrows", o(ARROW).q(3).unseen(), w().blind()),
        f(F::Vague, "3 arrows", o(ARROW).q(3), w()),
        f(F::Vague, "some arrows", o(ARROW).q(3).unseen(), w().distant()),
        // ---- Type names (discoveries list) ----
        ty(F::Typename, "potion of healing (purple-red)", POT_HEALING, w().known(POT_HEALING)),
        ty(F::Typename, "potion (purple-red)", POT_HEALING, w().unknown(POT_HEALING)),
        ty(
            F::Typename,
            "potion called red (purple-red)",
            POT_HEALING,
            w().unknown(POT_HEALING).called(POT_HEALING, "red"),
        ),
        ty(F::Typename, "amulet of ESP (circular)", AMULET_OF_ESP, w().known(AMULET_OF_ESP)),
        ty(F::Typename, "amulet (circular)", AMULET_OF_ESP, w().unknown(AMULET_OF_ESP)),
        ty(F::Typename, "long sword", LONG_SWORD, w()),
        ty(
            F::Typename,
            "runed dagger called sharp",
            ELVEN_DAGGER,
            w().unknown(ELVEN_DAGGER).called(ELVEN_DAGGER, "sharp"),
        ),
        ty(F::Typename, "elven dagger (runed dagger)", ELVEN_DAGGER, w().known(ELVEN_DAGGER)),
        ty(F::Typename, "ruby (red)", RUBY, w().known(RUBY)),
        ty(F::Typename, "red gem", RUBY, w().unknown(RUBY)),
        ty(F::Typename, "gray stone", LUCKSTONE, w().unknown(LUCKSTONE)),
        ty(F::Typename, "flint stone (gray)", FLINT, w().known(FLINT)),
        ty(F::Typename, "Book of the Dead (papyrus)", SPE_BOOK_OF_THE_DEAD, w().known(SPE_BOOK_OF_THE_DEAD)),
        ty(F::Typename, "novel (paperback)", SPE_NOVEL, w().known(SPE_NOVEL)),
        ty(F::Typename, "book (paperback)", SPE_NOVEL, w().unknown(SPE_NOVEL)),
        ty(F::Typename, "wakizashi", SHORT_SWORD, w().samurai()),
        ty(F::Simple, "potion of healing", POT_HEALING, w()),
        ty(F::Simple, "ruby", RUBY, w()),
        ty(F::Simple, "flint stone", FLINT, w()),
        ty(F::Simple, "amulet of ESP", AMULET_OF_ESP, w()),
        ty(F::Simple, "Book of the Dead", SPE_BOOK_OF_THE_DEAD, w()),
        ty(F::Simple, "speed boots", SPEED_BOOTS, w()),
        ty(F::Simple, "scroll of light", SCR_LIGHT, w()),
        ty(F::SimpleKnown, "potion", POT_HEALING, w().unknown(POT_HEALING).called(POT_HEALING, "red")),
        ty(F::SimpleKnown, "combat boots", SPEED_BOOTS, w().unknown(SPEED_BOOTS)),
        ty(F::SimpleKnown, "wand of striking", WAN_STRIKING, w().known(WAN_STRIKING)),
        // ---- End of the game: what the hero never learned, in brackets ----
        x("darts [of frost]", o(DART).q(5).props(ITEM_FROST, 0), w().go()),
        d("5 [uncursed +0] darts [of frost]", o(DART).q(5).props(ITEM_FROST, 0), w().go()),
        x("dart [of frost]", o(DART).props(ITEM_FROST, ITEM_MAGICAL), w().go()),
        d(
            "an [uncursed +0] pair of old gloves [of stealth (gauntlets of dexterity)]",
            o(GAUNTLETS_OF_DEXTERITY).props(ITEM_STEALTH, ITEM_MAGICAL),
            w().go().unknown(GAUNTLETS_OF_DEXTERITY).looks_like(GAUNTLETS_OF_DEXTERITY, LEATHER_GLOVES),
        ),
        d(
            "an [uncursed +0] pair of old gloves [gauntlets of dexterity]",
            o(GAUNTLETS_OF_DEXTERITY),
            w().go().unknown(GAUNTLETS_OF_DEXTERITY).looks_like(GAUNTLETS_OF_DEXTERITY, LEATHER_GLOVES),
        ),
        d(
            "a blessed +1 pair of gloves [of stealth] called dex [gauntlets of dexterity]",
            o(GAUNTLETS_OF_DEXTERITY).props(ITEM_STEALTH, 0).bl().kn().spe(1),
            w().go()
                .unknown(GAUNTLETS_OF_DEXTERITY)
                .looks_like(GAUNTLETS_OF_DEXTERITY, LEATHER_GLOVES)
                .called(GAUNTLETS_OF_DEXTERITY, "dex"),
        ),
        x("long sword of fire [and frost]", o(LONG_SWORD).props(ITEM_FIRE | ITEM_FROST, ITEM_FIRE), w().go()),
        x(
            "long sword [of fire] & cold & stlth",
            o(LONG_SWORD).props(ITEM_FIRE | ITEM_FROST | ITEM_STEALTH, ITEM_FROST | ITEM_STEALTH),
            w().go(),
        ),
        x("[thirsty] stiletto", o(STILETTO).props(ITEM_DRLI, ITEM_MAGICAL), w().go()),
        x("[oilskin] fedora [of telepathy]", o(FEDORA).props(ITEM_OILSKIN | ITEM_ESP, 0), w().go()),
        d("an [uncursed] ebony wand [of striking (0:5)]", o(WAN_STRIKING).spe(5), w().go().unknown(WAN_STRIKING)),
        d("an [uncursed] wand of striking [0:5]", o(WAN_STRIKING).spe(5), w().go().known(WAN_STRIKING)),
        d("a blessed scroll labeled VERR YED HORRE [of light]", o(SCR_LIGHT).bl(), w().go().unknown(SCR_LIGHT)),
        d("an [uncursed] circular amulet [of ESP]", o(AMULET_OF_ESP), w().go().unknown(AMULET_OF_ESP)),
        d(
            "an [uncursed] pyramidal amulet [versus poison]",
            o(AMULET_VERSUS_POISON),
            w().go().unknown(AMULET_VERSUS_POISON),
        ),
        d(
            "an [uncursed] iron ring [of speed (of fire resistance)]",
            o(RIN_FIRE_RESISTANCE).props(ITEM_SPEED, 0),
            w().go().unknown(RIN_FIRE_RESISTANCE),
        ),
        d(
            "an [uncursed] iron ring [of fire resistance]",
            o(RIN_FIRE_RESISTANCE),
            w().go().unknown(RIN_FIRE_RESISTANCE),
        ),
        d("an [uncursed wax] candle", o(WAX_CANDLE).with(|o| o.age = 400), w().go().unknown(WAX_CANDLE)),
        d("an [uncursed] bag [of holding]", o(BAG_OF_HOLDING), w().go().unknown(BAG_OF_HOLDING)),
        d("an [uncursed] red gem [ruby]", o(RUBY), w().go().unknown(RUBY)),
        d(
            "an [uncursed] red gem [worthless glass]",
            o(WORTHLESS_PIECE_OF_RED_GLASS),
            w().go().unknown(WORTHLESS_PIECE_OF_RED_GLASS),
        ),
        d("a potion of [holy] water", o(POT_WATER).with(|o| o.blessed = true), w().go().known(POT_WATER)),
        d("a blessed clear potion [of holy water]", o(POT_WATER).bl(), w().go().unknown(POT_WATER)),
        d("an [uncursed] tin [of newt meat]", o(TIN).mon(PM_NEWT), w().go()),
        d("an [uncursed newt] egg", o(EGG).mon(PM_NEWT), w().go()),
        d("an [uncursed rustproof +3] long sword", o(LONG_SWORD).spe(3).with(|o| o.oerodeproof = true), w().go()),
        d(
            "the [uncursed +0] Excalibur",
            o(LONG_SWORD).with(|o| o.oartifact = Some(ART_EXCALIBUR)).named("Excalibur"),
            w().go(),
        ),
        d("an [uncursed +0] crude arrow [orcish]", o(ORCISH_ARROW), w().go().unknown(ORCISH_ARROW)),
        d("an [uncursed] splash of venom [blinding]", o(BLINDING_VENOM), w().go().unknown(BLINDING_VENOM)),
        d("an [uncursed] glass orb [(crystal ball) (0:0)]", o(CRYSTAL_BALL), w().go().unknown(CRYSTAL_BALL)),
        d("the Amulet of Yendor [cheap plastic imitation]", o(FAKE_AMULET_OF_YENDOR).unc(), w().go()),
        d("an [uncursed] boulder", o(BOULDER), w().go()),
        d(
            "a cursed +0 thirsty vorpal long sword",
            o(LONG_SWORD).cu().kn().props(ITEM_DRLI | ITEM_VORPAL, ITEM_DRLI | ITEM_VORPAL),
            w().go(),
        ),
    ]
}

#[test]
fn names_match_nethack_and_the_design_document() {
    let cases = cases();
    assert!(cases.len() >= 120, "only {} cases", cases.len());
    let mut bad = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let got = run(case);
        if got != case.want {
            bad.push(format!("case {i}: got {got:?}\n         want {:?}", case.want));
        }
    }
    assert!(bad.is_empty(), "{} of {} names differ:\n{}", bad.len(), cases.len(), bad.join("\n"));
}

#[test]
fn every_property_has_both_wordings_and_the_compact_form_is_used_from_three() {
    let t = t();
    for p in &t.oprops {
        let one = propnames(t, p.bit, p.bit, false, false, false);
        let two = propnames(t, p.bit | ITEM_FIRE, p.bit | ITEM_FIRE, false, false, false);
        assert!(one.is_empty() || one.starts_with(" of "), "{}: {one:?}", p.name);
        if p.bit != ITEM_FIRE && !one.is_empty() {
            assert!(two.starts_with(" of fire resistance and "), "{}: {two:?}", p.name);
        }
    }
    assert_eq!(propnames(t, ITEM_FIRE, ITEM_FIRE, true, false, false), " of fire");
    assert_eq!(propnames(t, ITEM_FIRE, ITEM_FIRE, false, false, false), " of fire resistance");
    assert_eq!(propnames(t, ITEM_FROST, ITEM_FROST, true, true, false), " and frost");
    assert_eq!(propnames(t, ITEM_DRLI, ITEM_DRLI, true, false, false), "");
    assert_eq!(propnames(t, ITEM_DRLI, ITEM_DRLI, false, false, false), " of drain resistance");
    assert_eq!(propnames(t, ITEM_VORPAL | ITEM_OILSKIN, ALL_PROPS, false, false, false), "");
    assert_eq!(propnames(t, ITEM_FIRE, 0, true, false, false), "");
    assert_eq!(propnames(t, ITEM_FIRE, 0, true, false, true), " [of fire]");
    assert_eq!(
        propnames(t, ITEM_ESP | ITEM_SEARCHING | ITEM_HUNGER, ITEM_ESP | ITEM_HUNGER, false, false, true),
        " of ESP [& srch] & hungr"
    );
    let all = propnames(t, ALL_PROPS, ALL_PROPS, false, false, false);
    assert_eq!(
        all,
        " of fire & cold & drain & refl & spd & pow & dex & bril & ESP & displ & srch & warn & stlth & fmbl & clrv \
         & detn & hungr & aggr"
    );
}

#[test]
fn examine_object_sees_what_the_hero_would() {
    let t = t();
    let os = ObjectsState::unshuffled(t);
    let mut obj = o(T_SHIRT).props(ITEM_WARNING, 0);
    let blind = NameCtx { blind: true, ..NameCtx::new(t, &os) };
    examine_object(&blind, &mut obj);
    assert!(!obj.dknown && !obj.bknown);
    assert_eq!(obj.oprops_known, ITEM_MAGICAL);
    let priest = NameCtx { priest: true, ..NameCtx::new(t, &os) };
    examine_object(&priest, &mut obj);
    assert!(obj.dknown && obj.bknown);
    assert_eq!(doname(&priest, &obj), "a magical T-shirt");
    let mut plain = o(T_SHIRT);
    examine_object(&priest, &mut plain);
    assert_eq!(plain.oprops_known, 0);
    // A unique type's "known" follows the type while it is undiscovered.
    let mut bell = o(BELL_OF_OPENING).kn();
    let mut undiscovered = ObjectsState::unshuffled(t);
    undiscovered.name_known[BELL_OF_OPENING.0 as usize] = false;
    let c = NameCtx::new(t, &undiscovered);
    examine_object(&c, &mut bell);
    assert_eq!(bell.known, !t.obj(BELL_OF_OPENING).is(oxhack_defs::flags::ObjFlags::USES_KNOWN));
}

#[test]
fn articles() {
    for (s, want) in [
        ("orange", "an orange"),
        ("unicorn horn", "a unicorn horn"),
        ("uranium wand", "a uranium wand"),
        ("useful thing", "a useful thing"),
        ("one-eyed jack", "a one-eyed jack"),
        ("eucalyptus leaf", "a eucalyptus leaf"),
        ("x", "an x"),
        ("b", "a b"),
        ("xorn", "a xorn"),
        ("xylophone", "an xylophone"),
        ("xan", "a xan"),
        ("the Amulet of Yendor", "the Amulet of Yendor"),
        ("iron bars", "iron bars"),
        ("ice", "ice"),
        ("molten lava", "molten lava"),
        ("hour", "a hour"),
        ("", "an []"),
    ] {
        assert_eq!(an(s), want, "an({s:?})");
    }
    assert_eq!(An("apple"), "An apple");
    for (s, want) in [
        ("long sword", "the long sword"),
        ("Excalibur", "Excalibur"),
        ("Vorpal Blade", "Vorpal Blade"),
        ("Orb of Detection", "the Orb of Detection"),
        ("Eyes of the Overworld", "the Eyes of the Overworld"),
        ("The Orb of Fate", "the Orb of Fate"),
        ("Platinum Yendorian Express Card", "the Platinum Yendorian Express Card"),
        ("Medusa", "Medusa"),
        ("Book of the Dead", "the Book of the Dead"),
        ("Bob named Kill of Doom", "Bob named Kill of Doom"),
        ("Mr Fluffy", "Mr Fluffy"),
        ("Big dog", "the Big dog"),
        ("Rock-eater", "the Rock-eater"),
        ("", "the []"),
    ] {
        assert_eq!(the(s), want, "the({s:?})");
    }
    assert_eq!(The("long sword"), "The long sword");
    assert_eq!(the_with_fruit("Kumquat", Some("Kumquat")), "the Kumquat");
    assert_eq!(the_with_fruit("Kumquat", None), "Kumquat");
    assert_eq!(s_suffix("Medusa"), "Medusa's");
    assert_eq!(s_suffix("Pelias"), "Pelias'");
    assert_eq!(s_suffix("it"), "its");
    assert_eq!(s_suffix("you"), "your");
}

/// Names stay within the buffer however absurd the object.
#[test]
fn long_names_are_capped() {
    let t = t();
    let mut os = ObjectsState::unshuffled(t);
    let long: String = "woohoo ESP! ".repeat(40);
    os.call(AMULET_OF_ESP, &long);
    os.call(ELVEN_DAGGER, &long);
    let fruit = "very long fruit ".repeat(30);
    let c = NameCtx { fruit: &fruit, ..NameCtx::new(t, &os) };
    let g = NameCtx { game_over: true, ..c };
    for otyp in [AMULET_OF_ESP, ELVEN_DAGGER, SLIME_MOLD, LONG_SWORD] {
        let obj = o(otyp).q(2).props(ALL_PROPS, ITEM_FIRE | ITEM_STEALTH).named(&long).unc().kn().worn(Worn::WEP);
        for name in [xname(&c, &obj), doname(&c, &obj), doname(&g, &obj), killer_xname(&c, &obj)] {
            assert!(name.len() < BUFSZ, "{} bytes: {name}", name.len());
        }
    }
    let obj = o(LONG_SWORD).props(ALL_PROPS, ALL_PROPS);
    let name = xname(&c, &obj);
    // Oilskin reads as a prefix on weapons too in the table (no cloth weapon exists).
    assert!(name.starts_with("thirsty vorpal oilskin long sword of fire & cold & refl"), "{name}");
    assert!(name.len() < BUFSZ - PREFIX, "{name}");
}

/// Every object type with random fields, knowledge and hero states: no
/// panic, and every name under the buffer size. (A hand-rolled generator
/// over the game's own RNG, so the test needs no extra dependency.)
#[test]
fn random_objects_never_panic_and_stay_short() {
    let t = t();
    let mut rng = Rng::new(0x0b1e_c7ed);
    let words = ["", "x", "Bob", "the Thing", "slices of pizza", "[of] (odd) ]brackets[", "ünïcödé ñame", "  spaced  "];
    let n_types = t.objects.len() as i32;
    for round in 0..6000 {
        let mut os = ObjectsState::unshuffled(t);
        let otyp = Otyp(rng.rn2(n_types) as u16);
        if rng.rn2(2) == 0 {
            os.name_known[otyp.0 as usize] = !os.name_known[otyp.0 as usize];
        }
        if rng.rn2(4) == 0 {
            let w = words[rng.rn2(words.len() as i32) as usize];
            os.call(otyp, &w.repeat(1 + rng.rn2(40) as usize));
        }
        if rng.rn2(3) == 0 {
            os.descr_idx[otyp.0 as usize] = Otyp(rng.rn2(n_types) as u16);
        }
        let mut obj = Obj::new(otyp, [1, 1, 2, 0, -1, 1000, i64::MAX][rng.rn2(7) as usize]);
        obj.o_id = rng.rn2(10) as u32;
        obj.spe = (rng.rn2(256) - 128) as i8;
        obj.blessed = rng.rn2(3) == 0;
        obj.cursed = rng.rn2(3) == 0;
        obj.known = rng.rn2(2) == 0;
        obj.dknown = rng.rn2(2) == 0;
        obj.bknown = rng.rn2(2) == 0;
        obj.rknown = rng.rn2(2) == 0;
        obj.cknown = rng.rn2(2) == 0;
        obj.lknown = rng.rn2(2) == 0;
        obj.oeroded = rng.rn2(5) as u8;
        obj.oeroded2 = rng.rn2(5) as u8;
        obj.oerodeproof = rng.rn2(2) == 0;
        obj.olocked = rng.rn2(2) == 0;
        obj.obroken = rng.rn2(2) == 0;
        obj.otrapped = rng.rn2(2) == 0;
        obj.recharged = rng.rn2(8) as u8;
        obj.lamplit = rng.rn2(2) == 0;
        obj.greased = rng.rn2(4) == 0;
        obj.unpaid = rng.rn2(4) == 0;
        obj.no_charge = rng.rn2(4) == 0;
        obj.oeaten = rng.rn2(3) as u32;
        obj.age = rng.rn2(1000) as i64;
        obj.usecount = rng.rn2(5);
        obj.owornmask = Worn::from_bits_truncate(rng.next_u64() as u32);
        if rng.rn2(3) == 0 {
            obj.corpsenm = Some(Pm(rng.rn2(t.monsters.len() as i32) as u16));
        }
        if rng.rn2(4) == 0 {
            obj.oartifact = Some(ArtiId(rng.rn2(t.artifacts.len() as i32 + 1) as u8));
        }
        if rng.rn2(3) == 0 {
            let w = words[rng.rn2(words.len() as i32) as usize];
            obj.oname = Some(w.repeat(1 + rng.rn2(60) as usize));
        }
        obj.oprops = rng.next_u64() as u32 & if rng.rn2(2) == 0 { ALL_PROPS } else { u32::MAX };
        obj.oprops_known = rng.next_u64() as u32;
        if rng.rn2(5) == 0 {
            let mut inner = Obj::new(Otyp(rng.rn2(n_types) as u16), 3);
            inner.unpaid = rng.rn2(2) == 0;
            obj.contents = vec![inner; rng.rn2(4) as usize];
        }
        let fruit = words[rng.rn2(words.len() as i32) as usize];
        let arts = [ArtiId(rng.rn2(34) as u8)];
        let eggs = [Pm(rng.rn2(t.monsters.len() as i32) as u16)];
        let leashed = [(obj.o_id, "Fido")];
        let c = NameCtx {
            blind: rng.rn2(3) == 0,
            hallucinating: rng.rn2(3) == 0,
            priest: rng.rn2(3) == 0,
            samurai: rng.rn2(3) == 0,
            archeologist: rng.rn2(3) == 0,
            implicit_uncursed: rng.rn2(2) == 0,
            game_over: rng.rn2(2) == 0,
            distant: rng.rn2(4) == 0,
            fruit,
            known_artifacts: &arts,
            known_eggs: &eggs,
            hand: ["hand", "claw", ""][rng.rn2(3) as usize],
            twoweap: rng.rn2(2) == 0,
            slippery_fingers: rng.rn2(2) == 0,
            uskin: Some(rng.rn2(10) as u32),
            leashed: &leashed,
            ..NameCtx::new(t, &os)
        };
        let price = [None, Some(0), Some(-5), Some(1), Some(i64::MAX)][rng.rn2(5) as usize];
        let names = [
            xname(&c, &obj),
            xname_singular(&c, &obj),
            doname(&c, &obj),
            doname_with_price(&c, &obj, price),
            doname_vague_quan(&c, &obj),
            cxname(&c, &obj),
            cxname_singular(&c, &obj),
            killer_xname(&c, &obj),
            minimal_xname(&c, &obj),
            bare_artifactname(&c, &obj),
            corpse_xname(&c, &obj, Some(fruit), Cxn::from_bits_truncate(rng.rn2(32) as u8)),
            obj_typename(&c, otyp),
            simple_typename(t, otyp),
            simple_typename_known(&c, otyp),
        ];
        for name in names {
            assert!(name.len() < BUFSZ, "round {round}, {otyp:?}: {} bytes: {name}", name.len());
        }
        let mut seen = obj.clone();
        examine_object(&c, &mut seen);
    }
}
