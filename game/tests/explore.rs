//! Exploration through the scripted terminal: doors (`o`, `c`, `^D`),
//! looking (`:`, `;`), the information commands (`^P`, `?`, `\`, `O`,
//! `^O`, `^X`, `^F`), and what the map remembers.

use oxhack_game::game::Game;
use oxhack_game::game::NewGame;
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::level::{D_BROKEN, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR};
use oxhack_vm::terrain::*;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that replays keys and keeps every screen drawn.
struct Scripted {
    keys: VecDeque<char>,
    screens: Arc<Mutex<Vec<String>>>,
}

impl Term for Scripted {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.screens.lock().expect("lock").push(s.text());
    }
    fn read_key(&mut self) -> Option<char> {
        self.keys.pop_front()
    }
}

fn game(seed: u64) -> (Game, Arc<Mutex<Vec<String>>>) {
    let mut g = Game::new(NewGame::quick(seed)).expect("game");
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Scripted { keys: VecDeque::new(), screens: screens.clone() }));
    (g, screens)
}

fn keys(g: &mut Game, k: &str) {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Scripted { keys: k.chars().collect(), screens }));
}

/// Runs one command typed as `k`; returns whether it took time and every
/// screen drawn meanwhile.
fn run(g: &mut Game, k: &str) -> (bool, String) {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Scripted { keys: k.chars().collect(), screens: screens.clone() }));
    let took = g.rhack();
    let all = screens.lock().expect("lock").join("\n");
    (took, all)
}

/// Makes the square east of the hero a door with `mask`.
fn door_east(g: &mut Game, mask: u8) -> (i32, i32) {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    g.lev.set_typ(x, y, DOOR);
    if let Some(l) = g.lev.at_mut(x, y) {
        l.set_doormask(mask);
    }
    g.vision_recalc();
    (x, y)
}

#[test]
fn opening_and_closing_a_door() {
    let (mut g, _) = game(4);
    g.u.abase = [18, 10, 10, 18, 18, 10];
    let (x, y) = door_east(&mut g, D_CLOSED);
    let mut opened = false;
    for _ in 0..20 {
        let (took, _) = run(&mut g, "ol");
        assert!(took);
        if g.lev.at(x, y).doormask() == D_ISOPEN {
            opened = true;
            break;
        }
        assert_eq!(g.history.last().map(String::as_str), Some("The door resists!"));
    }
    assert!(opened, "{:?}", g.history);
    assert!(g.history.iter().any(|m| m == "The door opens."));
    let (took, _) = run(&mut g, "ol");
    assert!(!took);
    assert_eq!(g.history.last().map(String::as_str), Some("This door is already open."));
    for _ in 0..20 {
        run(&mut g, "cl");
        if g.lev.at(x, y).doormask() == D_CLOSED {
            break;
        }
    }
    assert_eq!(g.lev.at(x, y).doormask(), D_CLOSED);
    assert!(g.history.iter().any(|m| m == "The door closes."));
    // Locked doors stay shut.
    if let Some(l) = g.lev.at_mut(x, y) {
        l.set_doormask(D_LOCKED);
    }
    let (took, _) = run(&mut g, "ol");
    assert!(!took);
    assert_eq!(g.history.last().map(String::as_str), Some("This door is locked."));
    // Nothing to open.
    let (took, _) = run(&mut g, "oh");
    assert!(!took || g.history.last().is_some_and(|m| m.contains("door")));
}

#[test]
fn objects_keep_doors_open() {
    let (mut g, _) = game(4);
    let (x, y) = door_east(&mut g, D_ISOPEN);
    let o = g.with_mk(|c| c.mksobj(oxhack_tables::ids::DAGGER, false, false));
    g.lev.place_object(o, x, y);
    run(&mut g, "cl");
    assert_eq!(g.history.last().map(String::as_str), Some("Something's in the way."));
    assert_eq!(g.lev.at(x, y).doormask(), D_ISOPEN);
}

