//! Rarity classes (issue 19, the Rust tutorial's magic item classes):
//! common, rare and legendary by item power, only for what the hero knows
//! of an object; shown as the colour of its menu lines (or a `{rare}`
//! marker without colours) and of its glyph on the map; the
//! `rarity_colors` option turns it off.

mod arena;

use arena::{give, room_arena};
use oxhack_defs::Rarity;
use oxhack_game::game::Game;
use oxhack_game::objects::itempower::{item_power, rarity};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::obj::{ITEM_MAGICAL, Obj};
use oxhack_tables::{ids, tables};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

const BRIGHT_GREEN: u8 = 10;
const BRIGHT_MAGENTA: u8 = 13;
const BRIGHT_CYAN: u8 = 14;

/// A fully known object.
fn known(otyp: oxhack_defs::Otyp, spe: i8, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.spe = spe;
    o.oprops = props;
    o.fully_identify();
    o
}

/// A terminal that keeps every screen whole (cells and colours) and
/// types `keys`.
struct Eye {
    keys: VecDeque<char>,
    screens: Arc<Mutex<Vec<Screen>>>,
}

impl Term for Eye {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.screens.lock().expect("lock").push(s.clone());
    }
    fn read_key(&mut self) -> Option<char> {
        self.keys.pop_front()
    }
}

fn watch(g: &mut Game, keys: &str) -> Arc<Mutex<Vec<Screen>>> {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Eye { keys: keys.chars().collect(), screens: screens.clone() }));
    screens
}

/// The colour of the first cell of `text` on a screen showing it, and
/// the row's text.
fn color_of(screens: &Arc<Mutex<Vec<Screen>>>, text: &str) -> Option<(u8, String)> {
    let screens = screens.lock().expect("lock");
    for s in screens.iter().rev() {
        for r in 0..s.rows {
            let row = s.row_text(r);
            if let Some(at) = row.find(text) {
                let col = row[..at].chars().count();
                return Some((s.cells[r * s.cols + col].color, row));
            }
        }
    }
    None
}

/// The inventory window's screens for `g`.
fn inventory(g: &mut Game) -> Arc<Mutex<Vec<Screen>>> {
    let screens = watch(g, "\x1b");
    g.display_inventory(None);
    screens
}

#[test]
fn classes_follow_the_known_item_power() {
    let mut g = room_arena(11, true);
    g.os.discover(ids::SPEED_BOOTS);
    let t = tables();
    let cases: &[(Obj, i32, Rarity)] = &[
        // fire alone: 1 enchantment, power 0.
        (known(ids::DAGGER, 0, ids::ITEM_FIRE), 0, Rarity::Common),
        // +2 and fire: 3, power 2 -- still common.
        (known(ids::LONG_SWORD, 2, ids::ITEM_FIRE), 2, Rarity::Common),
        // +3 and fire: 4, power 3 -- rare from 3.
        (known(ids::LONG_SWORD, 3, ids::ITEM_FIRE), 3, Rarity::Rare),
        // +2, fire and drain: 5, power 5.
        (known(ids::LONG_SWORD, 2, ids::ITEM_FIRE | ids::ITEM_DRLI), 5, Rarity::Rare),
        // +3, fire and drain: 6, power 8 -- legendary from 8.
        (known(ids::LONG_SWORD, 3, ids::ITEM_FIRE | ids::ITEM_DRLI), 8, Rarity::Legendary),
        // Speed boots with reflection: base 2 + 3.
        (known(ids::SPEED_BOOTS, 0, ids::ITEM_REFLECTION), 5, Rarity::Rare),
    ];
    for (o, power, class) in cases {
        assert_eq!(item_power(t, o), *power, "{}", g.doname(o));
        assert_eq!(rarity(t, &g.os, o), Some(*class), "{}", g.doname(o));
    }
    // No affixes, no class, however powerful.
    assert_eq!(rarity(t, &g.os, &known(ids::LONG_SWORD, 7, 0)), None);
}

