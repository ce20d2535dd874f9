//! The command table (cmd.c's `extcmdlist[]` and `commands_init`): every
//! command of NetHack 3.6.7 with its key, extended-command name,
//! description, flags and the `Game` method that carries it out, plus the
//! keys bound besides (`bind_key`) and the prefix keys (`spkeys`).
//!
//! Everything else derives from this one table: the key dispatcher in
//! [`super`], `#` with its completion, `#?`, `&`, the key list of `?`,
//! and `docs/commands.md` (see [`super::doc`]).

use crate::game::Game;
use crate::ui::keys::{ctrl, movement_dir};

/// A command: takes the game, returns whether it took time.
pub type CmdFn = fn(&mut Game) -> bool;

/// Usable while buried (`IFBURIED`); kept for fidelity, OxHack has no
/// burial yet.
pub const IFBURIED: u16 = 0x01;
/// Completed by `#` when typed as a unique prefix (`AUTOCOMPLETE`).
pub const AUTOCOMPLETE: u16 = 0x02;
/// Wizard mode only (`WIZMODECMD`).
pub const WIZMODECMD: u16 = 0x04;
/// A command about the game rather than in it (`GENERALCMD`).
pub const GENERALCMD: u16 = 0x08;
/// Not available in this build (`CMD_NOT_AVAILABLE`): left out of `#?`.
pub const NOTAVAIL: u16 = 0x10;
/// OxHack's own: only while play-testing a level (`oxhack --level`).
pub const PLAYTEST: u16 = 0x20;

/// How much of a command OxHack carries out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Does what NetHack 3.6.7 does.
    Done,
    /// Works, with what is missing said in words.
    Partial(&'static str),
    /// Says in words that it does not exist yet (a stub in `notyet.rs`).
    NotYet,
}

/// One command of the table (`struct ext_func_tab`).
#[derive(Clone, Copy)]
pub struct ExtCmd {
    /// Its key in `extcmdlist[]`, if any (meta keys as `M(c)`).
    pub key: Option<char>,
    /// The extended command's name (`#name`).
    pub name: &'static str,
    pub desc: &'static str,
    pub flags: u16,
    pub func: CmdFn,
    pub status: Status,
}

impl ExtCmd {
    pub fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
}

impl std::fmt::Debug for ExtCmd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.name)
    }
}

/// A meta key (`M(c)`): the character with its high bit set.
pub const fn meta(c: char) -> char {
    match char::from_u32(c as u32 | 0x80) {
        Some(m) => m,
        None => c,
    }
}

use Status::{Done, NotYet, Partial};

const fn k(c: char) -> Option<char> {
    Some(c)
}
const NOKEY: Option<char> = None;
const B: u16 = IFBURIED;
const A: u16 = AUTOCOMPLETE;
const W: u16 = WIZMODECMD | IFBURIED | AUTOCOMPLETE;
const G: u16 = GENERALCMD | IFBURIED;

macro_rules! c {
    ($key:expr, $name:literal, $desc:literal, $f:path, $flags:expr, $status:expr) => {
        ExtCmd { key: $key, name: $name, desc: $desc, flags: $flags, func: $f, status: $status }
    };
}

