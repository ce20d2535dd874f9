//! Item power (issue 19, Crossfire's rule): each object's power from
//! `dat/itempower.def`, the limit that grows with experience level, the
//! refusals of `W`, `P`, `w` and `x` with their reasons, the `item_power`
//! option and the "oxhack" rules mode it follows, `^X`'s line, and the
//! rules mode kept by saves and replay headers.

mod arena;

use arena::{give, room_arena, said, script};
use oxhack_game::actions::enlighten::EnlMode;
use oxhack_game::game::{Game, NewGame};
use oxhack_game::objects::itempower::item_power;
use oxhack_game::ui::rules::{Rules, RulesMode};
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::{ids, tables};

/// A known object of `otyp`, plus `spe`, with properties `props`.
fn obj(otyp: oxhack_defs::Otyp, spe: i8, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.spe = spe;
    o.oprops = props;
    o.fully_identify();
    o
}

/// An emptied room with a plain hero of level `xl`, in "oxhack" rules.
fn oxhack_arena(seed: u64, xl: i32) -> Game {
    let mut g = room_arena(seed, true);
    g.rules = Rules::for_mode(RulesMode::OxHack);
    g.u.hero.ulevel = xl;
    g
}

/// Gives `o` (its state kept) and returns its letter.
fn hand(g: &mut Game, o: Obj) -> char {
    give(g, o.otyp, |n| *n = Obj { o_id: n.o_id, invlet: None, ..o })
}

fn worn(g: &Game, letter: char) -> Worn {
    g.u.invent.iter().find(|o| o.invlet == Some(letter)).map(|o| o.owornmask).unwrap_or_default()
}

#[test]
fn powers_follow_crossfires_table() {
    let t = tables();
    let cases: &[(Obj, i32)] = &[
        (obj(ids::LONG_SWORD, 0, 0), 0),
        (obj(ids::LONG_SWORD, 1, 0), 0),
        (obj(ids::LONG_SWORD, 3, 0), 2),
        // +2 and fire: 3 enchantments.
        (obj(ids::LONG_SWORD, 2, ids::ITEM_FIRE), 2),
        // +4 and fire: 5 enchantments, Crossfire's 5.
        (obj(ids::LONG_SWORD, 4, ids::ITEM_FIRE), 5),
        // +5, fire and drain (2): 8 enchantments, one past the table.
        (obj(ids::LONG_SWORD, 5, ids::ITEM_FIRE | ids::ITEM_DRLI), 14),
        // A magical base type: speed boots count 2, a cloak of
        // displacement the default 1.
        (obj(ids::SPEED_BOOTS, 0, 0), 1),
        (obj(ids::CLOAK_OF_DISPLACEMENT, 0, 0), 0),
        (obj(ids::CLOAK_OF_DISPLACEMENT, 2, 0), 2),
        // A chargeable ring counts its plus; a negative one takes away.
        (obj(ids::RIN_PROTECTION, 3, 0), 3),
        (obj(ids::RIN_PROTECTION, -3, 0), 0),
        // Detrimental properties take power away.
        (obj(ids::LONG_SWORD, 4, ids::ITEM_FIRE | ids::ITEM_HUNGER), 3),
    ];
    let g = room_arena(1, true);
    for (o, want) in cases {
        assert_eq!(item_power(t, o), *want, "{}", g.doname(o));
    }
    // The limit: 3 + XL.
    let mut g = oxhack_arena(1, 1);
    assert_eq!(g.item_power_limit(), 4);
    g.u.hero.ulevel = 14;
    assert_eq!(g.item_power_limit(), 17);
    g.u.hero.ulevel = 30;
    assert_eq!(g.item_power_limit(), 33);
}