#[test]
fn only_what_the_hero_knows_counts() {
    let g = room_arena(12, true);
    let t = tables();
    let mut o = known(ids::LONG_SWORD, 3, ids::ITEM_FIRE | ids::ITEM_DRLI);
    assert_eq!(rarity(t, &g.os, &o), Some(Rarity::Legendary));
    // Never looked at: nothing shows.
    o.oprops_known = 0;
    o.known = false;
    assert_eq!(rarity(t, &g.os, &o), None);
    // Known to be magical, nothing more: common, what "magical" says.
    o.oprops_known = ITEM_MAGICAL;
    assert_eq!(rarity(t, &g.os, &o), Some(Rarity::Common));
    // Fire learned (in combat, say) and the plus unknown: 1 enchantment.
    o.oprops_known = ITEM_MAGICAL | ids::ITEM_FIRE;
    assert_eq!(rarity(t, &g.os, &o), Some(Rarity::Common));
    // The plus seen (+3 and fire: 4, power 3).
    o.known = true;
    assert_eq!(rarity(t, &g.os, &o), Some(Rarity::Rare));
    // Both properties: legendary, as the whole truth.
    o.oprops_known |= ids::ITEM_DRLI;
    assert_eq!(rarity(t, &g.os, &o), Some(Rarity::Legendary));
    // The base type's own magic counts once the type is identified.
    let mut boots = known(ids::SPEED_BOOTS, 0, ids::ITEM_FIRE | ids::ITEM_STEALTH);
    assert!(!g.os.is_known(ids::SPEED_BOOTS));
    assert_eq!(rarity(t, &g.os, &boots), Some(Rarity::Common), "2 enchantments without the boots' own");
    let mut g2 = room_arena(12, true);
    g2.os.discover(ids::SPEED_BOOTS);
    assert_eq!(rarity(t, &g2.os, &boots), Some(Rarity::Rare), "4 with them");
    boots.oprops_known = 0;
    assert_eq!(rarity(t, &g2.os, &boots), None);
}

#[test]
fn inventory_lines_show_the_class_in_colour() {
    let mut g = room_arena(13, true);
    give(&mut g, ids::LONG_SWORD, |o| *o = Obj { o_id: o.o_id, ..known(ids::LONG_SWORD, 3, ids::ITEM_FIRE) });
    give(&mut g, ids::DAGGER, |o| *o = Obj { o_id: o.o_id, ..known(ids::DAGGER, 0, ids::ITEM_FROST) });
    give(&mut g, ids::SPEAR, |o| *o = Obj { o_id: o.o_id, ..known(ids::SPEAR, 3, ids::ITEM_FIRE | ids::ITEM_DRLI) });
    // Magical, properties unknown: common however strong.
    give(&mut g, ids::AXE, |o| {
        *o = Obj { o_id: o.o_id, ..known(ids::AXE, 5, ids::ITEM_FIRE | ids::ITEM_VORPAL) };
        o.oprops_known = 0;
        o.known = false;
    });
    give(&mut g, ids::SHORT_SWORD, |o| *o = Obj { o_id: o.o_id, ..known(ids::SHORT_SWORD, 3, 0) });
    let screens = inventory(&mut g);
    let (c, row) = color_of(&screens, "long sword of fire").expect("the sword's line");
    assert_eq!(c, BRIGHT_CYAN, "rare: {row}");
    let (c, row) = color_of(&screens, "dagger of frost").expect("the dagger's line");
    assert_eq!(c, BRIGHT_GREEN, "common: {row}");
    let (c, row) = color_of(&screens, "spear of fire").expect("the spear's line");
    assert_eq!(c, BRIGHT_MAGENTA, "legendary: {row}");
    let (c, row) = color_of(&screens, "magical").expect("the axe's line");
    assert_eq!(c, BRIGHT_GREEN, "magical only: {row}");
    let (c, row) = color_of(&screens, "short sword").expect("the short sword's line");
    assert_eq!(c, 8, "no properties, no class: {row}");
    // The letter and the whole line take the colour.
    let (c, row) = color_of(&screens, "a - ").expect("a line");
    assert!(row.contains("long sword"), "{row}");
    assert_eq!(c, BRIGHT_CYAN);
}

#[test]
fn without_colours_menus_write_the_class() {
    let mut g = room_arena(14, true);
    g.opts.color = false;
    give(&mut g, ids::LONG_SWORD, |o| *o = Obj { o_id: o.o_id, ..known(ids::LONG_SWORD, 3, ids::ITEM_FIRE) });
    give(&mut g, ids::DAGGER, |o| *o = Obj { o_id: o.o_id, ..known(ids::DAGGER, 0, ids::ITEM_FROST) });
    let screens = inventory(&mut g);
    let (c, row) = color_of(&screens, "long sword of fire").expect("the sword's line");
    assert_eq!(c, 8);
    assert!(row.ends_with("(weapon in hand) {rare}") || row.ends_with("of fire {rare}"), "{row}");
    let (_, row) = color_of(&screens, "dagger of frost").expect("the dagger's line");
    assert!(row.ends_with("{common}"), "{row}");
}