/// Every extended command, in NetHack's order (by name), with OxHack's
/// `#rebuild` for play-tests.
pub const EXTCMDS: &[ExtCmd] = &[
    c!(k('#'), "#", "perform an extended command", Game::doextcmd, G, Done),
    c!(k(meta('?')), "?", "list all extended commands", Game::doextlist, G | A, Done),
    c!(
        k(meta('a')),
        "adjust",
        "adjust inventory letters",
        Game::doorganize,
        B | A,
        Partial("no count to split a stack")
    ),
    c!(k(meta('A')), "annotate", "name current level", Game::donamelevel, B | A, Done),
    c!(k('a'), "apply", "apply (use) a tool (pick-axe, key, lamp...)", Game::doapply, 0, Done),
    c!(k(ctrl('x')), "attributes", "show your attributes", Game::doattributes, B, Done),
    c!(k('@'), "autopickup", "toggle the pickup option on/off", Game::dotogglepickup, B, Done),
    c!(k('C'), "call", "call (name) something", Game::docallcmd, B, Done),
    c!(k('Z'), "cast", "zap (cast) a spell", Game::docast, B, Done),
    c!(k(meta('c')), "chat", "talk to someone", Game::dochat, B | A, Done),
    c!(k('c'), "close", "close a door", Game::doclose, 0, Done),
    c!(k(meta('C')), "conduct", "list voluntary challenges you have maintained", Game::doconduct, B | A, Done),
    c!(k(meta('d')), "dip", "dip an object into something", Game::dodip, A, Partial("no polymorph or lamp refuelling")),
    c!(k('>'), "down", "go down a staircase", Game::dodown, 0, Done),
    c!(k('d'), "drop", "drop an item", Game::dodrop, 0, Done),
    c!(k('D'), "droptype", "drop specific item types", Game::doddrop, 0, Done),
    c!(k('e'), "eat", "eat something", Game::doeat, 0, Done),
    c!(k('E'), "engrave", "engrave writing on the floor", Game::doengrave, 0, Done),
    c!(k(meta('e')), "enhance", "advance or check weapon and spell skills", Game::enhance_weapon_skill, B | A, Done),
    c!(NOKEY, "exploremode", "enter explore (discovery) mode", Game::enter_explore_mode, B, Done),
    c!(k('f'), "fire", "fire ammunition from quiver", Game::dofire, 0, Done),
    c!(k(meta('f')), "force", "force a lock", Game::doforce, A, Done),
    c!(k(';'), "glance", "show what type of thing a map symbol corresponds to", Game::doquickwhatis, G, Done),
    c!(k('?'), "help", "give a help message", Game::dohelp, G, Done),
    c!(NOKEY, "herecmdmenu", "show menu of commands you can do here", Game::doherecmdmenu, B, Done),
    c!(k('V'), "history", "show long version and game history", Game::dohistory, G, Done),
    c!(k('i'), "inventory", "show your inventory", Game::ddoinv, B, Done),
    c!(k('I'), "inventtype", "inventory specific item types", Game::dotypeinv, B, Done),
    c!(k(meta('i')), "invoke", "invoke an object's special powers", Game::doinvoke, B | A, Partial("some powers")),
    c!(k(meta('j')), "jump", "jump to another location", Game::dojump, A, Partial("no jumping spell")),
    c!(k(ctrl('d')), "kick", "kick something", Game::dokick, 0, Done),
    c!(k('\\'), "known", "show what object types have been discovered", Game::dodiscovered, G, Done),
    c!(k('`'), "knownclass", "show discovered types for one class of objects", Game::doclassdisco, G, Done),
    c!(NOKEY, "levelchange", "change experience level", Game::wiz_level_change, W, Done),
    c!(NOKEY, "lightsources", "show mobile light sources", Game::wiz_light_sources, W, Done),
    c!(k(':'), "look", "look at what is here", Game::dolook, B, Done),
    c!(k(meta('l')), "loot", "loot a box on the floor", Game::doloot, A, Done),
    c!(
        k(meta('m')),
        "monster",
        "use monster's special ability",
        Game::domonability,
        B | A,
        Partial("no hiding, web spinning, gremlin splitting, unicorn horn or vampire shifting")
    ),
    c!(k('N'), "name", "name a monster or an object", Game::docallcmd, B | A, Done),
    c!(k(meta('o')), "offer", "offer a sacrifice to the gods", Game::dosacrifice, A, Done),
    c!(k('o'), "open", "open a door", Game::doopen, 0, Done),
    c!(k('O'), "options", "show option settings, possibly change them", Game::doset, G, Done),
    c!(k(ctrl('o')), "overview", "show a summary of the explored dungeon", Game::dooverview, B | A, Done),
    c!(NOKEY, "panic", "test panic routine (fatal to game)", Game::wiz_panic, W, Partial("refused: no crash test")),
    c!(k('p'), "pay", "pay your shopping bill", Game::dopay, 0, Done),
    c!(k(','), "pickup", "pick up things at the current location", Game::dopickup, 0, Done),
    c!(NOKEY, "polyself", "polymorph self", Game::wiz_polyself, W, NotYet),
    c!(k(meta('p')), "pray", "pray to the gods for help", Game::dopray, B | A, Done),
    c!(k(ctrl('p')), "prevmsg", "view recent game messages", Game::doprev_message, G, Done),
    c!(k('P'), "puton", "put on an accessory (ring, amulet, etc)", Game::doputon, 0, Done),
    c!(k('q'), "quaff", "quaff (drink) something", Game::dodrink, 0, Done),
    c!(k(meta('q')), "quit", "exit without saving current game", Game::doquit, G | A, Done),
    c!(k('Q'), "quiver", "select ammunition for quiver", Game::dowieldquiver, 0, Done),
    c!(k('r'), "read", "read a scroll or spellbook", Game::doread, 0, Done),
    c!(k(ctrl('r')), "redraw", "redraw screen", Game::doredraw, G, Done),
    c!(k('R'), "remove", "remove an accessory (ring, amulet, etc)", Game::doremring, 0, Done),
    c!(k(meta('R')), "ride", "mount or dismount a saddled steed", Game::doride, A, NotYet),
    c!(k(meta('r')), "rub", "rub a lamp or a stone", Game::dorub, A, Partial("no touchstone test")),
    c!(k('S'), "save", "save the game and exit", Game::dosave, G, Done),
    c!(k('s'), "search", "search for traps and secret doors", Game::dosearch, B, Done),
    c!(k('*'), "seeall", "show all equipment in use", Game::doprinuse, B, Done),
    c!(k('"'), "seeamulet", "show the amulet currently worn", Game::dopramulet, B, Done),
    c!(k('['), "seearmor", "show the armor currently worn", Game::doprarm, B, Done),
    c!(k('$'), "seegold", "count your gold", Game::doprgold, B, Done),
    c!(NOKEY, "seenv", "show seen vectors", Game::wiz_show_seenv, W, Done),
    c!(k('='), "seerings", "show the ring(s) currently worn", Game::doprring, B, Done),
    c!(k('+'), "seespells", "list and reorder known spells", Game::dovspell, B, Done),
    c!(k('('), "seetools", "show the tools currently in use", Game::doprtool, B, Done),
    c!(k('^'), "seetrap", "show the type of adjacent trap", Game::doidtrap, B, Done),
    c!(k(')'), "seeweapon", "show the weapon currently wielded", Game::doprwep, B, Done),
    c!(k('!'), "shell", "do a shell escape", Game::dosh, G | NOTAVAIL, Partial("refused: no shell escape")),
    c!(k(meta('s')), "sit", "sit down", Game::dosit, A, Partial("no egg-laying")),
    c!(NOKEY, "stats", "show memory statistics", Game::wiz_show_stats, W, Done),
    c!(k(ctrl('z')), "suspend", "suspend the game", Game::dosuspend, G | NOTAVAIL, Partial("refused: no suspending")),
    c!(k('x'), "swap", "swap wielded and secondary weapons", Game::doswapweapon, 0, Done),
    c!(k('T'), "takeoff", "take off one piece of armor", Game::dotakeoff, 0, Done),
    c!(k('A'), "takeoffall", "remove all armor", Game::doddoremarm, 0, Done),
    c!(k(ctrl('t')), "teleport", "teleport around the level", Game::dotelecmd, B, Partial("no teleport spell")),
    c!(NOKEY, "terrain", "show map without obstructions", Game::doterrain, B | A, Done),
    c!(NOKEY, "therecmdmenu", "menu of commands you can do from here to adjacent spot", Game::dotherecmdmenu, 0, Done),
    c!(k('t'), "throw", "throw something", Game::dothrow, 0, Done),
    c!(NOKEY, "timeout", "look at timeout queue and hero's timed intrinsics", Game::wiz_timeout_queue, W, Done),
    c!(
        k(meta('T')),
        "tip",
        "empty a container",
        Game::dotip,
        A,
        Partial("a horn of plenty empties without its food and drink")
    ),
    c!(k('_'), "travel", "travel to a specific location on the map", Game::dotravel, 0, Done),
    c!(k(meta('t')), "turn", "turn undead away", Game::doturn, B | A, Partial("no turn undead spell")),
    c!(k('X'), "twoweapon", "toggle two-weapon combat", Game::dotwoweapon, A, Done),
    c!(k(meta('u')), "untrap", "untrap something", Game::dountrap, A, Partial("no helping monsters out of pits")),
    c!(k('<'), "up", "go up a staircase", Game::doup, 0, Done),
    c!(NOKEY, "vanquished", "list vanquished monsters", Game::dovanquished, W, Done),
    c!(
        k(meta('v')),
        "version",
        "list compile time options for this version of NetHack",
        Game::doextversion,
        G | A,
        Done
    ),
    c!(k('v'), "versionshort", "show version", Game::doversion, G, Done),
    c!(NOKEY, "vision", "show vision array", Game::wiz_show_vision, W, Done),
    c!(k('.'), "wait", "rest one move while doing nothing", Game::donull, B, Done),
    c!(k('W'), "wear", "wear a piece of armor", Game::dowear, 0, Done),
    c!(k('&'), "whatdoes", "tell what a command does", Game::dowhatdoes, B, Done),
    c!(k('/'), "whatis", "show what type of thing a symbol corresponds to", Game::dowhatis, G, Done),
    c!(k('w'), "wield", "wield (put in use) a weapon", Game::dowield, 0, Done),
    c!(k(meta('w')), "wipe", "wipe off your face", Game::dowipe, A, Done),
    c!(k(ctrl('e')), "wizdetect", "reveal hidden things within a small radius", Game::wiz_detect, W, Done),
    c!(k(ctrl('g')), "wizgenesis", "create a monster", Game::wiz_genesis, W, Done),
    c!(k(ctrl('i')), "wizidentify", "identify all items in inventory", Game::wiz_identify, W, Done),
    c!(NOKEY, "wizintrinsic", "set an intrinsic", Game::wiz_intrinsic, W, Done),
    c!(k(ctrl('v')), "wizlevelport", "teleport to another level", Game::wiz_level_tele, W, Done),
    c!(NOKEY, "wizmakemap", "recreate the current level", Game::wiz_makemap, WIZMODECMD | B, Done),
    c!(k(ctrl('f')), "wizmap", "map the level", Game::wiz_map, W, Done),
    c!(NOKEY, "wizrumorcheck", "verify rumor boundaries", Game::wiz_rumor_check, W, Done),
    c!(NOKEY, "wizsmell", "smell monster", Game::wiz_smell, W, Partial("no monster has a smell yet")),
    c!(NOKEY, "wizwhere", "show locations of special levels", Game::wiz_where, W, Done),
    c!(k(ctrl('w')), "wizwish", "wish for something", Game::wiz_wish, W, Done),
    c!(NOKEY, "wmode", "show wall modes", Game::wiz_show_wmodes, W, Done),
    c!(k('z'), "zap", "zap a wand", Game::dozap, 0, Done),
    c!(k(ctrl('q')), "rebuild", "build the play-tested level again", Game::wiz_rebuild, W | PLAYTEST, Done),
];