#[test]
fn kicking_doors_until_they_break() {
    let (mut g, _) = game(6);
    g.u.abase = [18, 10, 10, 18, 18, 10];
    let (x, y) = door_east(&mut g, D_LOCKED);
    let mut broke = false;
    for _ in 0..40 {
        let (took, _) = run(&mut g, "\x04l");
        assert!(took);
        let m = g.lev.at(x, y).doormask();
        if m == D_BROKEN || m == D_NODOOR {
            broke = true;
            break;
        }
        assert_eq!(g.history.last().map(String::as_str), Some("WHAMM!!"));
    }
    assert!(broke, "{:?}", g.history);
    assert!(g.history.iter().any(|m| m.starts_with("As you kick the door, it ")));
    assert!(g.vis.couldsee(x + 1, y) || g.lev.typ(x + 1, y) < DOOR, "the broken door no longer blocks sight");
}

#[test]
fn kicking_a_wall_hurts() {
    let (mut g, _) = game(6);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    g.lev.set_typ(x, y, VWALL);
    g.u.uhp = 50;
    g.u.uhpmax = 50;
    let (took, _) = run(&mut g, "\x04l");
    assert!(took);
    assert!(g.history.iter().any(|m| m == "Ouch!  That hurts!"));
    assert!(g.u.uhp < 50 && g.u.uhp >= 45);
}

#[test]
fn kicking_a_monster_fights_it() {
    let (mut g, _) = game(8);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.set_typ(x, y, ROOM);
    let i = g
        .with_mon(|c, lev| {
            c.makemon(lev, Some(oxhack_tables::ids::PM_NEWT), x, y, oxhack_game::monsters::makemon::NO_MM_FLAGS)
        })
        .expect("newt");
    g.lev.monsters[i].mx = x;
    g.lev.monsters[i].my = y;
    g.lev.monsters[i].msleeping = true;
    g.lev.monsters[i].mhp = 1000;
    g.vision_recalc();
    run(&mut g, "\x04l");
    assert!(g.history.iter().any(|m| m == "You kick the newt."), "{:?}", g.history);
    let m = g.lev.monsters.iter().find(|m| m.mnum == oxhack_tables::ids::PM_NEWT).expect("newt");
    assert!(!m.msleeping, "kicked awake");
}

#[test]
fn looking_here_and_far() {
    let (mut g, _) = game(10);
    let s = g.lev.dnstair.expect("stairs");
    g.u_on_newpos(s.x, s.y);
    g.vision_recalc();
    let (took, screens) = run(&mut g, ":");
    assert!(!took);
    assert!(g.history.iter().any(|m| m == "There is a staircase down here."));
    let _ = screens;
    // `;` at the hero: the cursor starts there, `.` picks.
    let (took, screens) = run(&mut g, ";.");
    assert!(!took);
    let last = g.history.last().cloned().unwrap_or_default();
    assert_eq!(last, "@        human valkyrie called Agnar");
    assert!(screens.contains("Pick an object."));
    // One step east of the hero: whatever it is gets a description.
    run(&mut g, ";l.");
    let last = g.history.last().cloned().unwrap_or_default();
    assert!(last.len() > 9 && &last[1..9] == "        ", "{last}");
    // ESC cancels.
    let n = g.history.len();
    run(&mut g, ";\x1b");
    assert_eq!(g.history.len(), n + 1, "only the prompt");
}

#[test]
fn history_help_and_discoveries_show_windows() {
    let (mut g, _) = game(12);
    g.pline("A memorable message.");
    let (took, screens) = run(&mut g, "\x10 ");
    assert!(!took);
    assert!(screens.contains("Message History") && screens.contains("A memorable message."), "{screens}");
    let (took, screens) = run(&mut g, "?b ");
    assert!(!took);
    assert!(screens.contains("List of game commands."));
    assert!(screens.contains("Full Current Key Bindings List"), "{screens}");
    assert!(screens.contains("kick"), "{screens}");
    let (_, screens) = run(&mut g, "?c ");
    assert!(screens.contains("remembered, unseen monster"));
    // Nothing discovered at first (beyond what the role knows).
    g.os.disco.clear();
    // (The role's own pre-discoveries would fill more than a page.)
    for i in 0..g.os.name_known.len() {
        g.os.pre_discovered[i] = false;
        g.os.name_known[i] = false;
        g.os.uname[i] = None;
    }
    let wand_pre = g.os.pre_discovered.clone();
    let (took, screens) = run(&mut g, "\\ ");
    assert!(!took);
    let any_pre = wand_pre.iter().enumerate().any(|(i, &p)| p && oxhack_tables::tables().objects[i].descr.is_some());
    if !any_pre {
        assert_eq!(g.history.last().map(String::as_str), Some("You haven't discovered anything yet..."));
    }
    g.os.discover(oxhack_tables::ids::WAN_DIGGING);
    let (_, screens2) = run(&mut g, "\\ ");
    assert!(screens2.contains("Wands") && screens2.contains("wand of digging"), "{screens2}");
    let _ = screens;
}

