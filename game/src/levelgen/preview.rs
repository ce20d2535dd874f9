//! The structured preview of a built level, for level authors: one cell
//! per map square with the character and colour the game would show on a
//! fully mapped level, an author's "status" mark that shows what the game
//! hides (secret doors, door states, lit and unlit floor, sleeping and
//! peaceful monsters, water versus moat versus lava), and a hover text;
//! plus legends with counts and the list of things with their absolute
//! and MAP-relative coordinates. `oxhack levgen` prints it
//! ([`crate::levelgen::levgen::draw`], [`render_text`](super::preview_text))
//! and the web studio serialises it to JSON.

use crate::levelgen::sp_lev::Built;
use crate::objects::objnam::{NameCtx, doname};
use crate::world::display::{cmap_color, trap_look};
use crate::world::glyph::back_to_sym;
use crate::world::glyph::sym::*;
use crate::world::level::*;
use crate::world::monst::Monst;
use oxhack_defs::Color;
use oxhack_tables::tables;
use oxhack_vm::terrain::*;
use serde::Serialize;

/// One map square of the preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PreviewCell {
    /// What the game shows here fully mapped: monster over object over
    /// trap over terrain.
    pub ch: char,
    /// Its colour, a `CLR_*` number (8 is the terminal's default).
    pub color: u8,
    /// The author's status mark: terrain in `.des` map characters, with
    /// door states, lit/unlit floor and monster status (see
    /// [`MARK_MEANINGS`]).
    pub mark: char,
    /// The mark's colour (`CLR_*`).
    pub mark_color: u8,
    /// A one-line description for hovering: coordinates, terrain, light,
    /// door state, trap, objects, monster and its status.
    pub detail: String,
}

/// One legend line: a character in a colour, what it stands for, and how
/// many squares show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LegendEntry {
    pub ch: char,
    pub color: u8,
    pub description: String,
    pub count: usize,
}

/// A thing on the level, for the lists under the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Thing {
    /// "monster", "object", "trap", "engraving", "up stairs", ...
    pub kind: String,
    pub x: i32,
    pub y: i32,
    /// Coordinates relative to the MAP that covers (x, y), as the `.des`
    /// statements after that MAP write them.
    pub map: Option<(i32, i32)>,
    pub text: String,
}

/// Where a MAP was laid: its upper left corner and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MapArea {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

/// The whole preview of a built level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preview {
    pub cols: usize,
    pub rows: usize,
    /// Row-major: the cell of (x, y) is `cells[y * cols + x]`.
    pub cells: Vec<PreviewCell>,
    /// What the game view's characters stand for, with counts.
    pub legend: Vec<LegendEntry>,
    /// What the status marks stand for, with counts.
    pub mark_legend: Vec<LegendEntry>,
    pub things: Vec<Thing>,
    /// The MAPs laid, in order.
    pub maps: Vec<MapArea>,
    /// The builder's messages and the operations not built yet.
    pub notes: Vec<String>,
}

impl Preview {
    /// The cell of (x, y), if on the map.
    pub fn cell(&self, x: i32, y: i32) -> Option<&PreviewCell> {
        (x >= 0 && y >= 0 && (x as usize) < self.cols && (y as usize) < self.rows)
            .then(|| &self.cells[y as usize * self.cols + x as usize])
    }

    /// (x, y) relative to the last MAP laid over it.
    pub fn map_rel(&self, x: i32, y: i32) -> Option<(i32, i32)> {
        map_rel(&self.maps, x, y)
    }
}

fn map_rel(maps: &[MapArea], x: i32, y: i32) -> Option<(i32, i32)> {
    maps.iter().rev().find(|m| x >= m.x && y >= m.y && x < m.x + m.w && y < m.y + m.h).map(|m| (x - m.x, y - m.y))
}

/// Every status mark and what it means (a mark not listed is a `.des`
/// map character or the game's own character for walls and furniture).
pub const MARK_MEANINGS: [(char, &str); 14] = [
    ('.', "lit floor"),
    (',', "unlit floor"),
    ('S', "secret door"),
    ('H', "secret corridor"),
    ('n', "doorway (no door)"),
    ('b', "broken door"),
    ('o', "open door"),
    ('c', "closed door"),
    ('l', "locked door"),
    ('m', "monster, hostile and awake"),
    ('z', "monster asleep"),
    ('p', "monster peaceful"),
    ('Z', "monster peaceful and asleep"),
    ('t', "monster tame"),
];

