//! The wizard's information windows (cmd.c, light.c, timeout.c, end.c):
//! `#seenv`, `#vision`, `#wmode`, `#stats`, `#timeout`, `#lightsources`,
//! `#vanquished`, `#wizsmell`, `#wizrumorcheck`, and `#wizintrinsic`,
//! which sets timed properties.

use crate::game::Game;
use crate::ui::{Menu, PickHow};
use crate::world::level::{COLNO, Coord, ROWNO, WM_MASK, is_room, is_wall};
use crate::world::you::TIMEOUT;
use oxhack_defs::Prop;
use oxhack_vm::terrain::*;

/// The properties by the names `#wizintrinsic` and `#timeout` show
/// (timeout.c's `propertynames`), timed ones first.
pub const PROPERTY_NAMES: &[(Prop, &str)] = &[
    (Prop::Invulnerable, "invulnerable"),
    (Prop::Stoned, "petrifying"),
    (Prop::Slimed, "becoming slime"),
    (Prop::Strangled, "strangling"),
    (Prop::Sick, "fatally sick"),
    (Prop::Stunned, "stunned"),
    (Prop::Confusion, "confused"),
    (Prop::Halluc, "hallucinating"),
    (Prop::Blinded, "blinded"),
    (Prop::Deaf, "deafness"),
    (Prop::Vomiting, "vomiting"),
    (Prop::Glib, "slippery fingers"),
    (Prop::WoundedLegs, "wounded legs"),
    (Prop::Sleepy, "sleepy"),
    (Prop::Teleport, "teleporting"),
    (Prop::Polymorph, "polymorphing"),
    (Prop::Levitation, "levitating"),
    (Prop::Fast, "very fast"),
    (Prop::Clairvoyant, "clairvoyant"),
    (Prop::DetectMonsters, "monster detection"),
    (Prop::SeeInvis, "see invisible"),
    (Prop::Invis, "invisible"),
    (Prop::FireRes, "fire resistance"),
    (Prop::ColdRes, "cold resistance"),
    (Prop::SleepRes, "sleep resistance"),
    (Prop::DisintRes, "disintegration resistance"),
    (Prop::ShockRes, "shock resistance"),
    (Prop::PoisonRes, "poison resistance"),
    (Prop::AcidRes, "acid resistance"),
    (Prop::StoneRes, "stoning resistance"),
    (Prop::DrainRes, "drain resistance"),
    (Prop::SickRes, "sickness resistance"),
    (Prop::Antimagic, "magic resistance"),
    (Prop::Fumbling, "fumbling"),
    (Prop::Hunger, "voracious hunger"),
    (Prop::Telepat, "telepathic"),
    (Prop::Warning, "warning"),
    (Prop::WarnOfMon, "warn: monster type or class"),
    (Prop::WarnUndead, "warn: undead"),
    (Prop::Searching, "searching"),
    (Prop::Infravision, "infravision"),
    (Prop::Adorned, "adorned (+/- Cha)"),
    (Prop::Displaced, "displaced"),
    (Prop::Stealth, "stealthy"),
    (Prop::AggravateMonster, "monster aggravation"),
    (Prop::Conflict, "conflict"),
    (Prop::Jumping, "jumping"),
    (Prop::TeleportControl, "teleport control"),
    (Prop::Flying, "flying"),
    (Prop::Wwalking, "water walking"),
    (Prop::Swimming, "swimming"),
    (Prop::MagicalBreathing, "magical breathing"),
    (Prop::PassesWalls, "pass thru walls"),
    (Prop::SlowDigestion, "slow digestion"),
    (Prop::HalfSpdam, "half spell damage"),
    (Prop::HalfPhdam, "half physical damage"),
    (Prop::Regeneration, "HP regeneration"),
    (Prop::EnergyRegeneration, "energy regeneration"),
    (Prop::Protection, "extra protection"),
    (Prop::ProtFromShapeChangers, "protection from shape changers"),
    (Prop::PolymorphControl, "polymorph control"),
    (Prop::Unchanging, "unchanging"),
    (Prop::Reflecting, "reflecting"),
    (Prop::FreeAction, "free action"),
    (Prop::FixedAbil, "fixed abilities"),
    (Prop::Lifesaved, "life will be saved"),
];