#[test]
fn options_toggle_from_the_menu() {
    let (mut g, _) = game(12);
    assert!(g.opts.time);
    // "time" is the fourth boolean: letter d.
    let (took, screens) = run(&mut g, "Od\n");
    assert!(!took);
    assert!(screens.contains("Booleans"));
    assert!(!g.opts.time, "{:?}", g.history);
    // NetHack's doset toggles quietly: the status line says it.
    assert!(!g.history.iter().any(|m| m.contains("time is now")), "{:?}", g.history);
    assert!(!g.screen().row_text(23).contains("T:"));
}

#[test]
fn overview_and_attributes() {
    let (mut g, _) = game(14);
    let s = g.lev.dnstair.expect("stairs");
    g.u_on_newpos(s.x, s.y);
    g.dodown();
    let (took, screens) = run(&mut g, "\x0f ");
    assert!(!took);
    assert!(screens.contains("The Dungeons of Doom: levels 1 to 2"), "{screens}");
    assert!(screens.contains("Level 2: <- you are here, stairs up"), "{screens}");
    assert!(screens.contains("   Level 1:"), "{screens}");
    let (took, screens) = run(&mut g, "\x18 ");
    assert!(!took);
    assert!(screens.contains("Agnar the ") && screens.contains("'s attributes:"), "{screens}");
    assert!(screens.contains("You are a Stripling, a level 1 human Valkyrie."), "{screens}");
    assert!(!screens.contains("Your luck is"));
}

#[test]
fn the_wizard_maps_the_level() {
    let (mut g, _) = game(16);
    g.wizard = true;
    let (took, _) = run(&mut g, "\x06");
    assert!(!took);
    let s = g.lev.dnstair.expect("stairs");
    let (ch, _) = g.glyph_look(g.mem.get(s.x, s.y));
    assert_eq!(ch, '>');
    for t in &g.lev.traps {
        assert!(t.tseen);
    }
}

#[test]
fn dark_floor_out_of_sight_is_remembered_dark_and_monsters_vanish() {
    let (mut g, _) = game(18);
    // Walk a few steps with no light: whatever room floor is remembered
    // out of sight shows as dark floor, never as lit floor.
    for _ in 0..15 {
        keys(&mut g, "");
        for d in [(1, 0), (0, 1), (-1, 0), (0, -1)] {
            if g.test_move(g.u.ux, g.u.uy, d.0, d.1, false) {
                g.domove(d.0, d.1);
                break;
            }
        }
    }
    for (x, y) in oxhack_game::world::level::Level::positions() {
        if !g.vis.cansee(x, y) {
            if let Some(m) = g.lev.monster_at(x, y) {
                let shown = g.shown_glyph(m.mx, m.my);
                assert!(
                    !matches!(shown, oxhack_game::world::display::Glyph::Mon { .. }),
                    "unseen monster shown at ({x},{y})"
                );
            }
            let g2 = g.mem.get(x, y);
            assert_ne!(
                g2,
                oxhack_game::world::display::Glyph::Cmap(oxhack_game::world::glyph::sym::S_ROOM as u8),
                "({x},{y})"
            );
        }
    }
}

#[test]
fn remembered_unseen_monsters() {
    let (mut g, _) = game(20);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.map_invisible(x, y);
    assert_eq!(g.mem.get(x, y), oxhack_game::world::display::Glyph::Invisible);
    assert_eq!(g.glyph_look(g.shown_glyph(x, y)).0, 'I');
    // Seen empty: forgotten.
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.vision_recalc();
    assert_ne!(g.mem.get(x, y), oxhack_game::world::display::Glyph::Invisible);
    // Never on the hero.
    g.map_invisible(g.u.ux, g.u.uy);
    assert_ne!(g.mem.get(g.u.ux, g.u.uy), oxhack_game::world::display::Glyph::Invisible);
}