/// A terrain type's description as a player would hear it, with its
/// state: door states, what a raised drawbridge spans, an altar's
/// alignment.
pub fn terrain_desc(lev: &Level, x: i32, y: i32) -> String {
    let l = lev.at(x, y);
    match l.typ {
        STONE if lev.flags.arboreal => "tree (solid rock on a forest level)".into(),
        STONE => "stone".into(),
        VWALL..=TRWALL => "wall".into(),
        DBWALL => "raised drawbridge".into(),
        TREE => "tree".into(),
        SDOOR => "secret door (shows as wall)".into(),
        SCORR => "secret corridor (shows as stone)".into(),
        POOL => "pool of water".into(),
        MOAT => "moat".into(),
        WATER => "water (limitless)".into(),
        DRAWBRIDGE_UP => {
            let under = match l.drawbridgemask() & DB_UNDER {
                DB_LAVA => "molten lava",
                DB_ICE => "ice",
                DB_FLOOR => "floor",
                _ => "moat",
            };
            format!("{under} under a raised drawbridge")
        }
        LAVAPOOL => "molten lava".into(),
        IRONBARS => "iron bars".into(),
        DOOR => {
            let m = l.doormask();
            let s = door_state(m).1;
            if m & D_TRAPPED != 0 { format!("{s} (trapped)") } else { s.into() }
        }
        CORR => "corridor".into(),
        ROOM => "floor of a room".into(),
        STAIRS => if l.ladder() & LA_DOWN != 0 { "staircase down" } else { "staircase up" }.into(),
        LADDER => if l.ladder() & LA_DOWN != 0 { "ladder down" } else { "ladder up" }.into(),
        FOUNTAIN => "fountain".into(),
        THRONE => "opulent throne".into(),
        SINK => "sink".into(),
        GRAVE => "grave".into(),
        ALTAR => {
            let a = l.altarmask();
            let al = match a & AM_MASK {
                AM_LAWFUL => "lawful",
                AM_NEUTRAL => "neutral",
                AM_CHAOTIC => "chaotic",
                _ => "unaligned",
            };
            if a & AM_SHRINE != 0 { format!("{al} altar (shrine)") } else { format!("{al} altar") }
        }
        ICE => "ice".into(),
        DRAWBRIDGE_DOWN => "lowered drawbridge".into(),
        AIR => "air".into(),
        CLOUD => "cloud".into(),
        _ => "unknown terrain".into(),
    }
}

/// A door mask's status mark and name.
fn door_state(m: u8) -> (char, &'static str) {
    if m & D_BROKEN != 0 {
        ('b', "broken door")
    } else if m & D_LOCKED != 0 {
        ('l', "locked door")
    } else if m & D_CLOSED != 0 {
        ('c', "closed door")
    } else if m & D_ISOPEN != 0 {
        ('o', "open door")
    } else {
        ('n', "doorway (no door)")
    }
}

/// A monster's status words and mark.
fn monster_status(m: &Monst) -> (char, Vec<&'static str>) {
    let asleep = m.msleeping || !m.mcanmove;
    let mut words = Vec::new();
    if m.mtame > 0 {
        words.push("tame");
    } else if m.mpeaceful {
        words.push("peaceful");
    } else {
        words.push("hostile");
    }
    if m.msleeping {
        words.push("asleep");
    } else if !m.mcanmove {
        words.push("paralysed");
    }
    if m.minvis {
        words.push("invisible");
    }
    if m.mundetected {
        words.push("hiding");
    }
    let mark = match (m.mtame > 0, m.mpeaceful, asleep) {
        (true, _, _) => 't',
        (false, true, true) => 'Z',
        (false, true, false) => 'p',
        (false, false, true) => 'z',
        (false, false, false) => 'm',
    };
    (mark, words)
}

