//! Information commands (cmd.c, o_init.c, dungeon.c, insight.c): `\`
//! discoveries, `O` options, `^O` / `#overview` the dungeon overview,
//! `^X` attributes, and the wizard's `^F` map; the help texts of `?`.

use crate::game::Game;
use crate::world::display::Glyph;
use crate::world::level::{DLevel, Level};
use dgn_comp::roles::{LevelRole, role_of};
use oxhack_defs::OClass;
use oxhack_tables::tables;

/// The `?` list of commands (our own summary of cmd.rs's keys).
pub const COMMAND_HELP: &[&str] = &[
    "Moving:  h j k l y u b n (or the number pad); capitals run;",
    "         G + direction rushes; _ travels to a spot; < > stairs.",
    "Resting and searching:  .  rest one turn;  s  search; a count",
    "         before a command repeats it (20s).",
    "Objects:  ,  pick up   d  drop   D  drop several   i  inventory",
    "          I  inventory of one kind   w  wield   x  swap weapons",
    "          Q  quiver   W  wear   T  take off   P  put on   R  remove",
    "          e  eat   q  quaff   r  read   z  zap   t  throw   f  fire",
    "          a  apply   C  call (name) a monster or object type",
    "Doors:  o  open   c  close   ^D  kick",
    "Looking:  :  look here   ;  look at a spot   ^P  old messages",
    "          ^R  redraw   \\  discoveries   ^X  attributes",
    "          ^O  dungeon overview   O  options   ?  this help",
    "Other:  #  extended command (#pray, #offer, #enhance, #force, ...)",
    "        S  save and quit   ^C  quit",
    "Wizard mode:  ^W wish  ^F map  ^V level teleport (? for a menu)  ^T teleport",
    "        ^I identify  ^G create a monster  ^O where every level is",
    "Play-testing a level (oxhack --level FILE -D):  ^Q or #rebuild builds it",
    "        again with a new seed; taking its stairs ends the play-test.",
];

/// The `?` list of map symbols.
pub const SYMBOL_HELP: &[&str] = &[
    "@  you (or a human)          -  |  walls, open doors",
    ".  floor, doorway            #  corridor, tree, sink, iron bars",
    "+  closed door, spellbook    <  >  stairs up and down",
    "{  fountain                  _  altar, iron chain",
    "}  water, lava               \\  throne",
    "^  a trap                    \"  web, amulet",
    "I  remembered, unseen monster",
    "a-z A-Z and others: monsters (; tells which)",
    ")  weapon    [  armor    =  ring    !  potion    ?  scroll",
    "/  wand      (  tool     %  food    $  gold      *  gem or rock",
    "`  boulder or statue (0 with the boulder option)",
];

/// Discovery groups in NetHack's inventory order, with their headings.
const DISCO_ORDER: &[(OClass, &str)] = &[
    (OClass::Coin, "Coins"),
    (OClass::Amulet, "Amulets"),
    (OClass::Weapon, "Weapons"),
    (OClass::Armor, "Armor"),
    (OClass::Food, "Comestibles"),
    (OClass::Scroll, "Scrolls"),
    (OClass::Spbook, "Spellbooks"),
    (OClass::Potion, "Potions"),
    (OClass::Ring, "Rings"),
    (OClass::Wand, "Wands"),
    (OClass::Tool, "Tools"),
    (OClass::Gem, "Gems/Stones"),
    (OClass::Rock, "Boulders/Statues"),
    (OClass::Ball, "Iron Balls"),
    (OClass::Chain, "Chains"),
];

impl Game {
    /// `\` (`dodiscovered`): the object types the hero has learned or
    /// named, by class; pre-discovered ones marked `*`.
    pub fn dodiscovered(&mut self) -> bool {
        let t = tables();
        let nc = self.name_ctx();
        let mut lines = Vec::new();
        for &(class, heading) in DISCO_ORDER {
            let mut group = Vec::new();
            for (i, o) in t.objects.iter().enumerate() {
                if o.class != class || o.descr.is_none() {
                    continue;
                }
                let otyp = oxhack_defs::Otyp(i as u16);
                let known = self.os.name_known.get(i).copied().unwrap_or(false);
                let called = self.os.called(otyp).is_some();
                if !(known || called) {
                    continue;
                }
                let pre = self.os.pre_discovered.get(i).copied().unwrap_or(false);
                if pre && !self.os.disco.contains(&otyp) && !known {
                    continue;
                }
                let mark = if pre { "* " } else { "  " };
                group.push(format!("{mark}{}", crate::objects::objnam::obj_typename(&nc, otyp)));
            }
            if !group.is_empty() {
                lines.push(heading.to_string());
                lines.extend(group);
            }
        }
        if lines.is_empty() {
            self.pline("You haven't discovered anything yet...");
        } else {
            self.display_lines("Discoveries", &lines);
        }
        false
    }