#[test]
fn wielding_past_the_limit_is_refused_with_the_reason() {
    let mut g = oxhack_arena(3, 1);
    let shield = hand(&mut g, obj(ids::SMALL_SHIELD, 3, 0));
    let sword = hand(&mut g, obj(ids::LONG_SWORD, 4, ids::ITEM_FIRE));
    script(&mut g, &shield.to_string());
    assert!(g.dowear());
    assert!(worn(&g, shield).contains(Worn::ARMS));
    assert_eq!(g.item_power_on(None, Worn::empty()), 2);
    g.u.multi = 0;
    // Power 5 on top of 2 passes the limit of 4 at level 1.
    script(&mut g, &sword.to_string());
    assert!(!g.dowield(), "no time passes");
    assert!(!worn(&g, sword).contains(Worn::WEP));
    let why = g.history.iter().find(|m| m.starts_with("You cannot handle that much magic: ")).expect("a refusal");
    assert!(why.contains("+4 long sword of fire has item power 5"), "{why}");
    assert!(why.ends_with(", you have 2 on, and your limit at experience level 1 is 4."), "{why}");
    // At level 3 the limit is 6: still too much; at level 4 (7) it fits.
    g.u.hero.ulevel = 3;
    script(&mut g, &sword.to_string());
    assert!(!g.dowield());
    assert!(said(&g, "your limit at experience level 3 is 6."), "{:?}", g.history);
    g.u.hero.ulevel = 4;
    script(&mut g, &sword.to_string());
    assert!(g.dowield());
    assert!(worn(&g, sword).contains(Worn::WEP));
    assert_eq!(g.item_power_on(None, Worn::empty()), 7);
    // Losing levels strips nothing.
    g.u.hero.ulevel = 1;
    assert!(worn(&g, sword).contains(Worn::WEP) && worn(&g, shield).contains(Worn::ARMS));
}

#[test]
fn the_weapon_being_replaced_does_not_count() {
    let mut g = oxhack_arena(4, 1);
    let a = hand(&mut g, obj(ids::LONG_SWORD, 3, ids::ITEM_FIRE)); // power 3
    let b = hand(&mut g, obj(ids::DAGGER, 3, ids::ITEM_FROST)); // power 3
    script(&mut g, &a.to_string());
    assert!(g.dowield());
    // 3 + 3 would pass 4, but the sword leaves the hand.
    script(&mut g, &b.to_string());
    assert!(g.dowield(), "{:?}", g.history);
    assert!(worn(&g, b).contains(Worn::WEP));
    // `x` swaps them back: the dagger leaves the hand in turn.
    script(&mut g, "");
    g.u.invent.iter_mut().filter(|o| o.invlet == Some(a)).for_each(|o| o.owornmask = Worn::SWAPWEP);
    assert!(g.doswapweapon());
    assert!(worn(&g, a).contains(Worn::WEP), "{:?}", g.history);
}

#[test]
fn putting_on_rings_and_wearing_armor_obey_the_limit() {
    let mut g = oxhack_arena(5, 1);
    let boots = hand(&mut g, obj(ids::SPEED_BOOTS, 1, 0)); // 1+2: power 2
    let ring = hand(&mut g, obj(ids::RIN_PROTECTION, 3, 0)); // 3+1: power 3
    let cloak = hand(&mut g, obj(ids::CLOAK_OF_DISPLACEMENT, 1, ids::ITEM_STEALTH)); // 3: power 2
    script(&mut g, &boots.to_string());
    assert!(g.dowear());
    g.u.multi = 0;
    script(&mut g, &format!("{ring}l"));
    assert!(!g.doputon());
    assert!(worn(&g, ring).is_empty());
    assert!(said(&g, "has item power 3, you have 2 on, and your limit at experience level 1 is 4."), "{:?}", g.history);
    script(&mut g, &cloak.to_string());
    assert!(g.dowear(), "2 + 2 is the limit exactly: {:?}", g.history);
    g.u.multi = 0;
    assert_eq!(g.item_power_on(None, Worn::empty()), 4);
    g.u.hero.ulevel = 4;
    script(&mut g, &format!("{ring}l"));
    assert!(g.doputon());
    assert!(worn(&g, ring).contains(Worn::RINGL));
}

#[test]
fn the_option_off_allows_anything() {
    let mut g = oxhack_arena(6, 1);
    g.rules.item_power = false;
    let sword = hand(&mut g, obj(ids::LONG_SWORD, 7, ids::ITEM_FIRE | ids::ITEM_DRLI));
    assert_eq!(item_power(tables(), &g.u.invent[0]), 20);
    script(&mut g, &sword.to_string());
    assert!(g.dowield());
    assert!(worn(&g, sword).contains(Worn::WEP));
    assert!(!said(&g, "cannot handle"));
}