/// The author's mark for the terrain of (x, y), its colour and meaning.
fn terrain_mark(lev: &Level, x: i32, y: i32, game_ch: char, game_color: Color, desc: &str) -> (char, Color, String) {
    let l = lev.at(x, y);
    let known = |c: char| MARK_MEANINGS.iter().find(|(m, _)| *m == c).map_or(desc.to_string(), |(_, s)| s.to_string());
    match l.typ {
        SDOOR => ('S', Color::BrightMagenta, known('S')),
        SCORR => ('H', Color::Magenta, known('H')),
        DOOR => {
            let (c, _) = door_state(l.doormask());
            (c, if c == 'l' { Color::Red } else { Color::Brown }, known(c))
        }
        ROOM if l.lit => ('.', Color::Yellow, known('.')),
        ROOM => (',', Color::Blue, known(',')),
        DRAWBRIDGE_DOWN => ('=', Color::Brown, desc.to_string()),
        POOL | MOAT | LAVAPOOL | WATER | TREE | ICE | IRONBARS | AIR | CLOUD | FOUNTAIN | THRONE | SINK => {
            (to_map_char(l.typ).map_or(game_ch, |c| c as char), game_color, desc.to_string())
        }
        _ => (game_ch, game_color, desc.to_string()),
    }
}

/// Tallies legend entries in order of first appearance.
#[derive(Default)]
struct Tally(Vec<LegendEntry>);

impl Tally {
    fn add(&mut self, ch: char, color: u8, description: &str) {
        match self.0.iter_mut().find(|e| e.ch == ch && e.color == color && e.description == description) {
            Some(e) => e.count += 1,
            None => self.0.push(LegendEntry { ch, color, description: description.to_string(), count: 1 }),
        }
    }
}

/// The preview of a built level.
pub fn screen(b: &Built) -> Preview {
    let t = tables();
    let lev = &b.level;
    // Every type's real name: an author wants "emerald", not "green gem".
    let mut os = crate::objects::o_init::ObjectsState::unshuffled(t);
    os.name_known.iter_mut().for_each(|k| *k = true);
    let nc = NameCtx::new(t, &os);
    let maps: Vec<MapArea> = b.maps.iter().map(|m| MapArea { x: m.x, y: m.y, w: m.w, h: m.h }).collect();
    let obj_name = |o: &crate::world::obj::Obj| {
        let mut obj = o.clone();
        obj.fully_identify();
        // "uncursed" on every boulder is noise: say only blessed/cursed.
        obj.bknown = obj.blessed || obj.cursed;
        doname(&nc, &obj)
    };
    let (mut legend, mut marks) = (Tally::default(), Tally::default());
    let mut cells = Vec::with_capacity(COLNO * ROWNO);
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            let mut sym = back_to_sym(lev, x, y, crate::world::wallmode::SVALL);
            if lev.upstair.is_some_and(|s| s.x == x && s.y == y) {
                sym = S_UPSTAIR;
            } else if lev.upladder.is_some_and(|s| s.x == x && s.y == y) {
                sym = S_UPLADDER;
            }
            let terrain = terrain_desc(lev, x, y);
            let tcolor = cmap_color(sym);
            let (mut ch, mut color) = (DEFSYMS[sym], tcolor);
            let mut what = if lev.at(x, y).typ == STONE && !lev.flags.arboreal { None } else { Some(terrain.clone()) };
            let (mut mark, mut mark_color, mut meaning) = terrain_mark(lev, x, y, ch, tcolor, &terrain);
            let mut detail = terrain.clone();
            if crate::world::level::accessible(lev.typ(x, y)) || lev.typ(x, y) >= POOL {
                detail.push_str(if lev.at(x, y).lit { ", lit" } else { ", unlit" });
            }
            if let Some(tr) = lev.t_at(x, y) {
                let (c, col) = trap_look(tr.ttyp);
                (ch, color) = (c, col);
                let name = ttyp::NAMES.get(tr.ttyp as usize).copied().unwrap_or("trap");
                what = Some(name.to_string());
                detail.push_str(&format!("; trap: {name}"));
            }
            let objs: Vec<&crate::world::obj::Obj> = lev.objects_at(x, y).collect();
            if let Some(o) = objs.first() {
                (ch, color) = object_look(o);
                what = Some(t.obj(o.otyp).name.clone().unwrap_or_else(|| "object".into()));
                let names: Vec<String> = objs.iter().map(|o| obj_name(o)).collect();
                detail.push_str(&format!("; objects: {}", names.join(", ")));
            }
            if let Some(m) = lev.monster_at(x, y) {
                let pm = t.mon(m.mnum);
                (ch, color) = (pm.mlet.symbol() as char, pm.color);
                what = Some(pm.name.clone());
                let (mk, words) = monster_status(m);
                (mark, mark_color) = (mk, if m.mpeaceful { Color::Green } else { Color::Red });
                meaning = MARK_MEANINGS.iter().find(|(c, _)| *c == mk).map_or(String::new(), |(_, s)| s.to_string());
                detail.push_str(&format!("; monster: {} ({})", pm.name, words.join(", ")));
            }
            if let Some(e) = lev.engr_at(x, y) {
                detail.push_str(&format!("; engraving ({:?}): {}", e.kind, e.text));
            }
            let at = match map_rel(&maps, x, y) {
                Some((mx, my)) => format!("({x},{y}) map ({mx},{my})"),
                None => format!("({x},{y})"),
            };
            if let Some(w) = &what {
                legend.add(ch, color.value(), w);
            }
            if lev.typ(x, y) != STONE || lev.flags.arboreal || lev.monster_at(x, y).is_some() {
                marks.add(mark, mark_color.value(), &meaning);
            }
            cells.push(PreviewCell {
                ch,
                color: color.value(),
                mark,
                mark_color: mark_color.value(),
                detail: format!("{at} {detail}"),
            });
        }
    }
    let things = things(b, &maps, &obj_name);
    let mut notes: Vec<String> = b.messages.iter().map(|m| format!("message  {m}")).collect();
    if !b.skipped.is_empty() {
        let list: Vec<String> = b.skipped.iter().map(|(n, k)| format!("{n} x{k}")).collect();
        notes.push(format!("not built yet: {}", list.join(", ")));
    }
    Preview { cols: COLNO, rows: ROWNO, cells, legend: legend.0, mark_legend: marks.0, things, maps, notes }
}