impl Game {
    /// `#seenv` (`wiz_show_seenv`): the directions each square was seen
    /// from, two hex digits a square, centred on the hero.
    pub fn wiz_show_seenv(&mut self) -> bool {
        let startx = (self.u.ux - COLNO as i32 / 4).max(1);
        let stopx = (startx + COLNO as i32 / 2).min(COLNO as i32);
        let startx = if stopx - startx == COLNO as i32 / 2 { startx + 1 } else { startx };
        let mut lines = Vec::new();
        for y in 0..ROWNO as i32 {
            let mut row = String::new();
            for x in startx..stopx {
                if (x, y) == (self.u.ux, self.u.uy) {
                    row.push_str("@@");
                } else {
                    match self.lev.at(x, y).seenv {
                        0 => row.push_str("  "),
                        v => row.push_str(&format!("{v:02x}")),
                    }
                }
            }
            lines.push(row.trim_end().to_string());
        }
        self.display_lines("", &lines);
        false
    }

    /// `#vision` (`wiz_show_vision`): the vision array's bits.
    pub fn wiz_show_vision(&mut self) -> bool {
        let mut lines = vec!["Flags: 0x1 could see, 0x2 in sight, 0x4 temp lit".to_string(), String::new()];
        for y in 0..ROWNO as i32 {
            let mut row = String::new();
            for x in 1..COLNO as i32 {
                if (x, y) == (self.u.ux, self.u.uy) {
                    row.push('@');
                } else {
                    let v = self.vis.viz.get(y as usize * COLNO + x as usize).copied().unwrap_or(0);
                    row.push(if v == 0 { ' ' } else { char::from(b'0' + v.min(9)) });
                }
            }
            lines.push(row.trim_end().to_string());
        }
        self.display_lines("", &lines);
        false
    }

    /// `#wmode` (`wiz_show_wmodes`): each wall's mode.
    pub fn wiz_show_wmodes(&mut self) -> bool {
        let mut lines = vec![String::new()];
        for y in 0..ROWNO as i32 {
            let mut row = String::new();
            for x in 1..COLNO as i32 {
                let rm = self.lev.at(x, y);
                row.push(if (x, y) == (self.u.ux, self.u.uy) {
                    '@'
                } else if is_wall(rm.typ) || rm.typ == SDOOR {
                    char::from(b'0' + (rm.wall_info() & WM_MASK))
                } else if rm.typ == CORR {
                    '#'
                } else if is_room(rm.typ) || rm.typ == DOOR {
                    '.'
                } else {
                    'x'
                });
            }
            lines.push(row);
        }
        self.display_lines("", &lines);
        false
    }

    /// `#stats` (`wiz_show_stats`): what this level holds and the memory
    /// it takes.
    pub fn wiz_show_stats(&mut self) -> bool {
        use std::mem::size_of;
        let obj = size_of::<crate::world::obj::Obj>();
        let mon = size_of::<crate::world::monst::Monst>();
        let fmt = |name: &str, n: usize, each: usize| format!("{name:<27}  {n:>4}  {:>6}", n * each);
        let contained: usize = self.lev.objects.iter().map(|f| f.obj.contents.len()).sum();
        let minvent: usize = self.lev.monsters.iter().map(|m| m.minvent.len()).sum();
        let lines = vec![
            "                             count  bytes".to_string(),
            fmt("invent", self.u.invent.len(), obj),
            fmt("level objects", self.lev.objects.len(), obj),
            fmt("buried objects", self.lev.buried.len(), obj),
            fmt("contained objects", contained, obj),
            fmt("monster inventories", minvent, obj),
            fmt("monsters", self.lev.monsters.len(), mon),
            fmt("traps", self.lev.traps.len(), size_of::<crate::world::level::Trap>()),
            fmt("engravings", self.lev.engravings.len(), size_of::<crate::world::level::Engraving>()),
            fmt("levels kept", self.levels.len(), size_of::<crate::game::SavedLevel>()),
            "---------------------------  ----- -------".to_string(),
        ];
        self.display_lines("", &lines);
        false
    }