#[test]
fn hallucination_uses_only_the_display_stream() {
    let (mut g, _) = game(22);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.set_typ(x, y, ROOM);
    let i = g
        .with_mon(|c, lev| {
            c.makemon(lev, Some(oxhack_tables::ids::PM_NEWT), x, y, oxhack_game::monsters::makemon::NO_MM_FLAGS)
        })
        .expect("newt");
    g.lev.monsters[i].mx = x;
    g.lev.monsters[i].my = y;
    g.u.set_timeout(oxhack_defs::Prop::Halluc, 100);
    let before = g.rng.clone();
    let mut looks = std::collections::HashSet::new();
    for _ in 0..10 {
        g.vision_recalc();
        looks.insert(format!("{:?}", g.shown_glyph(x, y)));
    }
    assert_eq!(format!("{:?}", g.rng), format!("{before:?}"), "the play stream is untouched");
    assert!(looks.len() > 1, "{looks:?}");
}

#[test]
fn kicking_finds_secret_doors() {
    let (mut g, _) = game(24);
    g.u.abase = [18, 10, 10, 18, 18, 10];
    g.u.uhp = 500;
    g.u.uhpmax = 500;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    g.lev.set_typ(x, y, SDOOR);
    if let Some(l) = g.lev.at_mut(x, y) {
        l.flags = 0;
    }
    for _ in 0..30 {
        run(&mut g, "\x04l");
        g.u.set_timeout(oxhack_defs::Prop::WoundedLegs, 0);
        if g.lev.typ(x, y) == DOOR {
            break;
        }
        assert_eq!(g.history.last().map(String::as_str), Some("Ouch!  That hurts!"));
    }
    assert_eq!(g.lev.typ(x, y), DOOR);
    assert_eq!(g.lev.at(x, y).doormask(), D_ISOPEN);
    assert!(g.history.iter().any(|m| m == "Crash!  You kick open a secret door!"));
}

#[test]
fn mimics_look_like_what_they_pretend_to_be() {
    let (mut g, _) = game(26);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.set_typ(x, y, ROOM);
    let i = g
        .with_mon(|c, lev| {
            c.makemon(lev, Some(oxhack_tables::ids::PM_SMALL_MIMIC), x, y, oxhack_game::monsters::makemon::NO_MM_FLAGS)
        })
        .expect("mimic");
    g.lev.monsters[i].mx = x;
    g.lev.monsters[i].my = y;
    g.lev.monsters[i].appear = oxhack_game::world::monst::Appearance::Object(oxhack_tables::ids::CHEST.0);
    g.vision_recalc();
    assert_eq!(g.glyph_look(g.shown_glyph(x, y)).0, '(');
}

/// Seed 42, Dlvl 2: the hero arrives in a lit room whose side walls and
/// corners face rock; all of its rectangle shows from inside, as it
/// would fully mapped (a secret door looks like wall).
#[test]
fn a_lit_room_shows_its_whole_wall_rectangle_from_inside() {
    let (mut g, _) = game(42);
    let s = g.lev.dnstair.expect("down stairs");
    g.u_on_newpos(s.x, s.y);
    let (took, _) = run(&mut g, ">");
    assert!(took);
    assert_eq!(g.u.uz.dlevel, 2);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let room = g
        .lev
        .rooms
        .iter()
        .find(|r| (r.lx..=r.hx).contains(&ux) && (r.ly..=r.hy).contains(&uy))
        .cloned()
        .expect("the hero arrives in a room");
    assert!(room.rlit);
    let mut checked = 0;
    for y in room.ly - 1..=room.hy + 1 {
        for x in room.lx - 1..=room.hx + 1 {
            if (room.lx..=room.hx).contains(&x) && (room.ly..=room.hy).contains(&y) {
                continue;
            }
            let want = oxhack_game::world::glyph::map_glyph_char(&g.lev, x, y);
            let (ch, _) = g.glyph_look(g.mem.get(x, y));
            assert_eq!(ch, want, "({x},{y}) typ {}", g.lev.typ(x, y));
            assert_ne!(ch, ' ');
            checked += 1;
        }
    }
    assert_eq!(checked, 2 * (room.hx - room.lx + 3) + 2 * (room.hy - room.ly + 1));
}