/// When a key bound besides a command's own applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Always (movement keys of the current mode still come first).
    Always,
    /// In wizard mode only.
    Wizard,
}

/// Keys bound besides the table's own (`commands_init`'s `bind_key`):
/// most matter with `number_pad` on, when the letters do not move.
/// OxHack keeps NetHack 3.4.3's wizard-mode `^O` for `#wizwhere`.
pub const BINDINGS: &[(char, &str, When)] = &[
    (ctrl('o'), "wizwhere", When::Wizard),
    (ctrl('l'), "redraw", When::Always),
    ('h', "help", When::Always),
    ('j', "jump", When::Always),
    ('k', "kick", When::Always),
    ('l', "loot", When::Always),
    (ctrl('n'), "annotate", When::Always),
    (meta('n'), "name", When::Always),
    (meta('N'), "name", When::Always),
    ('u', "untrap", When::Always),
    (meta('O'), "overview", When::Always),
    (meta('2'), "twoweapon", When::Always),
    (' ', "wait", When::Always),
];

/// What a prefix or other special key does (`spkeys`), and whether it is
/// one with `number_pad` off (vi-keys), on, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpecialKey {
    pub key: char,
    pub name: &'static str,
    pub desc: &'static str,
    pub vi: bool,
    pub numpad: bool,
}