    /// `#timeout` (`wiz_timeout_queue`): the turn and the hero's timed
    /// properties (OxHack keeps no other timers).
    pub fn wiz_timeout_queue(&mut self) -> bool {
        let mut lines = vec![format!("Current time = {}.", self.moves), String::new()];
        lines.push("Active timeout queue:".to_string());
        lines.push(String::new());
        lines.push("<empty>".to_string());
        lines.push(String::new());
        let timed: Vec<(&str, u32)> =
            PROPERTY_NAMES.iter().map(|&(p, n)| (n, self.u.timeout(p))).filter(|&(_, t)| t > 0).collect();
        if timed.is_empty() {
            lines.push("No timed properties.".to_string());
        } else {
            lines.push("Timed properties:".to_string());
            lines.push(String::new());
            let w = timed.iter().map(|t| t.0.len()).max().unwrap_or(0);
            for (n, t) in timed {
                lines.push(format!(" {n:<w$} {t:>4}"));
            }
        }
        self.display_lines("", &lines);
        false
    }

    /// `#lightsources` (`wiz_light_sources`): OxHack lights no moving
    /// light sources yet.
    pub fn wiz_light_sources(&mut self) -> bool {
        let lines = vec![
            format!("Mobile light sources: hero @ ({:2},{:2})", self.u.ux, self.u.uy),
            String::new(),
            "<none>".into(),
        ];
        self.display_lines("", &lines);
        false
    }

    /// `#vanquished` (`dovanquished`): the monsters killed so far.
    pub fn dovanquished(&mut self) -> bool {
        let lines = self.vanquished_lines();
        self.display_lines("Vanquished creatures:", &lines);
        false
    }

    /// `#wizsmell` (`wiz_smell`): picks monsters to smell until ESC.
    pub fn wiz_smell(&mut self) -> bool {
        self.pline("You can move the cursor to a monster that you want to smell.");
        let mut at = Coord::new(self.u.ux, self.u.uy);
        loop {
            self.pline("Pick a monster to smell.");
            let Some(c) = self.getpos(at, "a monster") else { return false };
            at = c;
            match self.shown_glyph(c.x, c.y) {
                crate::world::display::Glyph::Mon { .. } => self.pline("That monster seems to give off no smell."),
                _ => self.pline("That is not a monster."),
            }
        }
    }

    /// `#wizrumorcheck` (`wiz_rumor_check`): the first and last true and
    /// false rumors, to check their boundaries.
    pub fn wiz_rumor_check(&mut self) -> bool {
        use makedefs::compat::rumors::Rumors;
        let bytes = self.content.texts.rumors.clone();
        let r = match Rumors::parse(&bytes) {
            Ok(r) => r,
            Err(e) => {
                self.pline(format!("The rumors cannot be read: {e}."));
                return false;
            }
        };
        let mut lines = Vec::new();
        for (truth, which) in [(true, "T"), (false, "F")] {
            let all = r.all(&bytes, truth);
            lines.push(format!("{which} {} rumors", all.len()));
            if let (Some(first), Some(last)) = (all.first(), all.last()) {
                lines.push(format!("  first: {first}"));
                lines.push(format!("  last:  {last}"));
            }
        }
        self.display_lines("", &lines);
        false
    }

    /// `#wizintrinsic` (`wiz_intrinsic`): picked properties gain 30 turns.
    pub fn wiz_intrinsic(&mut self) -> bool {
        let mut m = Menu::new("Which intrinsics?", PickHow::Any);
        for &(p, name) in PROPERTY_NAMES {
            if p == Prop::FireRes {
                m.text("--");
            }
            let old = self.u.prop(p).intrinsic & TIMEOUT;
            if old > 0 {
                m.item(None, &format!("{name:<27} [{old}]"));
            } else {
                m.item(None, name);
            }
        }
        let Some(picks) = self.select_menu(&m) else { return false };
        let amt = 30;
        let selectable: Vec<usize> = m.items.iter().enumerate().filter(|(_, i)| i.selectable).map(|(k, _)| k).collect();
        for k in picks {
            let Some(n) = selectable.iter().position(|&s| s == k) else { continue };
            let (p, name) = PROPERTY_NAMES[n];
            let old = self.u.timeout(p);
            match p {
                Prop::Blinded => self.make_blinded(old + amt, true),
                _ => {
                    let how = if old > 0 { "increased by" } else { "set to" };
                    self.pline(format!("Timeout for {name} {how} {amt}."));
                    self.u.incr_timeout(p, amt);
                }
            }
        }
        false
    }
}