/// An object's character and colour as the game shows it (a boulder as
/// `0`, a statue as its monster's letter, a corpse in its monster's
/// colour), before object descriptions are shuffled.
fn object_look(o: &crate::world::obj::Obj) -> (char, Color) {
    let t = tables();
    let c = t.obj(o.otyp);
    match o.corpsenm {
        Some(pm) if o.otyp == oxhack_tables::ids::STATUE => (t.mon(pm).mlet.symbol() as char, c.color),
        Some(pm) if o.otyp == oxhack_tables::ids::CORPSE => (c.class.symbol() as char, t.mon(pm).color),
        _ if o.otyp == oxhack_tables::ids::BOULDER => (crate::ui::options::DEFAULT_BOULDER, c.color),
        _ => (c.class.symbol() as char, c.color),
    }
}

/// The monsters, objects, traps, engravings and stairs of the level.
fn things(b: &Built, maps: &[MapArea], obj_name: &dyn Fn(&crate::world::obj::Obj) -> String) -> Vec<Thing> {
    let t = tables();
    let lev = &b.level;
    let mut out = Vec::new();
    let mut push = |kind: &str, x: i32, y: i32, text: String| {
        out.push(Thing { kind: kind.into(), x, y, map: map_rel(maps, x, y), text });
    };
    for m in &lev.monsters {
        let (_, words) = monster_status(m);
        push("monster", m.mx, m.my, format!("{} ({})", t.mon(m.mnum).name, words.join(", ")));
    }
    for o in &lev.objects {
        push("object", o.x, o.y, obj_name(&o.obj));
    }
    for tr in &lev.traps {
        push("trap", tr.tx, tr.ty, ttyp::NAMES.get(tr.ttyp as usize).copied().unwrap_or("trap").to_string());
    }
    for e in &lev.engravings {
        push("engraving", e.x, e.y, format!("{:?}: {}", e.kind, e.text));
    }
    for (name, st) in [
        ("up stairs", lev.upstair),
        ("down stairs", lev.dnstair),
        ("up ladder", lev.upladder),
        ("down ladder", lev.dnladder),
    ] {
        if let Some(st) = st {
            push(name, st.x, st.y, String::new());
        }
    }
    out
}