const fn sk(key: char, name: &'static str, desc: &'static str, vi: bool, numpad: bool) -> SpecialKey {
    SpecialKey { key, name, desc, vi, numpad }
}

/// The prefix and special keys, read by the dispatcher before the table.
pub const SPECIAL_KEYS: &[SpecialKey] = &[
    sk('\x1b', "escape", "escape from the current query/action", true, true),
    sk('g', "rush", "Prefix: rush until something interesting is seen", true, true),
    sk('G', "run", "Prefix: run until something very interesting is seen", true, true),
    sk('5', "run.numpad", "Prefix: run until something very interesting is seen", false, true),
    sk('F', "fight", "Prefix: force fight even if you don't see a monster", true, true),
    sk('-', "fight.numpad", "Prefix: force fight even if you don't see a monster", false, true),
    sk('m', "nopickup", "Prefix: move without picking up objects/fighting", true, true),
    sk('M', "run.nopickup", "Prefix: run without picking up objects/fighting", true, true),
    sk('0', "doinv", "view inventory", false, true),
    sk('n', "count", "Prefix: a count for the next command", false, true),
    sk(ctrl('a'), "repeat", "re-do: perform the previous command again", true, true),
    sk(ctrl('c'), "break", "break out of NetHack (SIGINT): asks to quit", true, true),
];