#[test]
fn nethack_rules_are_the_default_and_the_mode_sets_the_option() {
    let g = Game::new(NewGame::quick(7)).expect("game");
    assert_eq!(g.rules.mode, RulesMode::NetHack);
    assert!(!g.rules.item_power && g.rules.rarity_colors);
    // No line about item power in NetHack mode.
    let lines = g.enlightenment_lines(EnlMode { basic: true, magic: false }, false);
    assert!(!lines.iter().any(|l| l.contains("item power")), "{lines:?}");

    // A plain NetHack game lets the hero wield anything.
    let mut g = room_arena(7, true);
    let sword = hand(&mut g, obj(ids::LONG_SWORD, 7, ids::ITEM_FIRE | ids::ITEM_DRLI));
    script(&mut g, &sword.to_string());
    assert!(g.dowield());

    // The rc file's `rules:oxhack` seeds a new game, item_power on...
    let mut ng = NewGame::quick(7);
    let errs = ng.opts.parse_file("OPTIONS=rules:oxhack\n", "rc");
    assert!(errs.is_empty(), "{errs:?}");
    let g = Game::new(ng).expect("game");
    assert_eq!(g.rules.mode, RulesMode::OxHack);
    assert!(g.rules.item_power);
    assert_eq!(g.option_value("rules"), "oxhack");
    let lines = g.enlightenment_lines(EnlMode { basic: true, magic: false }, false);
    let want = format!(
        " The magic you have on has item power {}, of the 4 your level allows.",
        g.item_power_on(None, Worn::empty())
    );
    assert!(lines.contains(&want), "{lines:?}");
    // ... unless the player says otherwise, in either order.
    for rc in ["OPTIONS=rules:oxhack,!item_power\n", "OPTIONS=!item_power\nOPTIONS=rules:oxhack\n"] {
        let mut ng = NewGame::quick(7);
        assert!(ng.opts.parse_file(rc, "rc").is_empty());
        let g = Game::new(ng).expect("game");
        assert!(g.rules.mode == RulesMode::OxHack && !g.rules.item_power, "{rc}");
    }
    // NetHack mode with the rule asked for.
    let mut ng = NewGame::quick(7);
    assert!(ng.opts.parse_file("OPTIONS=item_power\n", "rc").is_empty());
    let g = Game::new(ng).expect("game");
    assert!(g.rules.mode == RulesMode::NetHack && g.rules.item_power);
    let mut ng = NewGame::quick(7);
    assert_eq!(
        ng.opts.parse_file("OPTIONS=rules:angband\n", "rc"),
        vec!["rc:1: unknown rules 'angband' (nethack or oxhack)".to_string()]
    );
}

#[test]
fn a_starting_kit_fits_the_first_level() {
    for seed in 1..=3 {
        let mut ng = NewGame::quick(seed);
        assert!(ng.opts.apply("rules:oxhack").is_ok());
        let g = Game::new(ng).expect("game");
        assert!(
            g.item_power_on(None, Worn::empty()) <= g.item_power_limit(),
            "{} > {}",
            g.item_power_on(None, Worn::empty()),
            g.item_power_limit()
        );
    }
}

#[test]
fn saves_and_replay_headers_keep_the_rules() {
    let mut ng = NewGame::quick(8);
    assert!(ng.opts.apply("rules:oxhack").is_ok());
    assert!(ng.opts.apply("!rarity_colors").is_ok());
    let g = Game::new(ng.clone()).expect("game");
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    let r = oxhack_game::save::decode(&bytes).expect("decode");
    assert_eq!(r.rules.mode, RulesMode::OxHack);
    assert!(r.rules.item_power && !r.rules.rarity_colors);

    // A replay's header carries them into the game it replays.
    let h = oxhack_game::replay::Header::of_new_game(&ng);
    let parsed = oxhack_game::replay::parse(&oxhack_game::replay::format::encode_header(&h)).expect("parses");
    // (The options' copy is not written: the header's own field is.)
    assert_eq!(parsed.header.rules, h.rules);
    assert_eq!(parsed.header.opts.rules, Rules::default());
    let again = Game::new(parsed.header.new_game(ng.content.clone())).expect("game");
    assert_eq!(again.rules, g.rules);
    let h2 = oxhack_game::replay::Header::of_game(&r);
    assert_eq!(h2.rules.mode, RulesMode::OxHack);
}

#[test]
fn o_toggles_the_rule_options_in_play() {
    let mut g = oxhack_arena(9, 1);
    assert!(g.rules.item_power && g.rules.rarity_colors);
    // The booleans' lines: ... rest_on_space (l), item_power (m),
    // rarity_colors (n).
    let screens = script(&mut g, "mn\r");
    assert!(!g.doset());
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("m - item_power        [true]"), "{shown}");
    assert!(shown.contains("n - rarity_colors     [true]"), "{shown}");
    assert_eq!(g.option_value("rules"), "oxhack");
    assert!(!g.rules.item_power && !g.rules.rarity_colors);
    assert_eq!(g.rules.mode, RulesMode::OxHack, "the mode itself is not changed in play");
    // Off now: too much magic is allowed.
    let sword = hand(&mut g, obj(ids::LONG_SWORD, 7, ids::ITEM_FIRE | ids::ITEM_DRLI));
    script(&mut g, &sword.to_string());
    assert!(g.dowield());
}
