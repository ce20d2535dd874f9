//! Information commands (cmd.c, o_init.c, dungeon.c, insight.c): `\`
//! discoveries, `O` options, `^O` / `#overview` the dungeon overview,
//! `^X` attributes, and the wizard's `^F` map.

use crate::game::Game;
use crate::ui::{Menu, PickHow};
use crate::world::display::Glyph;
use crate::world::level::{DLevel, Level};
use dgn_comp::roles::{LevelRole, role_of};
use oxhack_defs::OClass;
use oxhack_tables::tables;

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
        let mut lines = Vec::new();
        for &(class, heading) in DISCO_ORDER {
            let group = self.disco_lines(class);
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

    /// The discovered object types of one class, pre-discovered ones
    /// marked `*`.
    fn disco_lines(&self, class: OClass) -> Vec<String> {
        let t = tables();
        let nc = self.name_ctx();
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
        group
    }

    /// `` ` `` (`doclassdisco`): the discoveries of one class, picked
    /// from the classes that have some.
    pub fn doclassdisco(&mut self) -> bool {
        let classes: Vec<(OClass, &str)> =
            DISCO_ORDER.iter().copied().filter(|&(c, _)| !self.disco_lines(c).is_empty()).collect();
        if classes.is_empty() {
            self.pline("You haven't discovered any items yet.");
            return false;
        }
        let mut m = Menu::new("View discoveries for which sort of objects?", PickHow::One);
        for (_, heading) in &classes {
            m.item(None, heading);
        }
        let Some(pick) = self.select_menu(&m) else { return false };
        let Some(&i) = pick.first() else { return false };
        let (class, heading) = classes[i];
        let mut lines = vec![format!("Discovered {heading}")];
        lines.extend(self.disco_lines(class));
        self.display_lines("", &lines);
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
                let custom = if *d == self.u.uz {
                    self.mem.annotation.as_ref()
                } else {
                    self.saved_level(*d).and_then(|l| l.memory.annotation.as_ref())
                };
                let note = custom.map(|a| format!(" \"{a}\"")).unwrap_or_default();
                lines.push(format!("   Level {depth}:{tag}{note}{tail}"));
            }
        }
        self.display_lines("Dungeon overview", &lines);
        false
    }

    /// `#annotate` (`donamelevel`): names the current level for the
    /// overview; a single space removes the name.
    pub fn donamelevel(&mut self) -> bool {
        let prompt = match &self.mem.annotation {
            Some(a) => {
                let short: String = a.chars().take(30).collect();
                let more = if a.chars().count() > 30 { "..." } else { "" };
                format!("Replace annotation \"{short}{more}\" with?")
            }
            None => "What do you want to call this dungeon level?".to_string(),
        };
        let Some(line) = self.getlin(&prompt) else { return false };
        if line.is_empty() {
            return false;
        }
        let text = line.split_whitespace().collect::<Vec<_>>().join(" ");
        self.mem.annotation = if text.is_empty() { None } else { Some(text) };
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
