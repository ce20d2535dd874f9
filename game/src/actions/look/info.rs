//! Information commands (cmd.c, o_init.c, dungeon.c, insight.c): `\`
//! discoveries, `O` options, `^O` / `#overview` the dungeon overview,
//! `^X` attributes, and the wizard's `^F` map; the help texts of `?`.

use crate::game::{Game, to_placement};
use crate::world::display::Glyph;
use crate::world::glyph::sym::*;
use crate::world::level::{DLevel, Level};
use oxhack_defs::{OClass, Prop};
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
    "Wizard mode:  ^W wish  ^F map  ^V level teleport  ^T teleport",
    "        ^I identify  ^G create a monster",
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

    /// The features of a level the hero remembers, for the overview.
    fn overview_features(mem: &crate::world::display::Memory) -> Vec<String> {
        let mut counts = [0usize; 8];
        const WHAT: [(usize, &str, &str); 8] = [
            (S_UPSTAIR, "stairs up", "stairs up"),
            (S_DNSTAIR, "stairs down", "stairs down"),
            (S_FOUNTAIN, "a fountain", "fountains"),
            (S_SINK, "a sink", "sinks"),
            (S_ALTAR, "an altar", "altars"),
            (S_THRONE, "a throne", "thrones"),
            (S_GRAVE, "a grave", "graves"),
            (S_TREE, "a tree", "trees"),
        ];
        for (x, y) in Level::positions() {
            if let Glyph::Cmap(s) = mem.get(x, y)
                && let Some(k) = WHAT.iter().position(|w| w.0 == s as usize)
            {
                counts[k] += 1;
            }
        }
        WHAT.iter()
            .zip(counts)
            .filter(|(_, n)| *n > 0)
            .map(
                |(w, n)| {
                    if n == 1 || w.0 == S_UPSTAIR || w.0 == S_DNSTAIR {
                        w.1.to_string()
                    } else {
                        format!("{n} {}", w.2)
                    }
                },
            )
            .collect()
    }

    /// `^O` / `#overview` (`dooverview`): the levels visited, by dungeon,
    /// with the features remembered on each.
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
                    f.extend(Self::overview_features(&self.mem));
                    f
                } else {
                    self.saved_level(*d).map(|s| Self::overview_features(&s.memory)).unwrap_or_default()
                };
                if let Some(sp) = self.layout.levels.iter().find(|l| l.dlevel == to_placement(*d))
                    && (sp.proto == "oracle" || sp.proto == "bigrm" || sp.proto.starts_with("minetn"))
                {
                    feats.insert(
                        0,
                        match sp.proto.as_str() {
                            "oracle" => "the Oracle of Delphi".to_string(),
                            "bigrm" => "a very big room".to_string(),
                            _ => "a town".to_string(),
                        },
                    );
                }
                let tail = if feats.is_empty() { String::new() } else { format!(" {}", feats.join(", ")) };
                lines.push(format!("   Level {depth}:{tail}"));
            }
        }
        self.display_lines("Dungeon overview", &lines);
        false
    }

    /// `^X` (`doattributes`): who the hero is and what they know of
    /// themselves.
    pub fn doattributes(&mut self) -> bool {
        let u = &self.u;
        let info = crate::hero::role::role_info(u.hero.role);
        let role = if u.female { info.name_f.unwrap_or(info.name) } else { info.name };
        let race = &tables().mon(u.hero.race).name;
        let align = match u.hero.align {
            oxhack_defs::Align::Lawful => "lawful",
            oxhack_defs::Align::Chaotic => "chaotic",
            oxhack_defs::Align::Neutral => "neutral",
            _ => "unaligned",
        };
        let rank = crate::hero::role::rank_title(u.hero.role, u.ulevel(), u.female);
        let mut lines = vec![
            format!("{} the {}'s attributes:", crate::world::display::capitalize(&u.name), rank),
            String::new(),
            "Background:".to_string(),
            format!(" You are a level {} {} {} {}.", u.ulevel(), if u.female { "female" } else { "male" }, race, role),
            format!(" You are {align}."),
            format!(
                " You are in {}, on level {}.",
                self.dungeon(u.uz.dnum).map_or("the dungeon", |d| d.name.as_str()),
                self.depth()
            ),
            format!(" You entered the dungeon {} turns ago.", self.moves),
            String::new(),
            "Characteristics:".to_string(),
            format!(" You have {}({}) hit points and {}({}) power.", u.uhp, u.uhpmax, u.uen, u.uenmax),
            format!(" Your armor class is {}.", self.u_ac()),
            format!(" You have {} experience points.", u.uexp),
        ];
        if self.wizard {
            lines.push(format!(" Your luck is {}.", u.hero.uluck));
        }
        let hunger = u.uhs.label();
        lines.push(if hunger.is_empty() {
            " You are not hungry.".to_string()
        } else {
            format!(" You are {}.", hunger.to_lowercase())
        });
        lines.push(String::new());
        lines.push("Intrinsics:".to_string());
        const KNOWN: &[(Prop, &str)] = &[
            (Prop::FireRes, "You are fire resistant."),
            (Prop::ColdRes, "You are cold resistant."),
            (Prop::SleepRes, "You are sleep resistant."),
            (Prop::DisintRes, "You are disintegration-resistant."),
            (Prop::ShockRes, "You are shock resistant."),
            (Prop::PoisonRes, "You are poison resistant."),
            (Prop::StoneRes, "You are petrification resistant."),
            (Prop::Antimagic, "You are magic-protected."),
            (Prop::SeeInvis, "You see invisible."),
            (Prop::Telepat, "You are telepathic."),
            (Prop::Stealth, "You are stealthy."),
            (Prop::Fast, "You are fast."),
            (Prop::Infravision, "You have infravision."),
            (Prop::Searching, "You have automatic searching."),
            (Prop::Levitation, "You are levitating."),
            (Prop::Flying, "You can fly."),
            (Prop::Invis, "You are invisible."),
            (Prop::Blinded, "You are blind."),
            (Prop::Confusion, "You are confused."),
            (Prop::Stunned, "You are stunned."),
            (Prop::Halluc, "You are hallucinating."),
            (Prop::WoundedLegs, "You have wounded legs."),
        ];
        let mut any = false;
        for &(p, text) in KNOWN {
            if self.u.has(p) {
                lines.push(format!(" {text}"));
                any = true;
            }
        }
        if !any {
            lines.push(" You have no special intrinsics that you know of.".to_string());
        }
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