    /// The features of a level the hero remembers, for the overview: what
    /// stands on the squares they have seen or mapped, whatever lies on
    /// top of it now (NetHack's `lastseentyp`, not the remembered glyph).
    fn overview_features(lev: &Level, mem: &crate::world::display::Memory) -> Vec<String> {
        use oxhack_vm::terrain::*;
        let known = |x: i32, y: i32| mem.get(x, y) != Glyph::Unexplored;
        let stairs = |up: bool| {
            [lev.upstair, lev.dnstair, lev.upladder, lev.dnladder, lev.sstairs]
                .into_iter()
                .flatten()
                .any(|s| s.up == up && known(s.x, s.y))
        };
        const WHAT: [(u8, &str, &str); 6] = [
            (FOUNTAIN, "a fountain", "fountains"),
            (SINK, "a sink", "sinks"),
            (ALTAR, "an altar", "altars"),
            (THRONE, "a throne", "thrones"),
            (GRAVE, "a grave", "graves"),
            (TREE, "a tree", "trees"),
        ];
        let mut counts = [0usize; WHAT.len()];
        for (x, y) in Level::positions() {
            if crate::world::level::isok(x, y)
                && known(x, y)
                && let Some(k) = WHAT.iter().position(|w| w.0 == lev.typ(x, y))
            {
                counts[k] += 1;
            }
        }
        let mut out = Vec::new();
        if stairs(true) {
            out.push("stairs up".to_string());
        }
        if stairs(false) {
            out.push("stairs down".to_string());
        }
        for (w, n) in WHAT.iter().zip(counts) {
            match n {
                0 => {}
                1 => out.push(w.1.to_string()),
                n => out.push(format!("{n} {}", w.2)),
            }
        }
        out
    }

    /// `^O` / `#overview` (`dooverview`): the levels visited, by dungeon,
    /// with the features remembered on each; in wizard mode each special
    /// level also shows its name ("[seer]").
    pub fn dooverview(&mut self) -> bool {
        let mut visited: Vec<DLevel> = self.levels.iter().map(|(d, _)| *d).collect();
        visited.push(self.u.uz);
        visited.sort_by_key(|d| (d.dnum, d.dlevel));
        visited.dedup();
        let mut lines = Vec::new();
        let mut k = 0;
        while k < visited.len() {
            let dnum = visited[k].dnum;
            let group: Vec<DLevel> = visited[k..].iter().copied().take_while(|d| d.dnum == dnum).collect();
            k += group.len();
            let name = self.dungeon(dnum).map_or("The Dungeon".to_string(), |d| d.name.clone());
            let depths: Vec<i32> = group.iter().map(|d| self.depth_of(*d)).collect();
            let (lo, hi) = (depths.iter().min().copied().unwrap_or(1), depths.iter().max().copied().unwrap_or(1));
            lines.push(if lo == hi { format!("{name}: level {lo}") } else { format!("{name}: levels {lo} to {hi}") });
            for (d, depth) in group.iter().zip(depths) {
                let mut feats = if *d == self.u.uz {
                    let mut f = vec!["<- you are here".to_string()];
                    f.extend(Self::overview_features(&self.lev, &self.mem));
                    f
                } else {
                    self.saved_level(*d).map(|s| Self::overview_features(&s.level, &s.memory)).unwrap_or_default()
                };
                let special = crate::world::dungeon::special_at(&self.layout, *d);
                let note = special.and_then(|sp| match role_of(&sp.proto) {
                    Some(LevelRole::Oracle) => Some("the Oracle of Delphi"),
                    Some(LevelRole::Bigroom) => Some("a very big room"),
                    _ if sp.flags.town => Some("a town"),
                    _ => None,
                });
                if let Some(note) = note {
                    feats.insert(usize::from(*d == self.u.uz), note.to_string());
                }
                let tag = match special {
                    Some(sp) if self.wizard => format!(" [{}]", sp.proto),
                    _ => String::new(),
                };
                let tail = if feats.is_empty() { String::new() } else { format!(" {}", feats.join(", ")) };
                lines.push(format!("   Level {depth}:{tag}{tail}"));
            }
        }
        self.display_lines("Dungeon overview", &lines);
        false
    }

    /// Wizard mode's `^O` and `#wizwhere` (`wiz_where`, `print_dungeon`):
    /// the whole dungeon as placed, every dungeon with its depths, special
    /// levels and branches ('*' marks the hero's level), and which level
    /// file built the level the hero is on.
    pub fn wiz_where(&mut self) -> bool {
        if !self.wizard {
            self.pline("Unavailable command '^O'.");
            return false;
        }
        let mut lines: Vec<String> = self.print_dungeon(false).into_iter().map(|l| l.text).collect();
        lines.push(String::new());
        lines.push(match (&self.lev.flags.built_from, &self.lev.flags.fallback_for) {
            (Some(file), _) => format!("This level was built from the level file \"{file}\"."),
            (None, Some(file)) => format!("This level is a random stand-in for \"{file}\"."),
            (None, None) => "This level is a random level.".to_string(),
        });
        self.display_lines("", &lines);
        false
    }

    /// `^F` in wizard mode (`wiz_map`): the level mapped, with its
    /// objects and traps shown.
    pub fn wiz_map(&mut self) -> bool {
        if !self.wizard {
            self.pline("Unavailable command '^F'.");
            return false;
        }
        self.do_mapping();
        for t in &mut self.lev.traps {
            t.tseen = true;
        }
        let traps: Vec<(i32, i32, u8)> = self.lev.traps.iter().map(|t| (t.tx, t.ty, t.ttyp)).collect();
        for (x, y, tt) in traps {
            self.mem.set(x, y, Glyph::Trap(tt));
        }
        let objs: Vec<(i32, i32, Glyph)> =
            self.lev.objects.iter().map(|f| (f.x, f.y, Glyph::Obj(f.obj.otyp, f.obj.corpsenm))).collect();
        for (x, y, g) in objs {
            self.mem.set(x, y, g);
        }
        self.vision_recalc();
        self.pline("You feel knowledgeable about this level.");
        false
    }
}