#[test]
fn the_option_off_shows_nothing() {
    let mut g = room_arena(15, true);
    g.rules.rarity_colors = false;
    give(&mut g, ids::LONG_SWORD, |o| *o = Obj { o_id: o.o_id, ..known(ids::LONG_SWORD, 3, ids::ITEM_FIRE) });
    let screens = inventory(&mut g);
    let (c, row) = color_of(&screens, "long sword of fire").expect("the sword's line");
    assert_eq!(c, 8, "{row}");
    assert!(!row.contains('{'), "{row}");
    // And without colours, no marker either.
    g.opts.color = false;
    let screens = inventory(&mut g);
    let (_, row) = color_of(&screens, "long sword of fire").expect("the sword's line");
    assert!(!row.contains("{rare}"), "{row}");
}

#[test]
fn pick_up_menus_show_the_class() {
    let mut g = room_arena(16, true);
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(known(ids::LONG_SWORD, 3, ids::ITEM_FIRE | ids::ITEM_DRLI), x, y);
    g.lev.place_object(known(ids::DAGGER, 0, 0), x, y);
    let screens = watch(&mut g, "\x1b");
    g.dopickup();
    assert!(color_of(&screens, "Pick up what?").is_some());
    let (c, row) = color_of(&screens, "long sword of fire").expect("the sword's line");
    assert_eq!(c, BRIGHT_MAGENTA, "{row}");
    let (c, _) = color_of(&screens, "dagger").expect("the dagger's line");
    assert_eq!(c, 8);
}

#[test]
fn looking_here_shows_the_class() {
    let mut g = room_arena(17, true);
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(known(ids::LONG_SWORD, 3, ids::ITEM_FIRE | ids::ITEM_DRLI), x, y);
    g.lev.place_object(known(ids::DAGGER, 0, 0), x, y);
    let screens = watch(&mut g, "\x1b");
    g.dolook();
    assert!(color_of(&screens, "Things that are here:").is_some());
    let (c, row) = color_of(&screens, "long sword of fire").expect("the sword's line");
    assert_eq!(c, BRIGHT_MAGENTA, "{row}");
    let (c, _) = color_of(&screens, "dagger").expect("the dagger's line");
    assert_eq!(c, 8);
    // One object is a message, which has no colour: the class is a word.
    let mut g = room_arena(18, true);
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(known(ids::LONG_SWORD, 3, ids::ITEM_FIRE), x, y);
    g.dolook();
    assert!(
        g.history.iter().any(|h| h.starts_with("You see here") && h.ends_with("long sword of fire {rare}.")),
        "{:?}",
        g.history
    );
}

/// The map cell of square (x, y).
fn map_cell(g: &Game, x: i32, y: i32) -> (char, u8) {
    let mut s = Screen::new(80, 24);
    g.draw_map(&mut s);
    let c = s.cells[(y as usize + 1) * 80 + (x as usize - 1)];
    (c.ch, c.color)
}

#[test]
fn the_map_draws_objects_in_their_class_colour() {
    let mut g = room_arena(17, true);
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(known(ids::LONG_SWORD, 3, ids::ITEM_FIRE | ids::ITEM_DRLI), x + 1, y);
    g.lev.place_object(known(ids::LONG_SWORD, 3, ids::ITEM_FIRE), x - 1, y);
    let mut unseen = known(ids::LONG_SWORD, 3, ids::ITEM_FIRE | ids::ITEM_DRLI);
    unseen.oprops_known = 0;
    g.lev.place_object(unseen, x, y + 1);
    g.lev.place_object(known(ids::LONG_SWORD, 3, 0), x, y - 1);
    g.vision_recalc();
    let plain = g.os.color[ids::LONG_SWORD.0 as usize].value();
    assert_ne!(plain, BRIGHT_MAGENTA);
    assert_ne!(plain, BRIGHT_CYAN);
    assert_eq!(map_cell(&g, x + 1, y), (')', BRIGHT_MAGENTA));
    assert_eq!(map_cell(&g, x - 1, y), (')', BRIGHT_CYAN));
    assert_eq!(map_cell(&g, x, y + 1), (')', plain), "properties not known: no class");
    assert_eq!(map_cell(&g, x, y - 1), (')', plain), "no properties: no class");
    // The option off: every sword in its own colour.
    g.rules.rarity_colors = false;
    assert_eq!(map_cell(&g, x + 1, y), (')', plain));
    assert_eq!(map_cell(&g, x - 1, y), (')', plain));
    // No colours at all: the terminal's default.
    g.rules.rarity_colors = true;
    g.opts.color = false;
    assert_eq!(map_cell(&g, x + 1, y), (')', 8));
}