/// The command named `name` (exactly).
pub fn by_name(name: &str) -> Option<&'static ExtCmd> {
    EXTCMDS.iter().find(|e| e.name == name)
}

/// The special key `c` in the current mode, if it is one.
pub fn special_key(c: char, number_pad: bool) -> Option<&'static SpecialKey> {
    SPECIAL_KEYS.iter().find(|s| s.key == c && if number_pad { s.numpad } else { s.vi })
}

/// The command bound to key `c` (`Cmd.commands[c]`): the extra bindings
/// first, then the table's own keys. Movement and prefix keys are the
/// dispatcher's and shadow these (see [`effective`]).
pub fn bound(c: char, wizard: bool) -> Option<&'static ExtCmd> {
    BINDINGS
        .iter()
        .find(|b| b.0 == c && (b.2 == When::Always || wizard))
        .and_then(|b| by_name(b.1))
        .or_else(|| EXTCMDS.iter().find(|e| e.key == Some(c)))
}

/// Whether key `c` moves the hero in this mode (a direction, or with
/// vi-keys a shifted or control direction).
pub fn is_movement(c: char, number_pad: bool) -> bool {
    if movement_dir(c, number_pad).is_some() {
        return true;
    }
    if number_pad {
        return false;
    }
    let lower = if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c };
    movement_dir(lower, false).is_some() || "hjklyubn".chars().any(|d| ctrl(d) == c)
}

/// The command key `c` runs in this mode, taking movement and prefixes
/// first as the dispatcher does.
pub fn effective(c: char, number_pad: bool, wizard: bool) -> Option<&'static ExtCmd> {
    if is_movement(c, number_pad) || special_key(c, number_pad).is_some() || (!number_pad && c.is_ascii_digit()) {
        return None;
    }
    bound(c, wizard)
}

/// Every key that runs command `e` in this mode.
pub fn keys_of(e: &ExtCmd, number_pad: bool, wizard: bool) -> Vec<char> {
    let mut keys: Vec<char> = Vec::new();
    let candidates = e.key.into_iter().chain(BINDINGS.iter().filter(|b| b.1 == e.name).map(|b| b.0));
    for c in candidates {
        if !keys.contains(&c) && effective(c, number_pad, wizard).is_some_and(|x| x.name == e.name) {
            keys.push(c);
        }
    }
    keys
}

/// A key as NetHack shows it (`visctrl`): `^X` for control, `M-x` for
/// meta, `^?` for delete.
pub fn visctrl(c: char) -> String {
    let mut s = String::new();
    let mut v = c as u32;
    if (0x80..0x100).contains(&v) {
        s.push_str("M-");
        v &= 0x7f;
    }
    match v {
        0..=0x1f => {
            s.push('^');
            s.push(char::from_u32(v | 0x40).unwrap_or('?'));
        }
        0x7f => s.push_str("^?"),
        _ => s.push(char::from_u32(v).unwrap_or('?')),
    }
    s
}

/// A key for lists (`key2txt`): `<space>`, `<esc>`, `<enter>`, `<del>`,
/// else as [`visctrl`].
pub fn key2txt(c: char) -> String {
    match c {
        ' ' => "<space>".into(),
        '\x1b' => "<esc>".into(),
        '\n' => "<enter>".into(),
        '\x7f' => "<del>".into(),
        _ => visctrl(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_sorted_as_nethack_lists_them() {
        let mut names: Vec<&str> = EXTCMDS.iter().map(|e| e.name).collect();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n, "a name appears twice");
        let body: Vec<&str> = EXTCMDS.iter().map(|e| e.name).filter(|n| *n != "rebuild").collect();
        let mut sorted = body.clone();
        sorted.sort();
        assert_eq!(body, sorted);
    }

    #[test]
    fn every_key_belongs_to_one_command() {
        for (i, a) in EXTCMDS.iter().enumerate() {
            for b in &EXTCMDS[i + 1..] {
                assert!(a.key.is_none() || a.key != b.key, "#{} and #{} share a key", a.name, b.name);
            }
        }
        for b in BINDINGS {
            assert!(by_name(b.1).is_some(), "binding to unknown #{}", b.1);
        }
    }

    #[test]
    fn number_pad_letters_are_commands_and_vi_letters_move() {
        assert_eq!(effective('j', true, false).map(|e| e.name), Some("jump"));
        assert!(effective('j', false, false).is_none());
        assert_eq!(effective('N', true, false).map(|e| e.name), Some("name"));
        assert!(effective('N', false, false).is_none());
        assert_eq!(effective(ctrl('o'), false, true).map(|e| e.name), Some("wizwhere"));
        assert_eq!(effective(ctrl('o'), false, false).map(|e| e.name), Some("overview"));
        assert_eq!(effective(ctrl('l'), true, false).map(|e| e.name), Some("redraw"));
        assert!(effective(ctrl('l'), false, false).is_none(), "^L rushes east with vi-keys");
    }

    #[test]
    fn keys_show_as_nethack_writes_them() {
        assert_eq!(visctrl(ctrl('x')), "^X");
        assert_eq!(visctrl(meta('a')), "M-a");
        assert_eq!(visctrl('\x7f'), "^?");
        assert_eq!(key2txt(' '), "<space>");
        assert_eq!(keys_of(by_name("overview").expect("overview"), false, false), vec![ctrl('o'), meta('O')]);
    }
}
